// Exhibitions (spec §7.2) against a real database: lists by state, one show by id and by slug, and buying
// enquiries. Bad input gets a clear error and stores nothing; dates alone move a show between states.
import sharp from 'sharp';
import { ROLES } from '@kala/shared/constants';
import { type Exhibition } from '@kala/shared/exhibitions';
import { EXHIBITION_MSG } from '@kala/shared/contracts/exhibitions/errors';
import { listOutbox } from '../../../src/modules/mail/mailer';
import { changeExhibition, createExhibition, type ExhibitionDraft } from '../../../src/modules/exhibitions/create';
import { call, get } from '../../support/app';
import { count } from '../../support/users';
import { signedIn, testApp } from '../../support/helper';

const t = testApp();
const studio = signedIn(t, { role: ROLES.artist, name: 'Studio Tara' });
const DAY = 24 * 3600 * 1000;
const days = (n: number) => new Date(Date.now() + n * DAY);
const ids: Record<string, string> = {};

const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#264653' } }).png().toBuffer();

async function make(slug: string, dates: Pick<ExhibitionDraft, 'startsAt' | 'endsAt'>, extra: Partial<ExhibitionDraft> = {}) {
  const items = await Promise.all(
    ['First wall', 'Second wall', 'Third wall'].map(async (title, i) => ({ title, details: `Oil, ${i + 1}`, sold: i === 1, image: await picture(400 + i * 100, 300), margins: { left: i * 10, right: 0 } })),
  );
  ids[slug] = await createExhibition(t.db, t.app.storage, { slug, title: `Show ${slug}`, artistName: 'Studio Tara', artistId: studio.id, published: true, items, ...dates, ...extra });
}

beforeAll(async () => {
  await make('now-on', { startsAt: days(-5), endsAt: days(5) }, { explicit: true, audio: { data: Buffer.from('RIFF'), extension: 'wav' } });
  await make('long-ago', { startsAt: days(-60), endsAt: days(-30) });
  await make('last-month', { startsAt: days(-20), endsAt: days(-2) });
  await make('soon', { startsAt: days(3), endsAt: days(20) });
  await make('draft', { startsAt: days(-1), endsAt: null }, { published: false });
});

const list = async (path: string) => {
  const r = await call(t, 'GET', path);
  expect(r.statusCode).toBe(200);
  return r.body.message as Exhibition[];
};
const slugs = (shows: Exhibition[]) => shows.map((s) => s.slug);

describe('lists', () => {
  it('answers every published show, current first, then upcoming, then previous (newest first)', async () => {
    const shows = await list('/api/exhibitions');
    expect(slugs(shows)).toEqual(['now-on', 'soon', 'last-month', 'long-ago']);
    expect(shows.map((s) => s.state)).toEqual(['current', 'upcoming', 'previous', 'previous']);
    // A tile has its picture (the first work when none was chosen) but not the whole show.
    expect(shows[0].listingThumb?.sizes.length).toBeGreaterThan(0);
    expect(shows[0]).toMatchObject({ explicit: true, artist: { name: 'Studio Tara', slug: studio.slug }, items: [] });
  });

  it('answers each state on its own path', async () => {
    expect(slugs(await list('/api/current/exhibitions'))).toEqual(['now-on']);
    expect(slugs(await list('/api/previous/exhibitions'))).toEqual(['last-month', 'long-ago']);
    expect(slugs(await list('/api/upcomming/exhibitions'))).toEqual(['soon']);
  });

  it('moves a show between states when the operator schedules it, and hides it when unpublished', async () => {
    await changeExhibition(t.db, 'soon', { startsAt: days(-1), endsAt: days(1) });
    expect(slugs(await list('/api/current/exhibitions'))).toEqual(['soon', 'now-on']);
    await changeExhibition(t.db, 'soon', { published: false });
    expect(slugs(await list('/api/exhibitions'))).not.toContain('soon');
    await changeExhibition(t.db, 'soon', { startsAt: days(3), endsAt: days(20) });
    await changeExhibition(t.db, 'soon', { published: true });
    expect(slugs(await list('/api/upcomming/exhibitions'))).toEqual(['soon']);
  });
});

