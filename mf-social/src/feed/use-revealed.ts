import { startTransition, useEffect, useState } from 'react';

/** The first post is the server's first paint; two more fill a phone's first screen. */
export const FIRST_SHOWN = 3;
/** Posts added per task after the first: each task's render, commit and layout stay short on a slow phone. */
export const SHOWN_PER_TASK = 2;

/**
 * How many of `total` posts to render. While `gradually` (more posts are coming, so a screen's height is held
 * below the last one and nothing after the list can move), the first three render at once, then two more in
 * each following task, each a transition that input can interrupt. Otherwise all of them render at once: with
 * no place held below, posts appearing a few at a time would push the footer while it is in view.
 */
export function useRevealed(total: number, gradually: boolean): number {
  const [shown, setShown] = useState(FIRST_SHOWN);
  // Shown at once are shown for good: a later page goes on from there.
  if (!gradually && shown < total) setShown(total);
  const visible = gradually ? Math.min(total, shown) : total;
  useEffect(() => {
    if (visible >= total) return;
    const next = setTimeout(() => startTransition(() => setShown((n) => n + SHOWN_PER_TASK)));
    return () => clearTimeout(next);
  }, [visible, total]);
  return visible;
}
