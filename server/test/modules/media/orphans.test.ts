// Nothing lost, nothing left over (issue 19). An order keeps showing the picture of a work deleted since;
// and the probe's scenarios that left files no row refers to leave none now: concurrent become-artist
// requests, chat pictures refused by a blocked room, a profile update with a good picture and a bad cover,
// profile pictures (one size stored, the replaced one removed), post picture edits racing a delete. The
// oracle is the sweep's own listing (`unreferencedFiles`), and the sweep itself (`media sweep`) is tested too.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ROLES } from '@kala/shared/constants';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { mediaCommand } from '../../../src/admin/media';
import { unreferencedFiles } from '../../../src/modules/media/references';
import { SERVER_ROOT, call } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';
import { ordersOf, placeOrder } from '../commerce/order-support';
import { testApp } from '../../support/helper';

const t = testApp();
let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#984B48' } }).png().toBuffer();
});

/** The keys of the files no row refers to, as the sweep lists them. */
const leftOver = async () => (await unreferencedFiles(t.db, t.app.storage)).map((f) => f.key);
const stored = async (folder: string) => (await t.app.storage.list(`${folder}/`)).map((f) => f.key).sort();

function form(fields: Record<string, string | string[]>, files: [string, Buffer][] = []): FormData {
  const body = new FormData();
  for (const [field, data] of files) body.append(field, new Blob([new Uint8Array(data)], { type: 'image/png' }), `${field}.png`);
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(key, v);
  return body;
}
async function send(pathName: string, body: FormData, token: string) {
  const res = await fetch(`${t.url}${pathName}`, { method: 'POST', body, headers: { authorization: `JWT ${token}` } });
  return { statusCode: res.status, body: (await res.json()) as Record<string, unknown> };
}
const mediaStatus = async (key: string) => (await fetch(`${t.url}/media/${key}`)).status;

it('an order keeps showing the picture of a work deleted since', async () => {
  const artist = await makeUser(t, { role: ROLES.artist });
  const buyer = await makeUser(t);
  const category = (await t.db.one<{ id: string }>(`insert into categories (slug, name) values ('painting', 'Painting') returning id`))!.id;
  const fields = { name: 'Bought Then Gone', description: 'Oil.', 'categories[]': [category], price: '1500', stock: '2', 'attributes[width]': '30', 'attributes[height]': '20' };
  const uploaded = await send('/api/artwork/upload', form(fields, [['image', png]]), artist.token);
  expect(uploaded.statusCode).toBe(200);
  const slug = (uploaded.body.data as { productSlug: string }).productSlug;
  const work = (await call(t, 'GET', `/api/product/${slug}`)).body.message as Artwork;
  expect((await placeOrder(t, buyer, [work._id])).statusCode).toBe(200);
  // What the buyer's orders page shows.
  const orderImage = async () => (await ordersOf(t, buyer))[0].orderItems[0].image;
  const image = await orderImage();
  expect(image).toMatch(/^artworks\/.*-thumbnail\.webp$/);
  expect(await mediaStatus(image)).toBe(200);

  expect((await send(`/api/artwork/delete/${work._id}`, new FormData(), artist.token)).statusCode).toBe(200);
  expect(await orderImage()).toBe(image);
  expect(await mediaStatus(image)).toBe(200);
  // The sizes no order shows are gone with the work.
  const others = work.image.sizes.map((s) => s.fileName).filter((f) => f !== image);
  expect(await Promise.all(others.map(mediaStatus))).toEqual(others.map(() => 404));
  expect(await leftOver()).toEqual([]);
});

it('concurrent become-artist requests keep the pictures of the one request filed, and only those', async () => {
  const user = await makeUser(t);
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => send('/api/users/become-artist', form({ message: 'Woodcuts' }, [['images[]', png], ['images[]', png]]), user.token)),
  );
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  expect(await stored('studio-requests')).toHaveLength(2 * 3);
  expect(await leftOver()).toEqual([]);
});

it('chat pictures refused by a blocked room leave no file, even when the block lands while they are sent', async () => {
  const [ana, bo] = [await makeUser(t), await makeUser(t)];
  const room = ((await call(t, 'POST', '/chat/rooms/init', { sender: ana.id, receiver: bo.id }, ana.token)).body.room as { _id: string })._id;
  const picture = () => send(`/chat/rooms/${room}/picture`, form({}, [['picture', png]]), ana.token);
  const racing = await Promise.all([...Array.from({ length: 4 }, picture), call(t, 'PATCH', `/chat/rooms/${room}/block`, { blockBy: bo.id }, bo.token)]);
  expect(racing.at(-1)!.statusCode).toBe(200);
  expect((await picture()).statusCode).toBe(403);
  const sent = racing.slice(0, 4).filter((r) => r.statusCode === 200).length;
  expect(await stored('chat')).toHaveLength(sent * 3);
  expect(await leftOver()).toEqual([]);
});

