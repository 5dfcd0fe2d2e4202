// Chat's short time labels (spec §2, §9): '45s', '3m', '2h', '5d', '1y' — in words in Nepali and Chinese
// ('३ मिनेट', '3分钟'), the count through the shared formatter. A namespace of its own: only chat uses them.
import { elapsed, registerTexts, formatNumber, useTranslation } from '@kala/shared';
import english from '../../locales/en/chatTime.json';

export const CHAT_TIME_NS = 'chatTime';

registerTexts(CHAT_TIME_NS, english, (language) => import(`../../locales/${language}/chatTime.json`));

/** '3m' (en) / '३ मिनेट' (ne) / '3分钟' (zh) since an ISO time; months count as days, as the spec's units have none. */
export function useShortTime(): (iso: string, now?: number) => string {
  const { t, i18n } = useTranslation(CHAT_TIME_NS);
  return (iso, now) => {
    const { unit, count } = elapsed(iso, now, 'month');
    return t(unit, { n: formatNumber(count, i18n.language) });
  };
}
