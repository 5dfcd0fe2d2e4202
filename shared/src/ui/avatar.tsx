import { FallbackImage } from './artwork-image';
import styles from './avatar.module.css';

export interface AvatarProps {
  name: string;
  /** A stored file name, or a full URL (pictures from a sign-in provider, a blob: preview of a cropped one). */
  picture: string | null;
  size?: number;
  className?: string;
}

/** A web address, a path, or a local preview (blob:, data:): anything but a stored file's name. */
const isUrl = (picture: string) => /^((https?:)?\/\/|\/|blob:|data:)/.test(picture);

/**
 * A round portrait; without a picture, the person's initial on a soft wall. The box is always reserved. The
 * initial's size is a whole pixel: a 56 px avatar's (23.52 px) was a font of its own beside the 24 px heading
 * of the same face, each size a font the browser looks up (first-paint.ts's FONTS).
 */
export function Avatar({ name, picture, size = 56, className }: AvatarProps) {
  const box = { width: size, height: size };
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (!picture) {
    return (
      <span className={`${classes} ${styles.initial}`} style={{ ...box, fontSize: Math.round(size * 0.42) }} aria-hidden="true">
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  }
  // The name is written beside every avatar, so the image itself is decorative.
  return isUrl(picture) ? (
    <img className={classes} src={picture} alt="" width={size} height={size} style={box} loading="lazy" />
  ) : (
    <FallbackImage className={classes} fileName={picture} alt="" width={size} height={size} style={box} />
  );
}