describe('profile pictures', () => {
  let user: TestUser;
  const profile = (files: [string, Buffer][]) => send('/api/user/update', form({ name: 'Asha Rai' }, files), user.token);
  const me = async () => (await t.db.one<{ picture: string | null; cover: string | null }>('select picture, cover from users where id = $1', [user.id]))!;
  beforeAll(async () => {
    user = await makeUser(t);
  });

  it('a good picture with a bad cover is refused and stores nothing', async () => {
    const refused = await profile([['picture', png], ['cover', Buffer.from('not an image')]]);
    expect(refused.statusCode).toBe(400);
    expect(await me()).toEqual({ picture: null, cover: null });
    expect(await stored('profiles')).toEqual([]);
  });

  it('each picture is stored in the one size it is shown at, and a replaced one is removed', async () => {
    expect((await profile([['picture', png], ['cover', png]])).statusCode).toBe(200);
    const first = await me();
    expect(await stored('profiles')).toEqual([first.picture, first.cover].sort());
    expect((await profile([['picture', png]])).statusCode).toBe(200);
    const second = await me();
    expect(second.cover).toBe(first.cover);
    expect(await stored('profiles')).toEqual([second.picture, second.cover].sort());
    expect(await mediaStatus(first.picture!)).toBe(404);
    expect(await leftOver()).toEqual([]);
  });
});

it('post picture edits racing a delete leave no file', async () => {
  const artist = await makeUser(t, { role: ROLES.artist });
  expect((await send('/api/post/new', form({ post: 'A new woodcut' }, [['picture', png]]), artist.token)).statusCode).toBe(200);
  const id = (await t.db.one<{ id: string }>('select id from posts where author_id = $1', [artist.id]))!.id;
  const edit = () => send(`/api/post/update/${id}`, form({ post: 'Edited' }, [['picture', png]]), artist.token);
  await Promise.all([edit(), edit(), edit(), send(`/api/post/delete/${id}`, new FormData(), artist.token), edit(), edit()]);
  expect(await t.db.one('select 1 from posts where id = $1', [id])).toBeNull();
  expect(await stored('posts')).toEqual([]);
  expect(await leftOver()).toEqual([]);
});

describe('npm run admin -- media sweep', () => {
  const stray = 'posts/stray-thumbnail.webp';
  const strayPath = () => path.join(t.config.uploadsDir, stray);
  const output = async (args: string[]) => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      return { code: await mediaCommand(t.db, t.app.storage, args), text: lines.join('\n') };
    } finally {
      log.mockRestore();
    }
  };

  it('lists the files no row refers to (a dry run), removes them with --apply, and spares files in use', async () => {
    mkdirSync(path.dirname(strayPath()), { recursive: true });
    writeFileSync(strayPath(), 'left by a crash');
    const inUse = await stored('profiles');
    expect(inUse.length).toBeGreaterThan(0);

    expect(await output(['sweep'])).toMatchObject({ code: 0, text: expect.stringContaining('0 unreferenced file(s)') });
    const dry = await output(['sweep', '--older-than', '0']);
    expect(dry.code).toBe(0);
    expect(dry.text).toContain(stray);
    expect(dry.text).toContain('1 unreferenced file(s): run again with --apply');
    expect(existsSync(strayPath())).toBe(true);

    expect((await output(['sweep', '--older-than', '0', '--apply'])).text).toContain('1 unreferenced file(s) removed');
    expect(existsSync(strayPath())).toBe(false);
    expect(await stored('profiles')).toEqual(inUse);
    expect((await output(['sweep', '--nonsense'])).code).toBe(2);
  });

  // As the operator runs it: a process of its own on the test server's PostgreSQL schema (PGlite opens its
  // folder in one process at a time).
  (process.env.DATABASE_URL ? it : it.skip)('runs as `npm run admin -- media sweep`', async () => {
    writeFileSync(strayPath(), 'left again');
    const schema = (await t.db.one<{ s: string }>('select current_schema() as s'))!.s;
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    const env = { ...process.env, DATABASE_URL: url.href, DATA_DIR: t.config.dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
    const admin = async (...args: string[]) =>
      (await promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'admin', 'cli.ts'), 'media', ...args], { env })).stdout;
    expect(await admin('sweep', '--older-than', '0')).toContain(stray);
    expect(existsSync(strayPath())).toBe(true);
    expect(await admin('sweep', '--older-than', '0', '--apply')).toContain('1 unreferenced file(s) removed');
    expect(existsSync(strayPath())).toBe(false);
  });
});
