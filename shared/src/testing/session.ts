import { act } from '@testing-library/react';
import { session } from '../stores/session';
import { cart } from '../stores/cart';
import { snackStore } from '../ui/snack';
import { wordedText } from '../errors/error-text';
import type { User } from '../contracts/people';

export function loginAs(user: User): void {
  act(() => session.login('token', user));
}

/** Back to a logged-out visitor with an empty cart, no return path and no snacks. */
export function resetSession(): void {
  act(() => {
    session.logout();
    session.rememberReturn(null);
    cart.clear();
    snackStore.set([]);
  });
}

/** The snacks on screen as they read, oldest first. */
export const snackTexts = (): string[] => snackStore.get().map((s) => wordedText(s.text));

/** A promise the test settles when it likes: a server answer that has not come yet. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
