// Every number and price the interface shows, in the reader's language (issue 20, ADR 0015), so a Nepali page
// never mixes numeral systems: Devanagari digits and lakh/crore grouping (१,२३,४५६) in Nepali, Latin digits
// elsewhere. Built on Intl. Chromium's ICU ships no Nepali data (Intl answers 'ne' in English), so Nepali
// numbers fall back to Hindi's identical Devanagari lakh grouping. Dates are in ./dates (`@kala/shared/dates`),
// bundled only with the pages that show them. No React, no DOM: the server and `commerce/money.ts` use it too.
import { CURRENCY_PREFIX, type Language } from '../constants';

export type Lang = Language | (string & {});

const LOCALES: Record<string, string[]> = { ne: ['ne-NP', 'hi-IN'], zh: ['zh-CN'] };
export const localesOf = (language: Lang): string[] => LOCALES[language] ?? ['en-US'];
export const digitsOf = (language: Lang) => (language === 'ne' ? 'deva' : 'latn');

/**
 * One Intl formatter per language and options, made on first use: making one costs far more than using it
 * (a CPU profile of the feed at 4× slowdown had a formatter made per count, date and price as its costliest
 * function of our own). The options come from code, never from input, so the set stays small.
 */
export function intlFormatter<F, O extends object>(make: (language: Lang, options: O) => F): (language: Lang, options?: O) => F {
  const made = new Map<string, F>();
  return (language, options) => {
    const key = options ? `${language} ${JSON.stringify(options)}` : language;
    let formatter = made.get(key);
    if (!formatter) made.set(key, (formatter = make(language, options ?? ({} as O))));
    return formatter;
  };
}

const numberFormat = intlFormatter((language, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(localesOf(language), { ...options, numberingSystem: digitsOf(language) }));

/**
 * A whole number exactly as Intl writes it in our languages, without making a formatter: a page's first
 * Intl.NumberFormat loads ICU's number data, 70–180 ms at 4× CPU, in the middle of its first render (ADR
 * 0031). Groups of three; in Nepali lakh and crore (the last three, then twos) in Devanagari digits (U+0966…).
 * `format.test.ts` holds it to Intl's output. Null where Intl must decide (fractions, other options, -0).
 */
function wholeNumber(n: number, language: Lang, options: Intl.NumberFormatOptions = {}): string | null {
  const { useGrouping, maximumFractionDigits: _fractionOfAWhole, ...others } = options;
  if (!Number.isSafeInteger(n) || Object.is(n, -0) || Object.keys(others).length > 0) return null;
  const nepali = language === 'ne';
  let digits = String(Math.abs(n));
  if (useGrouping !== false && digits.length > 3) digits = `${digits.slice(0, -3).replace(nepali ? /\B(?=(\d\d)+$)/g : /\B(?=(\d{3})+$)/g, ',')},${digits.slice(-3)}`;
  if (nepali) digits = digits.replace(/\d/g, (d) => String.fromCharCode(0x966 + Number(d)));
  return n < 0 ? `-${digits}` : digits;
}

/** 123456 → '123,456' (en, zh) or '१,२३,४५६' (ne). */
export const formatNumber = (n: number, language: Lang, options?: Intl.NumberFormatOptions): string =>
  wholeNumber(n, language, options) ?? numberFormat(language, options).format(n);

/** A year or an id: the language's digits, never grouped. */
export const formatDigits = (n: number, language: Lang): string => formatNumber(n, language, { useGrouping: false });

// Devanagari digits read as Latin ones: with the text rules (the exhibitions' form and the server use it there).
export { latinDigits } from '../rules/text';

/** Whole rupees: 'NPR 25,000' (the spec's label) / 'रु. २५,०००'; the checkout passes its 'NPR. ' and paisa. */
export const formatRupees = (amount: number, language: Lang, label?: string, fraction?: number): string =>
  (language === 'ne' ? 'रु. ' : (label ?? CURRENCY_PREFIX)) + formatNumber(amount, language, { maximumFractionDigits: fraction ?? 0 });

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
export function elapsed(iso: string, now?: number, skip?: TimeUnit): { unit: TimeUnit; count: number } {
  const seconds = Math.max(0, Math.floor(((now ?? Date.now()) - new Date(iso).getTime()) / 1000));
  const [unit, size] = UNITS.find(([u, s]) => u !== skip && seconds >= s) ?? UNITS[UNITS.length - 1];
  return { unit, count: Math.floor(seconds / size) };
}
