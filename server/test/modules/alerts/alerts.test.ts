// Saved alerts (issue 25 §4): saving, listing, pausing, deleting; matching each criterion; the notification
// after a real upload (live, grouped per alert); the daily mail (at most one a day); unsubscribing without a login.
import sharp from 'sharp';
import { ALERT_MSG, type Alert } from '@kala/shared/alerts';
import { ROLES } from '@kala/shared/constants';
import type { Category } from '@kala/shared/contracts/categories';
import type { AppNotification } from '@kala/shared/contracts/notifications';
import { publishedWork } from '../../../src/modules/catalogue/interactions';
import { REFRESH_ARTWORK_SEARCH } from '../../../src/modules/catalogue/search';
import { sendDigests, unsubscribeToken } from '../../../src/modules/alerts/digest';
import { matchingAlerts } from '../../../src/modules/alerts/matching';
import { listOutbox } from '../../../src/modules/mail/mailer';
import { call } from '../../support/app';
import { signedIn, testApp } from '../../support/helper';
import { liveSocket } from '../../support/live';

const t = testApp({ artworks: 2 });
const buyer = signedIn(t, { role: ROLES.user });
const other = signedIn(t, { role: ROLES.user });
const artist = signedIn(t, { role: ROLES.verifiedArtist, name: 'Asha Studio' });
const artist2 = signedIn(t, { role: ROLES.artist });
let cats: Category[];
const idOf = (slug: string) => cats.find((c) => c.slug === slug)!._id;

beforeAll(async () => {
  cats = (await call(t, 'GET', '/api/categories')).body.message as Category[];
});

const save = (body: object, token = buyer.token) => call(t, 'POST', '/api/alerts', body, token);
const list = async (token = buyer.token) => (await call(t, 'GET', '/api/alerts', undefined, token)).body.message as Alert[];
const deleteAll = async (token = buyer.token) => {
  for (const a of await list(token)) await call(t, 'POST', `/api/alerts/${a._id}/delete`, undefined, token);
};

