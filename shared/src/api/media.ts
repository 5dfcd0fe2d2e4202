// Image URLs: the media store first, the server's file route as the second storage fallback.
import type { ImageSet, ImageSize } from '../contracts/media';

export const mediaUrl = (fileName: string): string => `/media/${fileName}`;
export const mediaFallbackUrl = (fileName: string): string => `/api/mediafile/${fileName}`;

export const imageSize = (set: ImageSet, name: ImageSize['sizeName']): ImageSize | undefined =>
  set.sizes.find((s) => s.sizeName === name) ?? set.sizes[0];

/** A srcset listing every size of the image by its width, so the browser picks the right one. */
export const srcSetOf = (set: ImageSet): string =>
  [...set.sizes].sort((a, b) => a.width - b.width).map((s) => `${mediaUrl(s.fileName)} ${s.width}w`).join(', ');
