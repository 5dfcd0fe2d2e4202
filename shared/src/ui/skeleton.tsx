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

const SWEEP: Keyframe[] = [{ transform: 'translateX(-100%)' }, { transform: 'translateX(100%)' }];
const SWEEP_TIMING: KeyframeAnimationOptions = { duration: 1400, easing: 'ease-in-out', iterations: Infinity, pseudoElement: '::after' };

/**
 * The shimmer's light band sweeps by the Web Animations API, not a CSS animation: an infinite CSS animation
 * sends an `animationiteration` event per placeholder per sweep, and React's root listener handles every
 * one — a page with 190 placeholders below the fold spent a fifth of a phone's main thread on them, for as
 * long as they stayed. A scripted animation sends no events and still runs on the compositor.
 */
function sweep(el: HTMLSpanElement | null): (() => void) | undefined {
  if (!el?.animate || matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
  const animation = el.animate(SWEEP, SWEEP_TIMING);
  return () => animation.cancel();
}

/** A shimmering placeholder shaped like the content that is loading (hidden from screen readers). */
export function Skeleton({ shape = 'line', width, height, className, style, ...rest }: SkeletonProps) {
  return <span {...rest} ref={sweep} aria-hidden="true" className={[styles.skeleton, styles[shape], className].filter(Boolean).join(' ')} style={{ width, height, ...style }} />;
}
