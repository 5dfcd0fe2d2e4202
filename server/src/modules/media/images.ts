// The named image sizes of the catalogue, written as WebP. Uploads (later) and the seed use the same.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ARTWORK_LIMITS } from '@kala/shared/constants';
import type { ImageSize } from '@kala/shared/types';

export const IMAGE_SIZES: { sizeName: ImageSize['sizeName']; width: number }[] = [
  { sizeName: 'thumbnail', width: 320 },
  { sizeName: 'gallery', width: 640 },
  { sizeName: 'productImage', width: 1280 },
];

/**
 * Writes <folder>/<slug>-<sizeName>.webp under uploadsDir for every size (never enlarging the source)
 * and answers the sizes with fileName relative to /media/.
 */
export async function writeImageSizes(source: Buffer, uploadsDir: string, folder: string, slug: string): Promise<ImageSize[]> {
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  // Decode (or rasterise) once; every size is then a cheap resize of the same pixels.
  const { data, info: raw } = await sharp(source, { limitInputPixels: ARTWORK_LIMITS.imagePixels })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Promise.all(
    IMAGE_SIZES.map(async ({ sizeName, width }) => {
      const fileName = `${folder}/${slug}-${sizeName}.webp`;
      const info = await sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: sizeName === 'thumbnail' ? 70 : 80 })
        .toFile(path.join(uploadsDir, fileName));
      return { sizeName, fileName, width: info.width, height: info.height };
    }),
  );
}
