// Data saver (issue 25): a picture's larger size is answered with its thumbnail when the browser says
// Save-Data, the connection is 2G (ECT), or the footer's switch is on (its cookie, which then decides).
import sharp from 'sharp';
import { IMAGE_CONTENT_TYPE } from '../../../src/modules/media/images';
import { createTestApp, get, type TestApp } from '../../support/app';

let t: TestApp;
const picture = (width: number) => sharp({ create: { width, height: width, channels: 3, background: '#984B48' } }).webp().toBuffer();
const widthOf = async (res: Response) => (await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.storage.put('artworks/saver-gallery.webp', await picture(64), IMAGE_CONTENT_TYPE);
  await t.app.storage.put('artworks/saver-thumbnail.webp', await picture(32), IMAGE_CONTENT_TYPE);
  await t.app.storage.put('artworks/alone-gallery.webp', await picture(64), IMAGE_CONTENT_TYPE);
});
afterAll(() => t.close());

it('sends the thumbnail for a larger size while saving data, and the size asked for otherwise', async () => {
  const plain = await get(t, '/media/artworks/saver-gallery.webp');
  expect(await widthOf(plain)).toBe(64);
  expect(plain.headers.get('vary')).toContain('Save-Data');
  expect(await widthOf(await get(t, '/media/artworks/saver-gallery.webp', { 'save-data': 'on' }))).toBe(32);
  expect(await widthOf(await get(t, '/media/artworks/saver-gallery.webp', { ect: 'slow-2g' }))).toBe(32);
  expect(await widthOf(await get(t, '/media/artworks/saver-gallery.webp', { cookie: 'kala_data_saver=1' }))).toBe(32);
  // The switch turned off wins over the browser's Save-Data.
  expect(await widthOf(await get(t, '/media/artworks/saver-gallery.webp', { 'save-data': 'on', cookie: 'kala_data_saver=0' }))).toBe(64);
  // No thumbnail stored: the size asked for.
  expect(await widthOf(await get(t, '/media/artworks/alone-gallery.webp', { 'save-data': 'on' }))).toBe(64);
  expect((await get(t, '/media/artworks/../../package.json', { 'save-data': 'on' })).status).toBeGreaterThanOrEqual(400);
});
