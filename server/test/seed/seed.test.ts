// The demo seed (small), its logins, --reset, and migrations being idempotent.
import { migrate } from '../../src/db/migrate';
import { isDatabaseEmpty, seed } from '../../src/seed';
import { DEMO_ARTIST_EMAIL, DEMO_BUYER_EMAIL, DEMO_PASSWORD } from '../../src/seed/data';
import { call, createTestApp, type TestApp } from '../support/app';
import { logIn } from '../support/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('runs migrations once', async () => {
  expect(await migrate(t.db, t.config.serverRoot)).toEqual([]);
});

it('seeds studios, artworks and the demo logins, and reseeds with reset', async () => {
  expect(await isDatabaseEmpty(t.db)).toBe(true);
  const first = await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 10 });
  expect(first).toMatchObject({ artworks: 10 });
  expect(await isDatabaseEmpty(t.db)).toBe(false);
  const studios = await t.db.one<{ n: number; verified: number; private: number }>(
    `select count(*) as n, count(*) filter (where verified_artist) as verified, count(*) filter (where private) as private
       from users where role between 11 and 20`,
  );
  expect(studios!.n).toBeGreaterThanOrEqual(20);
  expect(studios!.verified).toBeGreaterThan(0);
  expect(studios!.private).toBeGreaterThan(0);

  const artist = await logIn(t, DEMO_ARTIST_EMAIL, DEMO_PASSWORD);
  expect(artist.user).toMatchObject({ verifiedArtist: true, emailVerified: 'true' });
  expect(artist.user.role as number).toBeLessThanOrEqual(20);
  const buyer = await logIn(t, DEMO_BUYER_EMAIL, DEMO_PASSWORD);
  expect(buyer.user).toMatchObject({ role: 21, emailVerified: 'true' });

  // The feed and the bell are alive: posts with pictures and video links, and the demo artist's notifications.
  const feed = (await call(t, 'GET', '/api/feed/allPosts?total=50')).body.message as { picture: unknown; youtube_url: string | null; likes: string[] }[];
  expect(feed.length).toBeGreaterThan(20);
  expect(feed.some((p) => p.picture) && feed.some((p) => p.youtube_url) && feed.some((p) => p.likes.length > 0)).toBe(true);
  const bell = await call(t, 'GET', '/api/notifications/all', undefined, artist.token);
  expect((bell.body.message as unknown[]).length).toBeGreaterThan(0);
  expect(bell.body.unread).toBeGreaterThan(0);

  // Exhibitions in every state, one explicit, one with its audio loop.
  const shows = (await call(t, 'GET', '/api/exhibitions')).body.message as { state: string; explicit: boolean; mediaUrl: string | null }[];
  expect(shows.map((s) => s.state).sort()).toEqual(['current', 'current', 'previous', 'previous', 'upcoming']);
  expect(shows.filter((s) => s.explicit)).toHaveLength(1);
  expect(shows.filter((s) => s.mediaUrl)).toHaveLength(1);
  // The demo buyer and artist chat: a one-to-one room and a group with a third person, the newest line unread.
  const inbox = (await call(t, 'GET', '/chat/rooms', undefined, buyer.token)).body.message as { type: string; name: string; participants: unknown[]; unread: boolean }[];
  expect(inbox.map((r) => [r.type, r.name, r.participants.length])).toEqual([
    ['group', 'Patan sketch club', 3],
    ['normal', 'Aarati Shrestha', 2],
  ]);
  expect(inbox[1]!.unread).toBe(true);

  await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 5, reset: true });
  expect((await t.db.one<{ n: number }>('select count(*) as n from artworks'))!.n).toBe(5);
  expect((await t.db.one<{ n: number }>('select count(*) as n from exhibitions'))!.n).toBe(5);
});
