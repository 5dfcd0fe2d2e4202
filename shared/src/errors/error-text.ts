// The one way a client shows a worded answer (issue 22 §2): by its code, in the page's language.
import { ApiError } from '../api/client';
import { i18n } from '../i18n/i18n';
import { textKeyOfCode, type Worded } from './coded';

/** A worded text in the page's language: its code's translation when one is loaded, else its English. */
export function wordedText(text: Worded): string {
  const key = text.code ? textKeyOfCode(text.code) : undefined;
  return key && i18n.exists(key) ? i18n.t(key, { ...text.values }) : text.message;
}

/** The server's answer when `error` is one (a network failure included), else `fallback`. */
export const answerOr = (error: unknown, fallback: Worded): Worded => (error instanceof ApiError ? error : fallback);

/** What went wrong, in the page's language: the server's answer, or `fallback` for anything else. */
export const errorText = (error: unknown, fallback: Worded): string => wordedText(answerOr(error, fallback));
