import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './skeleton.module.css';

/** One observer for every placeholder of the page: data-seen while it is on the screen (its band shimmers then). */
let onScreen: IntersectionObserver | undefined;
const shimmerWhenSeen = (node: HTMLSpanElement | null) => {
  if (!node || typeof IntersectionObserver === 'undefined') return;
  onScreen ??= new IntersectionObserver((entries) => entries.forEach((e) => e.target.toggleAttribute('data-seen', e.isIntersecting)));
  onScreen.observe(node);
  return () => onScreen?.unobserve(node);
};

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
  return <span {...rest} ref={shimmerWhenSeen} aria-hidden="true" className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}

/** A line of text still loading: the paragraph it will be (`className`), holding one text-shaped placeholder. */
export function SkeletonText({ className, width }: { className?: string; width: CSSProperties['width'] }) {
  return (
    <p className={className}>
      <Skeleton shape="text" width={width} />
    </p>
  );
}