describe('making a show', () => {
  const storedFor = async (slug: string) => (await t.app.storage.list('exhibitions/')).filter((f) => f.key.startsWith(`exhibitions/${slug}-`));

  it('stores no file when a picture does not decode or the show cannot be written', async () => {
    const good = { title: 'Wall', image: await picture(400, 300) };
    const broken = { title: 'Broken', image: Buffer.from('not a picture') };
    await expect(createExhibition(t.db, t.app.storage, { slug: 'half-hung', title: 'Half hung', artistName: 'Studio Tara', startsAt: days(1), items: [good, good, broken] })).rejects.toThrow();
    expect(await storedFor('half-hung')).toEqual([]);
    // A slug taken (the operator's check raced): the row is refused and the files written for it go again.
    const draft = { slug: 'taken', title: 'Taken', artistName: 'Studio Tara', startsAt: days(1), items: [good], audio: { data: Buffer.from('RIFF'), extension: 'wav' as const } };
    await createExhibition(t.db, t.app.storage, draft);
    const kept = (await storedFor('taken')).map((f) => f.key).sort();
    await expect(createExhibition(t.db, t.app.storage, { ...draft, slug: 'taken', background: await picture(800, 600) })).rejects.toThrow();
    expect((await storedFor('taken')).map((f) => f.key).sort()).toEqual(kept);
  });
});

