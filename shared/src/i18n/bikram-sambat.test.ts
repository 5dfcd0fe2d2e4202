// Bikram Sambat (issue 25): the shared formatter against known conversions. New year days (1 Baisakh) from
// Nepal's published calendars, and the issue's own example (25 Nov 2026 = 2083 Mangsir 9).
import { bikramSambatField, formatDate, formatDateRange, loadBikramSambat, parseBikramSambat, toBikramSambat } from './dates';

const NEW_YEARS: [number, string][] = [
  [2079, '2022-04-14'],
  [2080, '2023-04-14'],
  [2081, '2024-04-13'],
  [2082, '2025-04-14'],
  [2083, '2026-04-14'],
];
const local = (iso: string) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

beforeAll(async () => {
  await loadBikramSambat();
});

describe('Bikram Sambat dates', () => {
  it.each(NEW_YEARS)('1 Baisakh %i is %s, both ways', (year, iso) => {
    expect(parseBikramSambat(`${year}-01-01`)).toBe(iso);
    const bs = toBikramSambat(local(iso))!;
    expect([bs.getYear(), bs.getMonth(), bs.getDate()]).toEqual([year, 0, 1]);
    // The day before is the last of Chaitra of the year before.
    const eve = toBikramSambat(new Date(local(iso).getTime() - 12 * 3_600_000))!;
    expect([eve.getYear(), eve.getMonth()]).toEqual([year - 1, 11]);
  });

  it('writes Nepali month names and Devanagari digits', () => {
    expect(formatDate(new Date(2026, 10, 25), 'ne')).toBe('२०८३ मंसिर ९');
    expect(formatDate(local('2024-04-13'), 'ne')).toBe('२०८१ बैशाख १');
    expect(formatDate(new Date(2026, 10, 25, 14, 5), 'ne', { withTime: true })).toBe('२०८३ मंसिर ९, १४:०५');
    expect(formatDate(new Date(2026, 10, 25), 'en')).toBe('Nov 25, 2026');
  });

  it('writes ranges within a month, across months and across years', () => {
    expect(formatDateRange(new Date(2026, 10, 25), new Date(2026, 10, 30), 'ne')).toBe('२०८३ मंसिर ९–१४');
    expect(formatDateRange(new Date(2026, 10, 25), new Date(2026, 11, 25), 'ne')).toBe('२०८३ मंसिर ९\u2009–\u2009पौष १०');
    expect(formatDateRange(new Date(2026, 2, 1), new Date(2026, 4, 1), 'ne')).toBe('२०८२ फाल्गुण १७\u2009–\u2009२०८३ बैशाख १८');
  });

  it('falls back to the Gregorian Nepali date outside the converter’s years', () => {
    expect(formatDate(new Date(1930, 1, 1), 'ne')).toBe('१९३० फेब्रुअरी १');
  });

  it('reads a typed BS date of birth in either digits and shows the stored Gregorian one in BS', () => {
    expect(parseBikramSambat('२०४७-०५-१२')).toBe('1990-08-28');
    expect(parseBikramSambat('2047/5/12')).toBe('1990-08-28');
    expect(bikramSambatField('1990-08-28')).toBe('२०४७-०५-१२');
    expect(parseBikramSambat('2047-13-01')).toBeNull();
    expect(parseBikramSambat('2047-05-40')).toBeNull();
    expect(parseBikramSambat('05/12/1990')).toBeNull();
    expect(bikramSambatField('')).toBe('');
  });
});
