// Issue 21: uploads on a real S3-protocol server (s3rver): a picture uploaded through the API lands in the
// bucket with its caching header, is served, is deleted with its post, and the orphan sweep removes what no row
// refers to — the same code paths as with AWS, MinIO or R2.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ROLES } from '@kala/shared/constants';
import type { Post } from '@kala/shared/contracts/social';
import { mediaCommand } from '../../../src/admin/media';
import { loadMedia, saveMedia } from '../../../src/backup/media';
import { createTestApp, get, testConfig, type TestApp } from '../../support/app';
import { makeUser, type TestUser } from '../../support/users';

const BUCKET = 'kala-media';
let s3: S3rver;
let s3Url: string;
let t: TestApp;
let studio: TestUser;
const dir = mkdtempSync(path.join(tmpdir(), 'kala-s3rver-'));

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: BUCKET }] });
  const { port } = await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
  t = await createTestApp(testConfig({ S3_BUCKET: BUCKET, S3_ENDPOINT: s3Url, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }));
  studio = await makeUser(t, { role: ROLES.artist, name: 'Studio S3' });
});

afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The object as the bucket itself serves it (what a CDN behind S3_PUBLIC_URL would fetch). */
const fromBucket = (key: string) => fetch(`${s3Url}/${BUCKET}/${key}`);

async function newPost(): Promise<Post> {
  const picture = await sharp({ create: { width: 500, height: 400, channels: 3, background: '#984B48' } }).png().toBuffer();
  const body = new FormData();
  body.append('post', 'Stored in a bucket');
  body.append('picture', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${t.url}/api/post/new`, { method: 'POST', body, headers: { authorization: `JWT ${studio.token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { post: Post }).post;
}

it('stores an upload in the bucket, cached for ever, and serves it through /api/mediafile', async () => {
  const keys = (await newPost()).picture!.sizes.map((s) => s.fileName);
  expect(keys).toHaveLength(3);
  for (const key of keys) {
    const stored = await fromBucket(key);
    expect({ status: stored.status, type: stored.headers.get('content-type'), cache: stored.headers.get('cache-control') }).toEqual({
      status: 200,
      type: 'image/webp',
      cache: 'public, max-age=31536000, immutable',
    });
  }
  const served = await get(t, t.app.storage.url(keys[0]));
  expect(t.app.storage.url(keys[0])).toBe(`/api/mediafile/${keys[0]}`);
  expect({ status: served.status, type: served.headers.get('content-type'), cache: served.headers.get('cache-control') }).toEqual({
    status: 200,
    type: 'image/webp',
    cache: 'public, max-age=31536000, immutable',
  });
  expect(Buffer.from(await served.arrayBuffer()).subarray(8, 12).toString()).toBe('WEBP');
  expect((await get(t, '/api/mediafile/posts/no-such-file.webp')).status).toBe(404);
});

it('deletes the files from the bucket with their post', async () => {
  const post = await newPost();
  const keys = post.picture!.sizes.map((s) => s.fileName);
  const res = await fetch(`${t.url}/api/post/delete/${post._id}`, { method: 'POST', headers: { authorization: `JWT ${studio.token}` } });
  expect(res.status).toBe(200);
  for (const key of keys) expect((await fromBucket(key)).status).toBe(404);
});

it('the orphan sweep removes from the bucket only what no row refers to', async () => {
  const kept = (await newPost()).picture!.sizes.map((s) => s.fileName);
  await t.app.storage.put('posts/left-by-a-crash.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
  const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
  try {
    expect(await mediaCommand(t.db, t.app.storage, ['sweep', '--apply', '--older-than', '0'])).toBe(0);
  } finally {
    log.mockRestore();
  }
  expect((await fromBucket('posts/left-by-a-crash.webp')).status).toBe(404);
  for (const key of kept) expect((await fromBucket(key)).status).toBe(200);
});

it("a backup's media part copies every file of the bucket, and a restore puts them back byte for byte", async () => {
  const keys = (await newPost()).picture!.sizes.map((s) => s.fileName);
  const before = await Promise.all(keys.map(async (key) => Buffer.from(await (await fromBucket(key)).arrayBuffer())));
  const scratch = mkdtempSync(path.join(tmpdir(), 'kala-s3-backup-'));
  try {
    expect(await saveMedia(t.app.storage, scratch)).toBeGreaterThanOrEqual(keys.length);
    for (const key of keys) await t.app.storage.delete(key);
    for (const key of keys) expect((await fromBucket(key)).status).toBe(404);
    expect(await loadMedia(t.app.storage, scratch)).toBeGreaterThanOrEqual(keys.length);
    const after = await Promise.all(keys.map(async (key) => Buffer.from(await (await fromBucket(key)).arrayBuffer())));
    expect(after).toEqual(before);
    expect((await fromBucket(keys[0])).headers.get('content-type')).toBe('image/webp');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
