// A server answer of ALERT_MSG in the reader's language (another text, a generic one).
import { useTranslation } from '@kala/shared';
import { ALERTS_NS } from './alert-texts';
import { ALERT_MSG, type AlertMsgKey } from './index';

const byText = new Map(Object.entries(ALERT_MSG).map(([key, text]) => [text as string, key as AlertMsgKey]));

export function useAlertMessage(): (text: string) => string {
  const { t } = useTranslation(ALERTS_NS);
  return (text) => {
    const key = byText.get(text);
    return key ? t(`msg.${key}`) : t('failed');
  };
}
