// Conversation time labels (spec §2, §9): s, m, h, d, y — '45s', '3m', '2h', '5d', '1y', with Nepali
// counts in Devanagari digits like the rest of the page.
import { localDigits } from '@kala/shared';

const UNITS = [
  ['y', 365 * 86_400],
  ['d', 86_400],
  ['h', 3_600],
  ['m', 60],
  ['s', 1],
] as const;

export function shortTime(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  const [unit, size] = UNITS.find(([, s]) => seconds >= s) ?? UNITS[UNITS.length - 1];
  return `${localDigits(Math.floor(seconds / size), language)}${unit}`;
}
