// Dates in the reader's language (issue 20, ADR 0015): `@kala/shared/dates`, bundled with the pages that show
// dates, not the singleton. Intl where the runtime has the language; for Nepali without it (Chromium ships no
// ne data) CLDR's own ne patterns below, the same text Node's full ICU gives (a unit test holds them together).
// By package name: this entry must reach the page's one copy of shared.
import { digitsOf, formatDigits, formatNumber, localesOf, useTranslation, type Lang } from '@kala/shared';

// Nepali months as CLDR (and Node's ICU) name them, for a runtime without Nepali data.
const NE_MONTHS = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

type DateLike = Date | string | number;
const toDate = (d: DateLike) => (d instanceof Date ? d : new Date(d));

/** True when this runtime's Intl has the language's own date data (Node: yes; Chromium: not for ne). */
const intlSpeaks = (language: Lang) => language !== 'ne' || Intl.DateTimeFormat.supportedLocalesOf(['ne']).length > 0;

/** CLDR ne: 'y MMM d' and 'y MMM d, H:mm', in the reader's time zone. */
export function nepaliDate(date: Date, withTime = false): string {
  const d = (n: number) => formatDigits(n, 'ne');
  const day = `${d(date.getFullYear())} ${NE_MONTHS[date.getMonth()]} ${d(date.getDate())}`;
  return withTime ? `${day}, ${d(date.getHours())}:${formatNumber(date.getMinutes(), 'ne', { minimumIntegerDigits: 2 })}` : day;
}

/** ICU's range dash: thin spaces around an en dash. */
const DASH = '\u2009–\u2009';

/** CLDR ne ranges: '२०२६ नोभेम्बर ५–२०', '२०२६ नोभेम्बर ५ – डिसेम्बर २५', else both dates in full. */
export function nepaliDateRange(start: Date, end: Date): string {
  const d = (n: number) => formatDigits(n, 'ne');
  const sameYear = start.getFullYear() === end.getFullYear();
  if (!sameYear) return `${nepaliDate(start)}${DASH}${nepaliDate(end)}`;
  if (start.getMonth() !== end.getMonth()) return `${nepaliDate(start)}${DASH}${NE_MONTHS[end.getMonth()]} ${d(end.getDate())}`;
  return start.getDate() === end.getDate() ? nepaliDate(start) : `${nepaliDate(start)}–${d(end.getDate())}`;
}

const dateFormat = (language: Lang, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(localesOf(language)[0], { ...options, numberingSystem: digitsOf(language) });

/** 'Nov 15, 2026' / '2026年11月15日' / '२०२६ नोभेम्बर १५'; `withTime` adds the clock time. */
export function formatDate(date: DateLike, language: Lang, { withTime = false } = {}): string {
  const at = toDate(date);
  if (!intlSpeaks(language)) return nepaliDate(at, withTime);
  return dateFormat(language, withTime ? DAY_TIME : DAY).format(at);
}

/** 'Nov 15 – Dec 25, 2026' / '2026/11/15 – 2026/12/25' / '२०२६ नोभेम्बर १५ – डिसेम्बर २५'. */
export function formatDateRange(start: DateLike, end: DateLike, language: Lang): string {
  if (!intlSpeaks(language)) return nepaliDateRange(toDate(start), toDate(end));
  return dateFormat(language, DAY).formatRange(toDate(start), toDate(end));
}


/** The date formatter in the page's language. */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    date: (d: DateLike, options?: { withTime?: boolean }) => formatDate(d, language, options),
    range: (start: DateLike, end: DateLike) => formatDateRange(start, end, language),
  };
}
