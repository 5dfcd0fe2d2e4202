import { renderHook } from '@testing-library/react';
import { i18n } from '@kala/shared';
import { useShortTime } from './short-time';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();
const labels = (...seconds: number[]) => {
  const { result, unmount } = renderHook(() => useShortTime());
  const said = seconds.map((s) => result.current(ago(s), NOW));
  unmount();
  return said;
};

afterAll(() => i18n.changeLanguage('en'));

it('labels times with s, m, h, d and y (spec §9) in English, in words with Devanagari digits in Nepali, and in Chinese', async () => {
  expect(labels(0, 5, 3 * 60, 2 * 3600, 4 * 86_400, 40 * 86_400, 400 * 86_400)).toEqual(['0s', '5s', '3m', '2h', '4d', '40d', '1y']);
  await i18n.changeLanguage('ne');
  expect(labels(12 * 60, 3 * 86_400)).toEqual(['१२ मिनेट', '३ दिन']);
  await i18n.changeLanguage('zh');
  expect(labels(8 * 60)).toEqual(['8分钟']);
});
