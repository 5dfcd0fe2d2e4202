import { answerOr, MSG_CODED, showSnack, TOAST_MS, type Worded } from '@kala/shared';

/** Shows what went wrong: the server's answer when there is one, else `fallback`. */
export function snackError(error: unknown, fallback: Worded = MSG_CODED.errorTryAgain): void {
  showSnack(answerOr(error, fallback), { type: 'error', duration: TOAST_MS.default });
}
