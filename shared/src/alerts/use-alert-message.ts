// A server answer of ALERT_MSG in the reader's language (another text, a generic one).
import { i18n } from '@kala/shared';
import { ALERTS_NS } from './alert-texts';
import { ALERT_MSG, type AlertMsgKey } from './index';

const byText = new Map(Object.entries(ALERT_MSG).map(([key, text]) => [text as string, key as AlertMsgKey]));

export function alertMessage(text: string): string {
  const key = byText.get(text);
  return i18n.t(key ? `msg.${key}` : 'failed', { ns: ALERTS_NS });
}

export const useAlertMessage = (): ((text: string) => string) => alertMessage;
