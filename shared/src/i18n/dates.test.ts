import { formatDate } from './dates';

// English and Chinese dates are written without Intl (a page's first formatter costs a long task); they
// must be Intl's text to the character, with and without the time.
const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const intl = (locale: string, at: Date, withTime: boolean) =>
  new Intl.DateTimeFormat(locale, { ...DAY, ...(withTime && { hour: 'numeric', minute: '2-digit' }), numberingSystem: 'latn' }).format(at);

// Every 7 hours and 13 minutes from 2019 to 2031: every month, day, hour and minute, leap days, both ends of noon and midnight.
const moments = Array.from({ length: 15_000 }, (_, i) => new Date(2019, 0, 1, 0, 0 + i * 433));
moments.push(new Date(2028, 1, 29, 0, 0), new Date(2026, 11, 31, 12, 0), new Date(2026, 0, 1, 23, 59), new Date(1000, 0, 1), new Date(9999, 11, 31, 11, 59));

it.each([
  ['en', 'en-US'],
  ['zh', 'zh-CN'],
])('writes %s dates as Intl (%s) does, with and without the time', (language, locale) => {
  for (const withTime of [false, true]) {
    const differ = moments.filter((at) => formatDate(at, language, { withTime }) !== intl(locale, at, withTime));
    expect(differ.map((at) => [at.toString(), formatDate(at, language, { withTime }), intl(locale, at, withTime)])).toEqual([]);
  }
});

it('leaves to Intl what it does not write itself: other languages, other years, an invalid date', () => {
  expect(formatDate(new Date(2026, 10, 25), 'fr')).toBe(intl('en-US', new Date(2026, 10, 25), false));
  expect(formatDate(new Date(999, 0, 1), 'en')).toBe(intl('en-US', new Date(999, 0, 1), false));
  expect(formatDate(new Date(2026, 10, 25, 14, 5), 'zh', { withTime: true })).toBe('2026年11月25日 14:05');
  expect(formatDate('2026-11-25T14:05:00', 'en', { withTime: true })).toBe('Nov 25, 2026, 2:05 PM');
  expect(() => formatDate('not a date', 'en')).toThrow(RangeError);
});

it('makes no Intl formatter for an English or Chinese date (its first costs a long task on a phone)', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    formatDate(new Date(2026, 10, 25, 14, 5), 'en', { withTime: true });
    formatDate(new Date(2026, 10, 25), 'zh');
    expect(made).not.toHaveBeenCalled();
  } finally {
    made.mockRestore();
  }
});
