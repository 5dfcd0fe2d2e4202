// Stored pictures served under /media (local disk) and /api/mediafile (any storage).
import sharp from 'sharp';
import { IMAGE_CONTENT_TYPE } from '../../../src/modules/media/images';
import { get } from '../../support/app';
import { testApp } from '../../support/helper';

const t = testApp();
const file = 'artworks/test-picture-gallery.webp';

beforeAll(async () => {
  const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#984B48' } }).webp().toBuffer();
  await t.app.storage.put(file, picture, IMAGE_CONTENT_TYPE);
});

it('serves pictures under /media and /api/mediafile', async () => {
  // Each answer is read whole, as a browser does: one left unread keeps its connection busy, and the app's
  // close then waits on it (this suite's close hung for the plugin timeout, 60 s, in about one run in three).
  const media = await get(t, `/media/${file}`);
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('image/webp');
  expect(media.headers.get('cache-control')).toContain('immutable');
  const picture = await media.arrayBuffer();
  const stored = await get(t, `/api/mediafile/${file}`);
  expect(stored.status).toBe(200);
  expect((await stored.arrayBuffer()).byteLength).toBe(picture.byteLength);
  const outside = await get(t, '/api/mediafile/../../package.json');
  expect(outside.status).toBeGreaterThanOrEqual(400);
  await outside.arrayBuffer();
});