describe('saving and managing alerts', () => {
  afterAll(() => deleteAll());

  it('saves an alert with its criteria and lists it with names', async () => {
    const res = await save({ category: 'painting', studio: artist.id, priceMin: 1000, priceMax: 50000, tags: ['Monsoon', ' patan '], query: 'Golden light!' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', message: ALERT_MSG.created, code: 'alerts.created' });
    const [alert] = await list();
    expect(alert).toMatchObject({
      category: { slug: 'painting', name: cats.find((c) => c.slug === 'painting')!.name },
      studio: { _id: artist.id, name: 'Asha Studio' },
      priceMin: 1000,
      priceMax: 50000,
      tags: ['monsoon', 'patan'],
      query: 'golden light',
      active: true,
    });
    expect(await list(other.token)).toEqual([]);
  });

  it('refuses a visitor, an empty alert, a twin, a reversed price, an unknown category or studio, with clear messages', async () => {
    expect((await call(t, 'POST', '/api/alerts', { category: 'painting' })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/alerts')).statusCode).toBe(401);
    const cases: [object, string][] = [
      [{}, ALERT_MSG.nothingChosen],
      [{ query: ' !! ' }, ALERT_MSG.nothingChosen],
      [{ category: 'painting', studio: artist.id, priceMin: 1000, priceMax: 50000, tags: ['patan', 'monsoon'], query: 'golden light' }, ALERT_MSG.alreadySaved],
      [{ priceMin: 500, priceMax: 100 }, ALERT_MSG.badPrice],
      [{ category: 'no-such-thing' }, ALERT_MSG.unknownCategory],
      [{ studio: buyer.id }, ALERT_MSG.unknownStudio],
      [{ studio: 'not-an-id' }, ALERT_MSG.unknownStudio],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect([res.statusCode, res.body.message]).toEqual([400, message]);
    }
  });

  it('pauses, resumes and deletes only the owner’s alert', async () => {
    const [alert] = await list();
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/pause`, undefined, other.token)).body.message).toBe(ALERT_MSG.notFound);
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/pause`, undefined, buyer.token)).body.message).toBe(ALERT_MSG.paused);
    expect((await list())[0].active).toBe(false);
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/resume`, undefined, buyer.token)).body.message).toBe(ALERT_MSG.resumed);
    expect((await list())[0].active).toBe(true);
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/delete`, undefined, other.token)).statusCode).toBe(404);
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/delete`, undefined, buyer.token)).body.message).toBe(ALERT_MSG.deleted);
    expect(await list()).toEqual([]);
    expect((await call(t, 'POST', `/api/alerts/${alert._id}/delete`, undefined, buyer.token)).statusCode).toBe(404);
  });
});

describe('matching', () => {
  let n = 0;
  /** A work straight in the catalogue's tables (no pictures): what matching reads of a published work. */
  async function work(fields: { author?: string; categories?: string[]; price?: number; tags?: string[]; name?: string }) {
    const slug = `alert-match-${++n}`;
    const row = await t.db.one<{ id: string }>(
      `insert into artworks (slug, author_id, name, description, price_paisa, stock, tags) values ($1, $2, $3, 'A work.', $4, 1, $5) returning id`,
      [slug, fields.author ?? artist.id, fields.name ?? 'Untitled', (fields.price ?? 20000) * 100, fields.tags ?? []],
    );
    for (const c of (fields.categories ?? ['painting']).map(idOf)) await t.db.query('insert into artwork_categories (artwork_id, category_id) values ($1, $2)', [row!.id, c]);
    await t.db.query(`${REFRESH_ARTWORK_SEARCH} where a.id = $1`, [row!.id]);
    return (await publishedWork(t.db, slug))!;
  }
  async function alertId(body: object): Promise<string> {
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    return res.body.id as string;
  }
  const matched = async (w: Awaited<ReturnType<typeof work>>) => (await matchingAlerts(t.db, w)).map((m) => m.id);

  afterEach(() => deleteAll());

  it.each([
    ['category (main or sub)', { category: 'oil' }, { categories: ['painting', 'oil'] }, { categories: ['sculpture'] }],
    ['studio', { studioOf: true }, {}, { author: 'artist2' }],
    ['price range', { priceMin: 10000, priceMax: 30000 }, { price: 30000 }, { price: 30001 }],
    ['lowest price only', { priceMin: 10000 }, { price: 900000 }, { price: 9999 }],
    ['tags (any one)', { tags: ['Monsoon', 'rain'] }, { tags: ['rain', 'Patan'] }, { tags: ['snow'] }],
    ['search words (prefixes, every word)', { query: 'gold temp' }, { name: 'Golden Temple at Dusk' }, { name: 'Golden Lake' }],
    ['category and price together', { category: 'painting', priceMax: 5000 }, { price: 5000 }, { price: 6000 }],
    ['tags and search together', { tags: ['rain'], query: 'lake' }, { tags: ['rain'], name: 'Lake' }, { tags: ['rain'], name: 'River' }],
  ])('%s: matches a work that fits and not one that does not', async (_name, criteria, fits, misses) => {
    const { studioOf, ...rest } = criteria as { studioOf?: boolean };
    const id = await alertId(studioOf ? { ...rest, studio: artist.id } : rest);
    const author = (f: object) => ((f as { author?: string }).author === 'artist2' ? { ...f, author: artist2.id } : f);
    expect(await matched(await work(author(fits)))).toEqual([id]);
    expect(await matched(await work(author(misses)))).toEqual([]);
  });

  it('skips paused alerts and the author’s own', async () => {
    const id = await alertId({ category: 'painting' });
    await call(t, 'POST', `/api/alerts/${id}/pause`, undefined, buyer.token);
    expect(await matched(await work({}))).toEqual([]);
    const own = (await save({ category: 'painting' }, artist.token)).body.id as string;
    expect(await matched(await work({}))).toEqual([]);
    await call(t, 'POST', `/api/alerts/${own}/delete`, undefined, artist.token);
  });

  it('tells no one of a work across a block, either way, and refuses a studio alert across one', async () => {
    const id = await alertId({ category: 'painting' });
    const blockCall = (verb: 'block' | 'unblock', who: { token: string }, whom: { id: string }) => call(t, 'PATCH', `/api/${verb}/user/${whom.id}`, undefined, who.token);
    for (const [blocker, blocked] of [
      [artist, buyer],
      [buyer, artist],
    ]) {
      expect((await blockCall('block', blocker, blocked)).statusCode).toBe(200);
      expect(await matched(await work({}))).toEqual([]);
      expect((await save({ studio: artist.id })).statusCode).toBe(403);
      expect((await blockCall('unblock', blocker, blocked)).statusCode).toBe(200);
    }
    expect(await matched(await work({}))).toEqual([id]);
    expect((await save({ studio: artist.id })).statusCode).toBe(200);
  });
});

const picture = () => sharp({ create: { width: 600, height: 400, channels: 3, background: '#984B48' } }).jpeg().toBuffer();

async function upload(name: string, token = artist.token): Promise<string> {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(await picture())], { type: 'image/jpeg' }), 'a.jpg');
  for (const [k, v] of Object.entries({ name, description: 'Oil on canvas.', 'categories[]': idOf('painting'), 'tags[]': 'alerttest', price: '12000', stock: '1' })) body.append(k, v);
  const res = await fetch(`${t.url}/api/artwork/upload`, { method: 'POST', body, headers: { authorization: `JWT ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { productSlug: string } }).data.productSlug;
}

