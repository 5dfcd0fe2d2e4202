// Where focus goes back to when a dialog closes. The element that opened a dialog is often no longer focused
// when the dialog opens: a button disabled while its request runs ('Add to cart') drops focus to <body>. So the
// page remembers the last element the user focused or clicked, and a dialog opened from <body> uses that.
let lastTouched: Element | null = null;
const remember = (e: Event) => {
  if (e.target instanceof Element && e.target !== document.body) lastTouched = e.target;
};
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', remember, true);
  document.addEventListener('click', remember, true);
}

type Focusable = Element & { focus(options?: FocusOptions): void };

/** What focus should return to when a dialog opening now closes. */
export function openerOfDialog(): Focusable | null {
  const active = document.activeElement;
  const opener = active && active !== document.body ? active : lastTouched;
  return opener && 'focus' in opener ? (opener as Focusable) : null;
}

/** Back to the opener, if it is still on the page (a navigation may have removed it). */
export function returnFocus(opener: Focusable | null): void {
  if (opener?.isConnected) opener.focus({ preventScroll: true });
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab cycle inside `root` (a modal dialog): focus never leaves it for the browser's bar. */
export function trapTab(root: HTMLElement, e: { key: string; shiftKey: boolean; preventDefault(): void }): void {
  if (e.key !== 'Tab') return;
  const items = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !root.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !root.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
