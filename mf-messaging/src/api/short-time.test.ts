import { shortTime } from './short-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

it('labels times with s, m, h, d and y (spec §9), in Devanagari digits for Nepali', () => {
  expect([ago(5), ago(3 * 60), ago(2 * 3600), ago(4 * 86_400), ago(400 * 86_400)].map((iso) => shortTime(iso, 'en', NOW))).toEqual(['5s', '3m', '2h', '4d', '1y']);
  expect(shortTime(ago(0), 'en', NOW)).toBe('0s');
  expect(shortTime(ago(12 * 60), 'ne', NOW)).toBe('१२m');
});
