import { digitsOf, elapsed, formatDigits, formatNumber, formatRupees, intlFormatter, latinDigits, localesOf } from './format';
import { formatDate, formatDateRange, loadBikramSambat, nepaliDate, nepaliDateRange } from './dates';
import { formatPaisa } from '../commerce/money';
import { i18n } from './i18n';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const LATIN_DIGIT = /[0-9]/;

describe('the shared formatter', () => {
  it('groups numbers the language’s way, in its digits', () => {
    expect(formatNumber(123456789, 'en')).toBe('123,456,789');
    expect(formatNumber(123456789, 'zh')).toBe('123,456,789');
    expect(formatNumber(123456789, 'ne')).toBe('१२,३४,५६,७८९');
    expect(formatNumber(1, 'ne')).toBe('१');
    expect(formatDigits(2026, 'ne')).toBe('२०२६');
    expect(formatDigits(2026, 'en')).toBe('2026');
  });

  it('reads Devanagari digits typed as Latin ones, leaving everything else as it is', () => {
    expect(latinDigits('५०,००,०००')).toBe('50,00,000');
    expect(latinDigits('२०४७-०५-१२')).toBe('2047-05-12');
    expect(latinDigits('12 ३४')).toBe('12 34');
    expect(latinDigits(formatNumber(9876543210, 'ne'))).toBe('9,87,65,43,210');
  });

  it('gives Nepali the lakh grouping also where the runtime has no Nepali data (the Hindi fallback of Chromium)', () => {
    // Chromium resolves ['ne-NP', 'hi-IN'] to hi-IN; both must write the same number.
    const hindi = new Intl.NumberFormat('hi-IN', { numberingSystem: 'deva' });
    for (const n of [7, 1234, 123456, 12345678, 2080.5]) expect(hindi.format(n)).toBe(formatNumber(n, 'ne'));
  });

  it('writes every whole number as Intl does, in each language and with the options the pages pass', () => {
    const wholes = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999, 1000000, 12345678, 100000000, 987654321012, Number.MAX_SAFE_INTEGER];
    let seed = 7;
    for (let i = 0; i < 200; i++) wholes.push((seed = (seed * 48271) % 2147483647) * (i % 7 === 0 ? 4099 : 1));
    for (const language of ['en', 'ne', 'zh', 'xx']) {
      for (const options of [undefined, { useGrouping: false }, { maximumFractionDigits: 0 }, { maximumFractionDigits: 2 }]) {
        const intl = new Intl.NumberFormat(localesOf(language), { ...options, numberingSystem: digitsOf(language) });
        for (const n of [...wholes, ...wholes.map((w) => -w)]) expect(`${language} ${formatNumber(n, language, options)}`).toBe(`${language} ${intl.format(n)}`);
      }
    }
    // What the shortcut leaves to Intl: fractions, other options, -0.
    expect(formatNumber(1234.5, 'ne')).toBe('१,२३४.५');
    expect(formatNumber(7, 'en', { minimumIntegerDigits: 2 })).toBe('07');
    expect(formatNumber(-0, 'en')).toBe('-0');
  });

  it('writes prices: the spec’s NPR label in English and Chinese, रु. in Nepali', () => {
    expect(formatRupees(123456, 'en')).toBe('NPR 123,456');
    expect(formatRupees(123456, 'ne')).toBe('रु. १,२३,४५६');
    expect(formatRupees(123456, 'zh')).toBe('NPR 123,456');
    expect(formatPaisa(208_000)).toBe('NPR. 2,080');
    expect(formatPaisa(12_987, 'en')).toBe('NPR. 129.87');
    expect(formatPaisa(208_000, 'ne')).toBe('रु. २,०८०');
  });

  it('writes dates and date ranges in each language (Nepali in Bikram Sambat)', async () => {
    await loadBikramSambat();
    const start = new Date(2026, 10, 15);
    const end = new Date(2026, 11, 25);
    expect(formatDateRange(start, end, 'en')).toBe('Nov 15\u2009–\u2009Dec 25, 2026');
    expect(formatDateRange(start, end, 'zh')).toBe('2026/11/15 – 2026/12/25');
    expect(formatDateRange(start, end, 'ne')).toBe('२०८३ कार्तिक २९\u2009–\u2009पौष १०');
    expect(formatDate(start, 'ne')).toBe('२०८३ कार्तिक २९');
    expect(formatDate(start, 'en')).toBe('Nov 15, 2026');
    expect(formatDate(new Date(2026, 10, 15, 9, 7), 'ne', { withTime: true })).toBe('२०८३ कार्तिक २९, ९:०७');
  });

  it('writes Gregorian Nepali dates (outside the BS table) exactly as ICU’s Nepali does', () => {
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const icu = new Intl.DateTimeFormat('ne', day);
    const icuTime = new Intl.DateTimeFormat('ne', { ...day, hour: 'numeric', minute: '2-digit' });
    const dates = [new Date(2026, 0, 3), new Date(2026, 10, 5, 9, 7), new Date(2026, 10, 20, 23, 59), new Date(2026, 11, 25), new Date(2027, 5, 1, 0, 0)];
    for (const a of dates) {
      expect(nepaliDate(a)).toBe(icu.format(a));
      expect(nepaliDate(a, true)).toBe(icuTime.format(a));
      for (const b of dates) if (b >= a) expect(nepaliDateRange(a, b)).toBe(icu.formatRange(a, b));
    }
  });

  it('finds the largest whole unit of elapsed time', () => {
    expect(elapsed(ago(30), now)).toEqual({ unit: 'second', count: 30 });
    expect(elapsed(ago(90), now)).toEqual({ unit: 'minute', count: 1 });
    expect(elapsed(ago(3 * 86_400 + 5), now)).toEqual({ unit: 'day', count: 3 });
    expect(elapsed(ago(400 * 86_400), now)).toEqual({ unit: 'year', count: 1 });
    expect(elapsed(ago(40 * 86_400), now, 'month')).toEqual({ unit: 'day', count: 40 });
    // A clock a little ahead of the server's is "0 seconds", never "in the future".
    expect(elapsed(ago(-20), now)).toEqual({ unit: 'second', count: 0 });
  });
});

