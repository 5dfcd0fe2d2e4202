// An image that reserves its box (no layout shift), picks its size with srcset, lazy-loads below the fold,
// and falls back to the second storage location once if the first fails.
import { useState, type ImgHTMLAttributes } from 'react';
import { imageSize, mediaFallbackUrl, mediaUrl, srcSetOf } from '../api/media';
import type { ImageSet, ImageSize } from '../contracts/media';

export interface ArtworkImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> {
  image: ImageSet;
  /** The size used as the plain src (and for the box's aspect ratio). */
  size?: ImageSize['sizeName'];
  /** How wide the slot is, so the browser picks a size: e.g. '(max-width: 480px) 50vw, 20vw'. */
  sizes?: string;
  /** The largest paint may be this image: fetched at once, with high priority. */
  priority?: boolean;
}

/** Without `priority` the image loads lazily; `fetchPriority="low"` holds back one that is in view but hidden. */
export function ArtworkImage({ image, size = 'gallery', sizes = '100vw', priority = false, fetchPriority, style, ...rest }: ArtworkImageProps) {
  const chosen = imageSize(image, size);
  const [failed, setFailed] = useState(false);
  if (!chosen) return null;
  return (
    <img
      {...rest}
      alt={image.alt}
      src={failed ? mediaFallbackUrl(chosen.fileName) : mediaUrl(chosen.fileName)}
      srcSet={failed ? undefined : srcSetOf(image)}
      sizes={sizes}
      width={chosen.width}
      height={chosen.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : fetchPriority}
      style={{ aspectRatio: `${chosen.width} / ${chosen.height}`, height: 'auto', ...style }}
      onError={() => !failed && setFailed(true)}
    />
  );
}

/** A plain image (avatar, cover) with the same second-storage fallback. */
export function FallbackImage({ fileName, alt, ...rest }: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> & { fileName: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      {...rest}
      alt={alt}
      src={failed ? mediaFallbackUrl(fileName) : mediaUrl(fileName)}
      loading={rest.loading ?? 'lazy'}
      onError={() => !failed && setFailed(true)}
    />
  );
}
