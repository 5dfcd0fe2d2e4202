// The session store: token cookie (1 day) and the logged-in user. One instance per page (MF singleton).
import { COOKIE_DAYS, COOKIE_NAMES } from '../constants';
import type { User } from '../contracts/people';
import { bus } from '../bus/bus';
import { createStore } from './create-store';
import { readCookie, removeCookie, writeCookie } from './cookies';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** True while the cookie token is being authenticated at start. */
  refreshing: boolean;
  /** Where to go back to after logging in (a path). */
  returnTo: string | null;
}

/**
 * Who the session cookie's token is, as the server found when it wrote the page (#kala-session: the answer
 * of the session check, issue 26 §2), or null: then the shell checks the token itself at start.
 */
function viewerInPage(): User | null {
  const block = typeof document === 'undefined' ? null : document.getElementById('kala-session');
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as User) : null;
  } catch {
    return null;
  }
}

const startToken = readCookie(COOKIE_NAMES.token) ?? null;
const startUser = startToken ? viewerInPage() : null;

export const sessionStore = createStore<SessionState>({
  token: startToken,
  user: startUser,
  refreshing: Boolean(startToken) && !startUser,
  returnTo: null,
});

/** A unique id for this store instance; the e2e test checks the shell and a remote see the same one. */
export const sessionStoreInstanceId = Math.random().toString(36).slice(2);

export const session = {
  /**
   * Stores the session. Pages do not navigate after it: the shell's guest-only rule leaves /login for the
   * remembered return path (a router navigation is a transition and would race that redirect).
   */
  login(token: string, user: User): void {
    writeCookie(COOKIE_NAMES.token, token, COOKIE_DAYS.token);
    sessionStore.update((s) => ({ ...s, token, user, refreshing: false }));
    bus.emit('session:login', { user });
  },
  setUser(user: User): void {
    sessionStore.update((s) => ({ ...s, user, refreshing: false }));
  },
  logout(): void {
    removeCookie(COOKIE_NAMES.token);
    sessionStore.update((s) => ({ ...s, token: null, user: null, refreshing: false }));
    bus.emit('session:logout');
  },
  rememberReturn(path: string | null): void {
    sessionStore.update((s) => ({ ...s, returnTo: path }));
  },
  token: (): string | null => sessionStore.get().token,
  user: (): User | null => sessionStore.get().user,
};
