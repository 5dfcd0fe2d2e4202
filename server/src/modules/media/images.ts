// The named image sizes of the catalogue, written as WebP. Uploads and the seed use the same.
import sharp from 'sharp';
import { ARTWORK_LIMITS } from '@kala/shared/constants';
import type { ImageSize } from '@kala/shared/types';
import { imageQueue } from './image-queue';
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

/**
 * Every size of <folder>/<slug>-<sizeName>.webp (never enlarging the source), in memory, as one job of the
 * image pool. sharp refuses a source with more than ARTWORK_LIMITS.imagePixels pixels (decompression bombs).
 */
export function renderImageSizes(source: Buffer, folder: string, slug: string): Promise<RenderedImage> {
  return imageQueue.run(() => render(source, folder, slug));
}

async function render(source: Buffer, folder: string, slug: string): Promise<RenderedImage> {
  // Decode once, straight to the largest size (JPEG and WebP shrink while decoding: a 40 MP photo never
  // sits in memory at full size); every size is then a cheap resize of those pixels.
  const largest = Math.max(...IMAGE_SIZES.map((s) => s.width));
  const { data, info: raw } = await sharp(source, { limitInputPixels: ARTWORK_LIMITS.imagePixels })
    .rotate()
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sizes: ImageSize[] = [];
  const files: RenderedImage['files'] = [];
  for (const { sizeName, width } of IMAGE_SIZES) {
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

/** Renders every size and stores it; answers the sizes with fileName relative to /media/. */
export async function writeImageSizes(source: Buffer, storage: Storage, folder: string, slug: string): Promise<ImageSize[]> {
  const { sizes, files } = await renderImageSizes(source, folder, slug);
  await Promise.all(files.map((f) => storage.put(f.key, f.data, IMAGE_CONTENT_TYPE)));
  return sizes;
}
