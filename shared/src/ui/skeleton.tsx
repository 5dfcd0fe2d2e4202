import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /**
   * 'line' is a thin bar, 'text' one line of the surrounding text (exactly its line box, so a caption
   * skeleton is as tall as the caption), 'block' an image or a box, 'round' an avatar.
   */
  shape?: 'line' | 'text' | 'block' | 'round';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/** A shimmering placeholder shaped like the content that is loading (hidden from screen readers). */
export function Skeleton({ shape = 'line', width, height, className, style, ...rest }: SkeletonProps) {
  return <span {...rest} aria-hidden="true" className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}
