// Helpers for the artwork and artwork-form tests (not a test file itself).
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { act } from '@testing-library/react';
import { api, cart, session, snackStore, type User } from '@kala/shared';

/** jsdom has <dialog> but not showModal/close: open and close it by the attribute, as a browser would. */
export function stubDialogs(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: () => void };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

/** Every request with its method and body (the shared stub records only url and params). */
export const sent: Array<{ method: string; url: string; data: unknown }> = [];
export function recordBodies(): void {
  sent.length = 0;
  const inner = api.defaults.adapter as AxiosAdapter;
  api.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    sent.push({ method: (config.method ?? 'get').toUpperCase(), url: config.url ?? '', data: config.data });
    return inner(config);
  };
}

export const snackTexts = (): string[] => snackStore.get().map((s) => s.message);

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const viewer = (overrides: Partial<User> = {}): User =>
  ({ _id: 'u1', id: 'u1', name: 'Asha Buyer', slug: 'asha', role: 21, picture: null, verifiedArtist: false, ...overrides }) as User;

export function loginAs(user: User): void {
  act(() => session.login('token', user));
}

/** Back to a logged-out visitor with an empty cart and no snacks. */
export function resetSession(): void {
  act(() => {
    session.logout();
    session.rememberReturn(null);
    cart.clear();
    snackStore.set([]);
  });
}
