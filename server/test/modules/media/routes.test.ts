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
  const media = await get(t, `/media/${file}`);
  expect(media.status).toBe(200);
  expect(media.headers.get('content-type')).toBe('image/webp');
  expect(media.headers.get('cache-control')).toContain('immutable');
  expect((await get(t, `/api/mediafile/${file}`)).status).toBe(200);
  expect((await get(t, '/api/mediafile/../../package.json')).status).toBeGreaterThanOrEqual(400);
});