describe('a published work', () => {
  afterAll(() => deleteAll());

  it('notifies the alert’s owner live after the upload answered, grouped per alert, and mails at most once a day', async () => {
    await save({ category: 'painting', tags: ['alerttest'] });
    const socket = await liveSocket(t.url, buyer.token);
    const heard: AppNotification[] = [];
    socket.on('newNotification', (n: AppNotification) => heard.push(n));
    const twoHeard = new Promise<void>((resolve) => socket.on('newNotification', () => heard.length >= 2 && resolve()));
    try {
      const slug = await upload('Alert Test Dawn');
      await t.app.alerts.idle();
      await upload('Alert Test Dusk', artist2.token);
      await t.app.alerts.idle();
      await twoHeard;
      expect(heard[0]).toMatchObject({ kind: 'alertMatch', work: 'Alert Test Dawn', link: `/artwork/${slug}`, others: 0 });
      // The second work regroups the same alert's notification: one row, two people.
      expect(heard[1]).toMatchObject({ _id: heard[0]._id, kind: 'alertMatch', others: 1 });
      expect(heard[1].message).toContain('and 1 others published works that match your alert');
    } finally {
      socket.close();
    }

    const day = new Date();
    expect(await sendDigests(digestDeps(), day)).toBe(1);
    const mail = (await listOutbox(t.db)).find((m) => m.to === buyer.email)!;
    expect(mail.subject).toBe('2 new works for your Kala alerts');
    expect(mail.text).toContain('Alert Test Dawn');
    expect(mail.text).toContain('Alert Test Dusk');
    expect(mail.text).toMatch(/\/alerts\/unsubscribe\?token=[\w.-]+/);

    // A third work the same day waits for tomorrow's mail.
    await upload('Alert Test Noon');
    await t.app.alerts.idle();
    expect(await sendDigests(digestDeps(), new Date(day.getTime() + 23 * 3600_000))).toBe(0);
    expect(await sendDigests(digestDeps(), new Date(day.getTime() + 24 * 3600_000))).toBe(1);
    const next = (await listOutbox(t.db)).find((m) => m.to === buyer.email)!;
    expect(next.subject).toBe('A new work for your Kala alerts: Alert Test Noon');
    expect(await sendDigests(digestDeps(), new Date(day.getTime() + 50 * 3600_000))).toBe(0);
  });

  it('unsubscribes from the mails with the link’s token, without a login; a forged token is refused', async () => {
    const bad = await call(t, 'POST', '/api/alerts/unsubscribe', { token: await unsubscribeToken('another secret', buyer.id) });
    expect([bad.statusCode, bad.body.message]).toEqual([400, ALERT_MSG.badLink]);
    // A session token is no unsubscribe token.
    expect((await call(t, 'POST', '/api/alerts/unsubscribe', { token: buyer.token })).statusCode).toBe(400);
    const token = (await listOutbox(t.db)).find((m) => m.to === buyer.email)!.text.match(/token=([\w.-]+)/)![1];
    const res = await call(t, 'POST', '/api/alerts/unsubscribe', { token });
    expect([res.statusCode, res.body.message]).toEqual([200, ALERT_MSG.unsubscribed]);
    await upload('Alert Test Night');
    await t.app.alerts.idle();
    expect(await sendDigests(digestDeps(), new Date(Date.now() + 100 * 3600_000))).toBe(0);
    // The notification still comes; saving a new alert asks for the mails again.
    expect(await t.db.one(`select 1 from notifications where recipient_id = $1 and kind = 'alertMatch'`, [buyer.id])).toBeTruthy();
    await save({ studio: artist.id });
    expect(await sendDigests(digestDeps(), new Date(Date.now() + 100 * 3600_000))).toBe(1);
  });
});

const digestDeps = () => ({ db: t.db, mailer: t.app.mailer, publicUrl: t.config.publicUrl, secret: t.config.jwtSecret, log: t.app.log });
