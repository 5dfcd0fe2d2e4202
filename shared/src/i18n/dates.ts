// Dates in the reader's language (issue 20, ADR 0015): `@kala/shared/dates`, bundled with the pages that show
// dates, not the singleton. Intl for English and Chinese; Nepali dates are Bikram Sambat (issue 25, ADR 0022):
// '२०८३ मंसिर ९' through the converter package nepali-date-converter (2000–2090 BS), fetched on first need so
// neither the shell's first JS nor a remote's route carries it (useDates re-renders once it is there). A date
// the converter does not cover is written in CLDR's Gregorian ne patterns below, the text Node's ICU gives.
// By package name: this entry must reach the page's one copy of shared.
import { useEffect, useSyncExternalStore } from 'react';
import { digitsOf, formatDigits, formatNumber, intlFormatter, latinDigits, localesOf, useRelativeTime, useTranslation, type Lang } from '@kala/shared';
import type NepaliDate from 'nepali-date-converter';

type Converter = typeof NepaliDate;
let converter: Converter | null = null;
const waiting = new Set<() => void>();
// Each remote bundles this module: the first to ask fetches the converter and the page's others reuse it.
const page = globalThis as { kalaBikramSambat?: Promise<Converter> };

/** Fetches the Bikram Sambat converter once a page (its own chunk); resolves when Nepali dates can be written. */
export function loadBikramSambat(): Promise<Converter> {
  page.kalaBikramSambat ??= import(/* webpackChunkName: "bikram-sambat" */ 'nepali-date-converter').then((m) => m.default);
  return page.kalaBikramSambat.then((c) => {
    if (!converter) {
      converter = c;
      for (const wake of waiting) wake();
    }
    return c;
  });
}

/** A Gregorian date as a BS date, or null when the converter is not loaded or the date is outside its table. */
export function toBikramSambat(date: Date): NepaliDate | null {
  if (!converter || Number.isNaN(date.getTime())) return null;
  try {
    const bs = new converter(date);
    // The converter answers wrongly rather than throwing before 2000 BS: a round trip tells.
    return new converter(bs.getYear(), bs.getMonth(), bs.getDate()).toJsDate().toDateString() === date.toDateString() ? bs : null;
  } catch {
    return null;
  }
}

/** A BS date (year, month 1–12, day) as a Gregorian one, or null when there is no such BS date. */
export function fromBikramSambat(year: number, month: number, day: number): Date | null {
  if (!converter || month < 1 || month > 12 || day < 1 || day > 32) return null;
  try {
    const bs = new converter(year, month - 1, day);
    return bs.getYear() === year && bs.getMonth() === month - 1 && bs.getDate() === day ? bs.toJsDate() : null;
  } catch {
    return null;
  }
}

const bsFormat = (bs: NepaliDate, pattern: string) => bs.format(pattern, 'np');

// Nepali months as CLDR (and Node's ICU) name them, for a runtime without Nepali data.
const NE_MONTHS = ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'];
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DAY_TIME: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

type DateLike = Date | string | number;
const toDate = (d: DateLike) => (d instanceof Date ? d : new Date(d));

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

