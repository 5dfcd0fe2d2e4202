// A show's pictures put in another order from the console (issue 23 §4): Move up / Move down swap a picture
// with its neighbour, saved at once and audited; the public show follows the new order; an end stays put.
import sharp from 'sharp';
import type { Exhibition } from '@kala/shared/exhibitions';
import { call, createTestApp, type TestApp } from '../../support/app';
import { listOutbox } from '../../../src/modules/mail/mailer';
import { makeOperator, makeUser, type TestUser } from '../../support/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeOperator(t);
});
afterAll(() => t.close());

const png = (colour: string) => sharp({ create: { width: 40, height: 30, channels: 3, background: colour } }).png().toBuffer();

async function makeShow(title: string, works: string[]): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ title, artist: 'Mina Shrestha', start: '2020-01-01' })) form.append(name, value);
  for (const [i, work] of works.entries()) {
    form.append('images[]', new Blob([await png(['#264653', '#e9c46a', '#e76f51'][i % 3]!)], { type: 'image/png' }), `${work}.png`);
    form.append('titles[]', work);
  }
  const answer = await fetch(`${t.url}/api/admin/exhibitions`, { method: 'POST', body: form, headers: { authorization: `JWT ${admin.token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { slug: string } }).data.slug;
}

const pictures = async (slug: string) =>
  (await call(t, 'GET', `/api/admin/exhibitions/${slug}/pictures`, undefined, admin.token)).body.data as { id: string; title: string; position: number }[];
const move = (slug: string, id: string, direction: string, token = admin.token) => call(t, 'POST', `/api/admin/exhibitions/${slug}/pictures/${id}/move`, { direction }, token);

it('moves a picture up and down, saved on the server and audited; the public show follows', async () => {
  const slug = await makeShow('Bagmati at Dawn', ['dawn', 'noon', 'dusk']);
  const [dawn, noon, dusk] = await pictures(slug);
  expect([dawn, noon, dusk].map((p) => [p!.title, p!.position])).toEqual([['dawn', 1], ['noon', 2], ['dusk', 3]]);

  expect((await move(slug, dusk!.id, 'up')).body.data).toEqual({ moved: true });
  expect((await pictures(slug)).map((p) => p.title)).toEqual(['dawn', 'dusk', 'noon']);
  expect((await move(slug, dusk!.id, 'up')).body.data).toEqual({ moved: true });
  expect((await move(slug, dawn!.id, 'down')).body.data).toEqual({ moved: true });
  expect((await pictures(slug)).map((p) => [p.title, p.position])).toEqual([['dusk', 1], ['noon', 2], ['dawn', 3]]);

  // At an end nothing moves (and nothing is written to the log).
  expect((await move(slug, dusk!.id, 'up')).body.data).toEqual({ moved: false });
  expect((await move(slug, dawn!.id, 'down')).body.data).toEqual({ moved: false });

  expect((await call(t, 'PATCH', `/api/admin/exhibitions/${slug}`, { published: true }, admin.token)).statusCode).toBe(200);
  const show = (await call(t, 'GET', `/api/exhibitions/slug/${slug}`)).body.message as Exhibition;
  expect(show.items.map((i) => i.title)).toEqual(['dusk', 'noon', 'dawn']);

  const audit = (await call(t, 'GET', '/api/admin/audit', undefined, admin.token)).body.data as { action: string; targetId: string }[];
  expect(audit.filter((a) => a.targetId === slug && a.action.startsWith('exhibition-picture-')).map((a) => a.action)).toEqual([
    'exhibition-picture-down',
    'exhibition-picture-up',
    'exhibition-picture-up',
  ]);
});

it("refuses a picture of another show, an unknown show and a direction that is neither; a user can't", async () => {
  const slug = await makeShow('Patan Windows', ['left', 'right']);
  const other = await makeShow('Boudha Evenings', ['prayer']);
  const [left] = await pictures(slug);
  expect((await move(other, left!.id, 'down')).statusCode).toBe(404);
  expect((await move('no-such-show', left!.id, 'down')).statusCode).toBe(404);
  expect((await call(t, 'GET', '/api/admin/exhibitions/no-such-show/pictures', undefined, admin.token)).statusCode).toBe(404);
  expect((await move(slug, left!.id, 'sideways')).statusCode).toBe(400);
  expect((await move(slug, left!.id, 'down', (await makeUser(t)).token)).statusCode).toBe(403);
  expect((await pictures(slug)).map((p) => p.title)).toEqual(['left', 'right']);
});

it('a show titled in Nepali or Chinese gets an address of its own, so a second such show is not refused', async () => {
  const first = await makeShow('हिमालका रङ', ['one']);
  const second = await makeShow('山的颜色', ['two']);
  expect(first).toMatch(/^exhibition-[0-9a-f]{6}$/);
  expect(second).toMatch(/^exhibition-[0-9a-f]{6}$/);
  expect(second).not.toBe(first);
  expect((await call(t, 'PATCH', `/api/admin/exhibitions/${second}`, { published: true }, admin.token)).statusCode).toBe(200);
  expect(((await call(t, 'GET', `/api/exhibitions/slug/${second}`)).body.message as Exhibition).title).toBe('山的颜色');
});

it("a show's days are Nepal's: a one-day show today is on, and a title's fix leaves its times and logs only the edit", async () => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
  const form = new FormData();
  for (const [name, value] of Object.entries({ title: 'One Day in Patan', artist: 'Mina Shrestha', start: today, end: today })) form.append(name, value);
  form.append('images[]', new Blob([await png('#264653')], { type: 'image/png' }), 'one.png');
  const made = await fetch(`${t.url}/api/admin/exhibitions`, { method: 'POST', body: form, headers: { authorization: `JWT ${admin.token}` } });
  expect(made.status).toBe(200);
  const slug = ((await made.json()) as { data: { slug: string } }).data.slug;
  expect((await call(t, 'PATCH', `/api/admin/exhibitions/${slug}`, { published: true }, admin.token)).statusCode).toBe(200);
  const listed = async () => ((await call(t, 'GET', '/api/admin/exhibitions', undefined, admin.token)).body.data as { slug: string; state: string; starts: string; ends: string }[]).find((s) => s.slug === slug)!;
  const before = await listed();
  expect(before.state).toBe('current');
  expect(before.starts).toBe(new Date(`${today}T00:00:00+05:45`).toISOString());
  expect(before.ends).toBe(new Date(`${today}T23:59:59.999+05:45`).toISOString());

  expect((await call(t, 'PATCH', `/api/admin/exhibitions/${slug}`, { title: 'One Day in Patan, fixed' }, admin.token)).statusCode).toBe(200);
  expect(await listed()).toMatchObject({ starts: before.starts, ends: before.ends, state: 'current' });
  const audit = (await call(t, 'GET', '/api/admin/audit', undefined, admin.token)).body.data as { action: string; targetId: string }[];
  expect(audit.filter((a) => a.targetId === slug).map((a) => a.action)).toEqual(['exhibition-edit', 'exhibition-publish', 'exhibition-create']);
});

it("a show made in the console can name its studio's account: the studio's enquiries reach it; an unknown email is refused", async () => {
  const studio = await makeUser(t, { name: 'Studio Tara' });
  const form = async (artistEmail: string) => {
    const body = new FormData();
    for (const [name, value] of Object.entries({ title: `Tara at Home ${artistEmail.length}`, artist: 'Studio Tara', start: '2020-01-01', artistEmail })) body.append(name, value);
    body.append('images[]', new Blob([await png('#e76f51')], { type: 'image/png' }), 'one.png');
    body.append('titles[]', 'Courtyard');
    return fetch(`${t.url}/api/admin/exhibitions`, { method: 'POST', body, headers: { authorization: `JWT ${admin.token}` } });
  };
  const refused = await form('nobody@kala.test');
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe('No account with the email nobody@kala.test.');

  const made = await form(studio.email.toUpperCase());
  expect(made.status).toBe(200);
  const slug = ((await made.json()) as { data: { slug: string } }).data.slug;
  expect((await call(t, 'PATCH', `/api/admin/exhibitions/${slug}`, { published: true }, admin.token)).statusCode).toBe(200);
  const enquiry = { name: 'Asha Buyer', email: 'asha.buyer@kala.test', phone: '9800000000', message: 'Is the courtyard still for sale?', art: 'Courtyard', artist: 'Studio Tara', artImage: '', exhibition: slug };
  expect((await call(t, 'POST', '/api/exhibition/message', enquiry)).statusCode).toBe(200);
  expect((await listOutbox(t.db)).some((mail) => mail.to === studio.email && mail.text.includes('Is the courtyard still for sale?'))).toBe(true);
});
