import { ApiError, MSG, keyOfMessage, showSnack, TOAST_MS } from '@kala/shared';
import type { TFunction } from 'i18next';

/** A known spec text in the reader's language; anything else as it is. */
export const translated = (t: TFunction, text: string): string => {
  const key = keyOfMessage(text);
  return key ? t(`msg.${key}`) : text;
};

/** Shows what went wrong: the server's (spec) message when there is one, else `fallback`. */
export function snackError(t: TFunction, error: unknown, fallback: string = MSG.errorTryAgain): void {
  showSnack(translated(t, error instanceof ApiError ? error.message : fallback), { type: 'error', duration: TOAST_MS.default });
}
