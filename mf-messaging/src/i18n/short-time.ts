// Chat's short time labels (spec §2, §9): '45s', '3m', '2h', '5d', '1y' — in words in Nepali and Chinese
// ('३ मिनेट', '3分钟'), the count through the shared formatter. A namespace of its own: only chat uses them.
import { addBundle, elapsed, formatNumber, useTranslation } from '@kala/shared';

const NS = 'chatTime';

addBundle(NS, {
  en: { second: '{{n}}s', minute: '{{n}}m', hour: '{{n}}h', day: '{{n}}d', year: '{{n}}y' },
  ne: { second: '{{n}} सेकेन्ड', minute: '{{n}} मिनेट', hour: '{{n}} घण्टा', day: '{{n}} दिन', year: '{{n}} वर्ष' },
  zh: { second: '{{n}}秒', minute: '{{n}}分钟', hour: '{{n}}小时', day: '{{n}}天', year: '{{n}}年' },
});

/** '3m' (en) / '३ मिनेट' (ne) / '3分钟' (zh) since an ISO time; months count as days, as the spec's units have none. */
export function useShortTime(): (iso: string, now?: number) => string {
  const { t, i18n } = useTranslation(NS);
  return (iso, now) => {
    const { unit, count } = elapsed(iso, now, 'month');
    return t(unit, { n: formatNumber(count, i18n.language) });
  };
}