const dateFormat = intlFormatter((language, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(localesOf(language)[0], { ...options, numberingSystem: digitsOf(language) }));

const clock = (date: Date) => `${formatDigits(date.getHours(), 'ne')}:${formatNumber(date.getMinutes(), 'ne', { minimumIntegerDigits: 2 })}`;

/** '२०८३ मंसिर ९' (with the time: '२०८३ मंसिर ९, १४:०५'); outside the converter's years, Gregorian. */
export function bikramSambatDate(date: Date, withTime = false): string {
  const bs = toBikramSambat(date);
  if (!bs) return nepaliDate(date, withTime);
  const day = bsFormat(bs, 'YYYY MMMM D');
  return withTime ? `${day}, ${clock(date)}` : day;
}

/** '२०८३ मंसिर ९–२०', '२०८३ मंसिर २५ – पौष ५', else both dates in full (CLDR ne's range shapes). */
export function bikramSambatRange(start: Date, end: Date): string {
  const [a, b] = [toBikramSambat(start), toBikramSambat(end)];
  if (!a || !b) return nepaliDateRange(start, end);
  if (a.getYear() !== b.getYear()) return `${bikramSambatDate(start)}${DASH}${bikramSambatDate(end)}`;
  if (a.getMonth() !== b.getMonth()) return `${bikramSambatDate(start)}${DASH}${bsFormat(b, 'MMMM D')}`;
  return a.getDate() === b.getDate() ? bikramSambatDate(start) : `${bikramSambatDate(start)}–${bsFormat(b, 'D')}`;
}

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A date in English or Chinese exactly as Intl writes it with DAY or DAY_TIME, without making a formatter: a
 * page's first Intl.DateTimeFormat loads ICU's calendar data, 300 ms of one task at 4× CPU on the feed (each
 * post's time carries its date and time as a title). `dates.test.ts` holds it to Intl's output. Null where
 * Intl must decide (another language, an invalid date, a year outside 1000–9999).
 */
function writtenDate(at: Date, language: Lang, withTime: boolean): string | null {
  const year = at.getFullYear();
  if (!(year >= 1000 && year <= 9999) || (language !== 'en' && language !== 'zh')) return null;
  const [month, day, hours, minutes] = [at.getMonth(), at.getDate(), at.getHours(), String(at.getMinutes()).padStart(2, '0')];
  if (language === 'zh') return `${year}年${month + 1}月${day}日${withTime ? ` ${hours}:${minutes}` : ''}`;
  return `${EN_MONTHS[month]} ${day}, ${year}${withTime ? `, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}` : ''}`;
}

/** 'Nov 15, 2026' / '2026年11月15日' / '२०८३ मंसिर ९' (BS; load the converter first); `withTime` adds the clock time. */
export function formatDate(date: DateLike, language: Lang, { withTime = false } = {}): string {
  const at = toDate(date);
  if (language === 'ne') return bikramSambatDate(at, withTime);
  return writtenDate(at, language, withTime) ?? dateFormat(language, withTime ? DAY_TIME : DAY).format(at);
}

/** 'Nov 15 – Dec 25, 2026' / '2026/11/15 – 2026/12/25' / '२०८३ मंसिर ९ – पौष १०'. */
export function formatDateRange(start: DateLike, end: DateLike, language: Lang): string {
  if (language === 'ne') return bikramSambatRange(toDate(start), toDate(end));
  return dateFormat(language, DAY).formatRange(toDate(start), toDate(end));
}

const subscribe = (wake: () => void) => {
  waiting.add(wake);
  return () => void waiting.delete(wake);
};

/** True once Nepali dates can be written (always outside Nepali); fetches the converter in Nepali. */
export function useDatesReady(language: Lang): boolean {
  const loaded = useSyncExternalStore(subscribe, () => converter !== null, () => converter !== null);
  useEffect(() => {
    if (language === 'ne') void loadBikramSambat();
  }, [language]);
  return language !== 'ne' || loaded;
}

/** The date formatter in the page's language; in Nepali it writes '' until the converter has arrived (a moment). */
export function useDates() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const ready = useDatesReady(language);
  return {
    ready,
    date: (d: DateLike, options?: { withTime?: boolean }) => (ready ? formatDate(d, language, options) : ''),
    range: (start: DateLike, end: DateLike) => (ready ? formatDateRange(start, end, language) : ''),
  };
}

const WEEK_MS = 7 * 86_400_000;

/** "3 days ago" within a week, the date beyond it (issue 25: BS in Nepali), for posts, comments and notifications. */
export function useWhen(): (iso: string) => string {
  const ago = useRelativeTime();
  const dates = useDates();
  return (iso) => (Date.now() - new Date(iso).getTime() < WEEK_MS ? ago(iso) : dates.date(iso));
}

const two = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;

/** A BS date typed as YYYY-MM-DD (or with '/', Devanagari or Latin digits) as a Gregorian YYYY-MM-DD, or null. */
export function parseBikramSambat(text: string): string | null {
  const m = /^(\d{4})[-/ ](\d{1,2})[-/ ](\d{1,2})$/.exec(latinDigits(text.trim()));
  const date = m && fromBikramSambat(Number(m[1]), Number(m[2]), Number(m[3]));
  return date ? isoDay(date) : null;
}

/** A Gregorian YYYY-MM-DD as the BS '२०४७-०५-१२' a Nepali date field shows, or '' (none, or outside the table). */
export function bikramSambatField(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const bs = m && toBikramSambat(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return bs ? bsFormat(bs, 'YYYY-MM-DD') : '';
}
