// "3 days ago" in the page's language. Our own strings, not Intl.RelativeTimeFormat: Chromium ships no
// Nepali locale data, so Intl answers Nepali visitors in English. Nepali counts use Devanagari digits.
import { useTranslation } from './i18n';

const UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

const DEVANAGARI = '०१२३४५६७८९';
/** A count in the language's digits. */
export const localDigits = (n: number, language: string): string =>
  language === 'ne' ? String(n).replace(/\d/g, (d) => DEVANAGARI[Number(d)]!) : String(n);

/** How long ago an ISO time was, in whole units, as the i18n key and count (null under a minute). */
export function elapsed(iso: string, now = Date.now()): { unit: (typeof UNITS)[number][0]; count: number } | null {
  const seconds = Math.max(0, (now - new Date(iso).getTime()) / 1000);
  const found = UNITS.find(([, size]) => seconds >= size);
  return found ? { unit: found[0], count: Math.floor(seconds / found[1]) } : null;
}

/** A function from an ISO time to "3 days ago" in the page's language. */
export function useRelativeTime(): (iso: string) => string {
  const { t, i18n } = useTranslation();
  return (iso) => {
    const ago = elapsed(iso);
    return ago ? t(`time.${ago.unit}`, { count: ago.count, n: localDigits(ago.count, i18n.language) }) : t('time.justNow');
  };
}
