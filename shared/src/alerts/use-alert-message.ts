// An alerts answer (ALERT_CODED, by its code) in the reader's language; anything else, a generic failure.
import { i18n, wordedText, type Worded } from '@kala/shared';
import { ALERTS_NS } from './alert-texts';

export function alertMessage(answer: Worded | undefined): string {
  return answer?.code ? wordedText(answer) : i18n.t('failed', { ns: ALERTS_NS });
}

export const useAlertMessage = (): ((answer: Worded | undefined) => string) => alertMessage;
