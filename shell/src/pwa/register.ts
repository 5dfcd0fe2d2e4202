// The service worker's page side (issue 25, ADR 0022), a chunk fetched after the first paint (the update prompt's effect), so the
// shell's first JS carries only the import. Registers /sw.js; deletes the per-user caches whenever the
// session's token changes (logout, or another person logging in), so no one reads another's orders or rooms;
// passes on what the worker says (a remote's new version: the update prompt; queued writes sent); and asks
// the worker to send its queue as soon as the page is online again.
import { i18n, MSG_CODED, sessionStore, showSnack, TOAST_MS, wordedText, type Worded } from '@kala/shared';

const USER_CACHES = 'kala-user-';
const OWNER_KEY = 'kala-cache-owner';

export async function clearUserCaches(): Promise<void> {
  if (!('caches' in window)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(USER_CACHES)).map((name) => caches.delete(name)));
}

/** Who the per-user caches belong to: a digest of the session token (never the token itself), or 'guest'. */
async function ownerOf(token: string | null): Promise<string> {
  if (!token) return 'guest';
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest).slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function followSession(token: string | null): Promise<void> {
  const owner = await ownerOf(token);
  if (localStorage.getItem(OWNER_KEY) === owner) return;
  await clearUserCaches();
  localStorage.setItem(OWNER_KEY, owner);
}

/** Update (the update prompt): clears every cache the page controls, unregisters the worker, reloads. */
export async function updateNow(): Promise<void> {
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  location.reload();
}

function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // Without a worker the app still works online; say why, for whoever looks.
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[kala] service worker not registered:', error));
  let token = sessionStore.get().token;
  void followSession(token);
  sessionStore.subscribe((state) => {
    if (state.token === token) return;
    token = state.token;
    void followSession(token);
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === 'kala-remote-updated') window.dispatchEvent(new Event('kala:update'));
    if (event.data?.type === 'kala-outbox-sent') window.dispatchEvent(new Event('kala:outbox-sent'));
    if (event.data?.type === 'kala-outbox-refused') tellRefused(event.data as unknown as { text: string; answer: Worded | null });
  });
  window.addEventListener('online', () => navigator.serviceWorker.controller?.postMessage({ type: 'kala-online' }));
}

/** A write kept offline that the server refused when it went: nobody saw that answer, so the page says it. */
function tellRefused({ text, answer }: { text: string; answer: Worded | null }): void {
  const reason = wordedText(answer ?? MSG_CODED.somethingWrong);
  showSnack(i18n.t('common.notSent', { text, reason }), { type: 'error', duration: TOAST_MS.notSent });
}

registerServiceWorker();

/** The footer's "Data saver" switch comes in this chunk too: nothing of it is in the first paint. */
export { default as DataSaverSwitch } from '../layout/data-saver-switch';