describe('numbers in texts', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('are written in the text’s language whatever the component passes', async () => {
    await i18n.changeLanguage('ne');
    expect(i18n.t('time.day', { count: 3, n: 3 })).toBe('३ दिन पहिले');
    expect(i18n.t('studioCard.followers', { count: 12345 })).not.toMatch(LATIN_DIGIT);
    await i18n.changeLanguage('zh');
    expect(i18n.t('time.day', { count: 3, n: 3 })).toBe('3 天前');
    await i18n.changeLanguage('en');
    expect(i18n.t('time.day', { count: 1, n: 1 })).toBe('1 day ago');
    expect(i18n.t('studioCard.followers', { count: 12345 })).toBe('12,345 Followers');
  });
});

describe('formatters made once', () => {
  it('makes one formatter per language and options, and the same options made anew find it', () => {
    let made = 0;
    const format = intlFormatter((language, options: Intl.NumberFormatOptions) => (made++, new Intl.NumberFormat(language, options)));
    const first = format('en', { maximumFractionDigits: 0 });
    expect(format('en', { maximumFractionDigits: 0 })).toBe(first);
    expect(format('ne', { maximumFractionDigits: 0 })).not.toBe(first);
    expect(format('en')).not.toBe(first);
    expect(made).toBe(3);
    // The numbers stay the reader's: Devanagari in Nepali, whatever was asked before.
    expect(formatNumber(123456, 'ne')).toBe('१,२३,४५६');
    expect(formatNumber(123456, 'en')).toBe('123,456');
    expect(formatNumber(123456, 'ne')).toBe('१,२३,४५६');
  });
});
