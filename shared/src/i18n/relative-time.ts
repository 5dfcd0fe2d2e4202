// The shared formatter (./format) bound to the page's language, for components (dates: `useDates` of
// `@kala/shared/dates`). "3 days ago" is our own strings with the count in the page's digits:
// Intl.RelativeTimeFormat has no Nepali in Chromium.
import { elapsed, formatNumber } from './format';
import { useTranslation } from './i18n';

/** Numbers in the page's language ('१,२३,४५६' in Nepali), for counts shown outside a text. */
export function useFormat() {
  const { i18n } = useTranslation();
  return { number: (n: number, options?: Intl.NumberFormatOptions) => formatNumber(n, i18n.language, options) };
}

/** A function from an ISO time to "3 days ago" in the page's language. */
export function useRelativeTime(): (iso: string) => string {
  const { t } = useTranslation();
  return (iso) => {
    const { unit, count } = elapsed(iso);
    // The count is written in the page's digits by the translator's number formatter (./i18n).
    return unit === 'second' ? t('time.justNow') : t(`time.${unit}`, { count, n: count });
  };
}
