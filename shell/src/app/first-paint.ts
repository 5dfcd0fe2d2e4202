// The server's first paint (server/src/modules/web/first-paint.ts) stays where it is, over the page, until
// the page's own first picture has loaded (a shell page: until it has rendered; a paint that says
// data-hold="mark": until the page's element marked REPLACES_FIRST_PAINT is in, with its picture): the shell's first render
// would otherwise replace it with placeholders, and the visitor would see the work, then grey boxes, then
// the work again. Taken out of #root before React renders there, pinned at the place it was painted,
// removed without moving anything.

/** Longest it may stand over the page (a page that shows no picture, or fails). */
const HOLD_AT_MOST_MS = 6000;

import { REPLACES_FIRST_PAINT } from '@kala/shared';

let release = (): void => undefined;

/** Removes the paint now (a shell page has rendered: it shows what the paint showed). */
export const releaseFirstPaint = (): void => release();

export function holdFirstPaint(): void {
  const paint = document.getElementById('kala-first');
  if (!paint) return;
  paint.style.top = `${paint.getBoundingClientRect().top + scrollY}px`;
  paint.classList.add('kfp-held');
  document.body.append(paint);
  const byMark = paint.dataset.hold === 'mark';
  // The marked element is in: the paint goes now, or when its picture has loaded (onLoad).
  const marks = new MutationObserver(() => {
    const replacement = document.querySelector(`[data-remote] [${REPLACES_FIRST_PAINT}]`);
    if (replacement) {
      marks.disconnect();
      if (!Array.from(replacement.querySelectorAll('img')).some((picture) => !picture.complete)) release();
    }
  });
  release = () => {
    paint.remove();
    marks.disconnect();
    document.removeEventListener('load', onLoad, true);
    removeEventListener('pointerdown', release, true);
    removeEventListener('keydown', release, true);
    clearTimeout(timer);
  };
  // A picture of the page itself (a remote's region) has loaded: the page now shows what the paint showed.
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLImageElement && event.target.closest(byMark ? `[data-remote] [${REPLACES_FIRST_PAINT}]` : '[data-remote]')) release();
  };
  document.addEventListener('load', onLoad, true);
  if (byMark) marks.observe(document.body, { childList: true, subtree: true });
  // The visitor acts on the page (the paint takes no pointer events): it must show the page they act on.
  addEventListener('pointerdown', release, true);
  addEventListener('keydown', release, true);
  const timer = setTimeout(release, HOLD_AT_MOST_MS);
}
