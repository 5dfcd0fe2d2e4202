/** '?a=1&b=x' from parameters, undefined and null left out; '' when none is left. */
export function queryString(params: Record<string, unknown>): string {
  const pairs = Object.entries(params)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))}`);
  return pairs.length ? `?${pairs.join('&')}` : '';
}
