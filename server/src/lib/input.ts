// Input that no schema refuses but nothing may store: NUL bytes, and numbers that are not exact.

/** PostgreSQL text cannot hold U+0000. */
export const hasNul = (value: unknown): boolean => typeof value === 'string' && value.includes('\0');

/** Infinity, NaN, or past 2^53 (no longer an exact integer, and past PostgreSQL's bigint soon after). */
export const isUnsafeNumber = (value: unknown): boolean =>
  typeof value === 'number' && !(Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER);

/** True when `value`, or any key or value inside it, is refused by `bad`. */
export function holds(value: unknown, bad: (leaf: unknown) => boolean, depth = 0): boolean {
  if (bad(value)) return true;
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => bad(key) || holds(v, bad, depth + 1));
}
