// Every number, price and date the interface shows, in the reader's language (issue 20), so a Nepali page
// never mixes numeral systems: Devanagari digits and lakh/crore grouping (१,२३,४५६) in Nepali, Latin digits
// elsewhere. Built on Intl. Chromium's ICU ships no Nepali data (Intl answers 'ne' in English), so Nepali
// numbers fall back to Hindi's identical Devanagari lakh grouping, and Nepali dates to CLDR's own ne patterns
// below: the same text Node's full ICU gives (a unit test holds the two together).
// No React, no DOM: the server and `commerce/money.ts` use it too.
import type { Language } from '../constants';

type Lang = Language | (string & {});

const NUMBER_LOCALES: Record<Language, string[]> = { en: ['en-US'], ne: ['ne-NP', 'hi-IN'], zh: ['zh-CN'] };
const localesOf = (language: Lang) => NUMBER_LOCALES[language as Language] ?? NUMBER_LOCALES.en;
const digitsOf = (language: Lang) => (language === 'ne' ? 'deva' : 'latn');

const cache = new Map<string, Intl.NumberFormat>();

/** 123456 → '123,456' (en, zh) or '१,२३,४५६' (ne). */
export function formatNumber(n: number, language: Lang, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(localesOf(language), { ...options, numberingSystem: digitsOf(language) });
    cache.set(key, format);
  }
  return format.format(n);
}

/** A year or an id: the language's digits, never grouped. */
export const formatDigits = (n: number, language: Lang): string => formatNumber(n, language, { useGrouping: false });

/** How a price starts: 'NPR ' (the spec's label) or, in Nepali, 'रु. '. */
const CURRENCY: Record<Language, string> = { en: 'NPR ', ne: 'रु. ', zh: 'NPR ' };

/** Whole rupees: 'NPR 25,000' / 'रु. २५,०००'; `label` is the checkout's form ('NPR. 2,080'). */
export function formatRupees(amount: number, language: Lang, { label = CURRENCY.en, fraction = 0 } = {}): string {
  const prefix = language === 'ne' ? CURRENCY.ne : label;
  return `${prefix}${formatNumber(amount, language, { maximumFractionDigits: fraction })}`;
}

// Dates. Nepali months as CLDR (and Node's ICU) name them, for a runtime without Nepali data.
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

const UNITS = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;
export type TimeUnit = (typeof UNITS)[number][0];

/** How long ago an ISO time was, in its largest whole unit (seconds under a minute; never negative). */
export function elapsed(iso: string, now = Date.now(), skip?: TimeUnit): { unit: TimeUnit; count: number } {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  const [unit, size] = UNITS.find(([u, s]) => u !== skip && seconds >= s) ?? UNITS[UNITS.length - 1];
  return { unit, count: Math.floor(seconds / size) };
}
