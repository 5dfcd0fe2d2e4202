// The named image sizes of the catalogue, written as WebP. Uploads and the seed use the same.
import sharp from 'sharp';
import { ARTWORK_LIMITS } from '@kala/shared/constants';
import type { ImageSize } from '@kala/shared/contracts/media';
import { imageQueue, type JobQueue } from './image-queue';
import type { Storage } from './storage';

export const IMAGE_SIZES: { sizeName: ImageSize['sizeName']; width: number }[] = [
  { sizeName: 'thumbnail', width: 320 },
  { sizeName: 'gallery', width: 640 },
  { sizeName: 'productImage', width: 1280 },
];

export const IMAGE_CONTENT_TYPE = 'image/webp';

export interface RenderedImage {
  sizes: ImageSize[];
  /** The encoded files, keyed like ImageSize.fileName. */
  files: { key: string; data: Buffer }[];
}

export interface RenderOptions {
  /** Only this size (a profile's avatar or cover shows one). */
  only?: ImageSize['sizeName'];
  /** The pool the job waits in: the upload pool, which leaves a core to requests, unless the seed brings its own. */
  queue?: JobQueue;
}

/**
 * Every size of <folder>/<slug>-<sizeName>.webp (never enlarging the source), in memory, as one job of the
 * image pool. sharp refuses a source with more than ARTWORK_LIMITS.imagePixels pixels (decompression bombs).
 */
export function renderImageSizes(source: Buffer, folder: string, slug: string, { only, queue = imageQueue }: RenderOptions = {}): Promise<RenderedImage> {
  const wanted = IMAGE_SIZES.filter((s) => !only || s.sizeName === only);
  return queue.run(() => render(source, folder, slug, wanted));
}

async function render(source: Buffer, folder: string, slug: string, wanted: typeof IMAGE_SIZES): Promise<RenderedImage> {
  // Decode once, straight to the largest size (JPEG and WebP shrink while decoding: a 40 MP photo never
  // sits in memory at full size); every size is then a cheap resize of those pixels.
  const largest = Math.max(...wanted.map((s) => s.width));
  const { data, info: raw } = await sharp(source, { limitInputPixels: ARTWORK_LIMITS.imagePixels })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sizes: ImageSize[] = [];
  const files: RenderedImage['files'] = [];
  for (const { sizeName, width } of wanted) {
    const fileName = `${folder}/${slug}-${sizeName}.webp`;
    const { data: file, info } = await sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: sizeName === 'thumbnail' ? 70 : 80 })
      .toBuffer({ resolveWithObject: true });
    sizes.push({ sizeName, fileName, width: info.width, height: info.height });
    files.push({ key: fileName, data: file });
  }
  return { sizes, files };
}

/**
 * Renders every size (or the `only` one) and stores it; answers the sizes with fileName relative to /media/.
 * When one file cannot be stored, those that were are removed again.
 */
export async function writeImageSizes(source: Buffer, storage: Storage, folder: string, slug: string, options?: RenderOptions): Promise<ImageSize[]> {
  const { sizes, files } = await renderImageSizes(source, folder, slug, options);
  await putAll(storage, files);
  return sizes;
}

/** Stores every file, or none: a failed put removes those already stored, then throws. */
export async function putAll(storage: Storage, files: RenderedImage['files']): Promise<void> {
  const results = await Promise.allSettled(files.map((f) => storage.put(f.key, f.data, IMAGE_CONTENT_TYPE)));
  const failed = results.find((r) => r.status === 'rejected');
  if (!failed) return;
  await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
  throw (failed as PromiseRejectedResult).reason;
}

/** The stored file names of image sets. */
export const fileNamesOf = (...sets: ({ sizes: ImageSize[] } | null | undefined)[]): string[] =>
  sets.flatMap((set) => set?.sizes.map((s) => s.fileName) ?? []);

export interface PictureToStore {
  data: Buffer;
  folder: string;
  slug: string;
  /** Only this size (a profile's avatar or cover shows one). */
  only?: ImageSize['sizeName'];
}

/** Stores several pictures, or none: when one fails, the files of the others are removed again. */
export async function writePictures(storage: Storage, pictures: PictureToStore[]): Promise<ImageSize[][]> {
  const results = await Promise.allSettled(pictures.map((p) => writeImageSizes(p.data, storage, p.folder, p.slug, { only: p.only })));
  const failed = results.find((r) => r.status === 'rejected');
  if (!failed) return results.map((r) => (r as PromiseFulfilledResult<ImageSize[]>).value);
  const stored = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
  await Promise.all(stored.map((s) => storage.delete(s.fileName).catch(() => undefined)));
  throw (failed as PromiseRejectedResult).reason;
}
