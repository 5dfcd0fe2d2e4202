// The server's first paint (server/src/modules/web/first-paint.ts) stays where it is, over the page, until
// the page's own first picture has loaded (a shell page: until it has rendered; a paint whose data-hold
// names the page's element that replaces it, the feed's first post: until that is in): the shell's first render
// would otherwise replace it with placeholders, and the visitor would see the work, then grey boxes, then
// the work again. Taken out of #root before React renders there, pinned at the place it was painted,
// removed without moving anything.

/** Longest it may stand over the page (a page that shows no picture, or fails). */
const HOLD_AT_MOST_MS = 6000;

let release = (): void => undefined;

/** Removes the paint now (a shell page has rendered: it shows what the paint showed). */
export const releaseFirstPaint = (): void => release();

export function holdFirstPaint(): void {
  const paint = document.getElementById('kala-first');
  if (!paint) return;
  paint.style.top = `${paint.getBoundingClientRect().top + scrollY}px`;
  paint.classList.add('kfp-held');
  document.body.append(paint);
  // The element the server names as the page's own copy of the paint (the feed's first post; its picture, if
  // any, is the painted one, already loaded), else the first picture of a remote's region.
  const replacement = paint.dataset.hold;
  const marks = new MutationObserver(() => document.querySelector(`[data-remote] ${replacement}`) && release());
  release = () => {
    paint.remove();
    marks.disconnect();
    document.removeEventListener('load', onLoad, true);
    removeEventListener('pointerdown', release, true);
    removeEventListener('keydown', release, true);
    clearTimeout(timer);
  };
  const onLoad = (event: Event) => {
    if (!replacement && event.target instanceof HTMLImageElement && event.target.closest('[data-remote]')) release();
  };
  document.addEventListener('load', onLoad, true);
  if (replacement) marks.observe(document.body, { childList: true, subtree: true });
  // The visitor acts on the page (the paint takes no pointer events): it must show the page they act on.
  addEventListener('pointerdown', release, true);
  addEventListener('keydown', release, true);
  const timer = setTimeout(release, HOLD_AT_MOST_MS);
}