describe('one show', () => {
  it('by id and by slug, with its works in order and their pictures served', async () => {
    const byId = await call(t, 'GET', `/api/exhibitions/${ids['now-on']}`);
    const bySlug = await call(t, 'GET', '/api/exhibitions/slug/now-on');
    expect(byId.statusCode).toBe(200);
    expect(bySlug.body.message).toEqual(byId.body.message);
    const show = byId.body.message as Exhibition;
    // A sold work says so, so the viewer offers no Buy (issue 20).
    expect(show.items.map((i) => i.sold)).toEqual([false, true, false]);
    expect(show.items.map((i) => [i.order, i.title, i.margins.left])).toEqual([
      [1, 'First wall', 0],
      [2, 'Second wall', 10],
      [3, 'Third wall', 20],
    ]);
    expect(show.mediaUrl).toMatch(/\.wav$/);
    const full = await get(t, show.items[0].imageMain);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/webp');
    expect((await get(t, show.mediaUrl!)).headers.get('content-type')).toMatch(/^audio\/(x-)?wav/);
  });

  it('answers 404 with a message for an unknown or unpublished show, 400 for a malformed id', async () => {
    for (const path of ['/api/exhibitions/slug/nothing-here', '/api/exhibitions/slug/draft', `/api/exhibitions/${ids.draft}`]) {
      const r = await call(t, 'GET', path);
      expect(r.statusCode).toBe(404);
      expect(r.body.message).toBe(EXHIBITION_MSG.exhibitionNotFound);
    }
    expect((await call(t, 'GET', '/api/exhibitions/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('buying enquiries', () => {
  const enquiry = { name: 'Asha Buyer', email: 'asha.buyer@kala.test', phone: '+977 9800000000', message: 'Is the first work still available?', art: 'First wall', artist: 'Studio Tara', artImage: '/media/x.webp', exhibition: 'now-on' };
  const stored = () => count(t, 'select 1 from exhibition_enquiries');

  it('keeps the enquiry and mails it to the operator and the artist, on both paths', async () => {
    for (const path of ['/api/exhibition/message', '/api/sendemail']) {
      const before = await stored();
      const r = await call(t, 'POST', path, enquiry);
      expect(r.statusCode).toBe(200);
      expect(r.body).toEqual({ status: 'success', message: EXHIBITION_MSG.contactSent, code: 'exhibitions.contactSent' });
      expect(await stored()).toBe(before + 1);
    }
    const outbox = await listOutbox(t.db);
    for (const to of [t.config.operatorEmail, studio.email]) {
      const mail = outbox.find((m) => m.to === to)!;
      expect(mail.subject).toBe('Buying enquiry: First wall by Studio Tara');
      expect(mail.text).toContain('Is the first work still available?');
      expect(mail.text).toContain('asha.buyer@kala.test');
      expect(mail.text).toContain('/exhibition-now-on');
    }
  });

  it("mails the work, artist and picture the server knows, never a link the client chose", async () => {
    const lastMailTo = async (to: string) => (await listOutbox(t.db)).find((m) => m.to === to)!; // newest first
    const forged = { ...enquiry, artist: 'Someone Else', artImage: 'https://evil.example/login' };
    expect((await call(t, 'POST', '/api/sendemail', forged)).statusCode).toBe(200);
    const show = (await call(t, 'GET', '/api/exhibitions/slug/now-on')).body.message as { items: { title: string; imageMain: string }[] };
    const first = show.items.find((i) => i.title === 'First wall')!;
    let mail = await lastMailTo(studio.email);
    expect(mail.subject).toBe('Buying enquiry: First wall by Studio Tara');
    expect(mail.text).toContain(`Image: ${t.config.publicUrl}${first.imageMain}`);
    expect(mail.text).not.toContain('evil.example');
    const kept = await t.db.one<{ artist: string; art_image: string }>('select artist, art_image from exhibition_enquiries order by created_at desc limit 1');
    expect(kept).toEqual({ artist: 'Studio Tara', art_image: `${t.config.publicUrl}${first.imageMain}` });

    // A title the show does not have is an enquiry about the show: no work named, no picture.
    expect((await call(t, 'POST', '/api/sendemail', { ...forged, art: 'Free gift card' })).statusCode).toBe(200);
    mail = await lastMailTo(studio.email);
    expect(mail.subject).toBe('Buying enquiry: an exhibited work by Studio Tara');
    expect(mail.text).not.toContain('Image:');
    expect(mail.text).not.toContain('Free gift card');

    // Without a show the client's words stay words, and still no link.
    expect((await call(t, 'POST', '/api/sendemail', { ...forged, exhibition: undefined })).statusCode).toBe(200);
    mail = await lastMailTo(t.config.operatorEmail);
    expect(mail.subject).toBe('Buying enquiry: First wall by Someone Else');
    expect(mail.text).not.toContain('evil.example');
  });

  it('takes a phone number typed in Devanagari digits', async () => {
    const before = await stored();
    expect((await call(t, 'POST', '/api/exhibition/message', { ...enquiry, phone: '९८४१२३४५६७' })).statusCode).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['name', { name: '' }, EXHIBITION_MSG.nameRequired],
    ['email', { email: undefined }, EXHIBITION_MSG.emailRequired],
    ['phone', { phone: '   ' }, EXHIBITION_MSG.phoneRequired],
    ['message', { message: '' }, EXHIBITION_MSG.messageRequired],
    ['a bad email', { email: 'asha@' }, EXHIBITION_MSG.emailInvalid],
    ['a bad phone', { phone: 'call me' }, EXHIBITION_MSG.phoneInvalid],
    ['a 1 MB message', { message: 'x'.repeat(1_000_000) }, EXHIBITION_MSG.tooLong],
  ])('refuses %s with its message and stores nothing', async (_what, change, message) => {
    const before = await stored();
    const mails = (await listOutbox(t.db)).length;
    const r = await call(t, 'POST', '/api/exhibition/message', { ...enquiry, ...change });
    expect(r.statusCode).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await stored()).toBe(before);
    expect((await listOutbox(t.db)).length).toBe(mails);
  });

  it('refuses a body over the 1 MB limit and stores nothing', async () => {
    const before = await stored();
    const r = await call(t, 'POST', '/api/sendemail', { ...enquiry, message: 'x'.repeat(1024 * 1024) });
    expect(r.statusCode).toBe(413);
    expect(r.body.status).not.toBe('success');
    expect(await stored()).toBe(before);
  });
});
