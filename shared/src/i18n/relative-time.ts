// The shared formatter (./format) bound to the page's language, for components. "3 days ago" is our own
// strings with the count from formatNumber: Intl.RelativeTimeFormat has no Nepali in Chromium.
import { elapsed, formatDate, formatDateRange, formatDigits, formatNumber, formatRupees } from './format';
import { useTranslation } from './i18n';

/** The formatter in the page's language: numbers, prices, dates, date ranges. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    language,
    number: (n: number, options?: Intl.NumberFormatOptions) => formatNumber(n, language, options),
    digits: (n: number) => formatDigits(n, language),
    rupees: (amount: number, options?: Parameters<typeof formatRupees>[2]) => formatRupees(amount, language, options),
    date: (d: Date | string, options?: { withTime?: boolean }) => formatDate(d, language, options),
    dateRange: (start: Date | string, end: Date | string) => formatDateRange(start, end, language),
  };
}

/** A function from an ISO time to "3 days ago" in the page's language. */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  return (iso) => {
    const { unit, count } = elapsed(iso);
    return unit === 'second' ? t('time.justNow') : t(`time.${unit}`, { count, n: formatNumber(count, i18n.language) });
  };
}

/** Chat's short time labels (spec §2, §9): '45s', '3m', '2h', '5d', '1y'; '३ मिनेट' in Nepali. */
export function useShortTime(): (iso: string, now?: number) => string {
  const { t, i18n } = useTranslation();
  return (iso, now) => {
    const { unit, count } = elapsed(iso, now, 'month');
    return t(`timeShort.${unit}`, { n: formatNumber(count, i18n.language) });
  };
}
