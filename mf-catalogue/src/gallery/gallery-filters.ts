// Filter and sort live in the URL query (?sort=pricehigh&price=0,50000), so a view can be shared and
// survives a reload. This module turns the query into filters, filters into a query, and filters into the
// server's parameters. Defaults are left out of the URL to keep shared links short.
import { ARTWORK_LIMITS, DEFAULT_ORDER_BY, ORDER_BY, PRICE_SLIDER, type OrderBy } from '@kala/shared';
import type { AlertCriteria } from '@kala/shared/alerts';

export type PriceRange = readonly [min: number, max: number];

export interface GalleryFilters {
  sort: OrderBy;
  price: PriceRange;
}

export const FULL_PRICE_RANGE: PriceRange = [PRICE_SLIDER.min, PRICE_SLIDER.max];

const clampToSlider = (value: number): number => {
  const snapped = Math.round(value / PRICE_SLIDER.step) * PRICE_SLIDER.step;
  return Math.min(PRICE_SLIDER.max, Math.max(PRICE_SLIDER.min, snapped));
};

/** A hand-edited or stale link still gives a valid range: snapped to the step, inside the slider, ordered. */
export function parsePrice(raw: string | null): PriceRange {
  const parts = (raw ?? '').split(',');
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return FULL_PRICE_RANGE;
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isFinite(n))) return FULL_PRICE_RANGE;
  const [a, b] = numbers.map(clampToSlider) as [number, number];
  return a <= b ? [a, b] : [b, a];
}

/** Recommended is for logged-in users only (spec §4); anyone else gets the default. */
export function parseSort(raw: string | null, loggedIn: boolean): OrderBy {
  const known = ORDER_BY.find((o) => o === raw);
  if (!known || (known === 'recommended' && !loggedIn)) return DEFAULT_ORDER_BY;
  return known;
}

export function parseFilters(query: URLSearchParams, loggedIn: boolean): GalleryFilters {
  return { sort: parseSort(query.get('sort'), loggedIn), price: parsePrice(query.get('price')) };
}

export const isFullRange = ([min, max]: PriceRange): boolean => min === PRICE_SLIDER.min && max === PRICE_SLIDER.max;

/** The query for the given filters; other parameters already in the URL are kept. */
export function filtersToQuery(filters: GalleryFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters.sort === DEFAULT_ORDER_BY) next.delete('sort');
  else next.set('sort', filters.sort);
  if (isFullRange(filters.price)) next.delete('price');
  else next.set('price', filters.price.join(','));
  return next;
}

/**
 * The server's price parameter. The slider stops at 5,000,000 but works may cost up to 10,000,000, so the
 * top of the slider means "and above": it sends the artwork price limit instead. The full range sends
 * nothing, so no work is left out.
 */
export function priceParam(range: PriceRange): string | undefined {
  if (isFullRange(range)) return undefined;
  const [min, max] = range;
  return `${min},${max === PRICE_SLIDER.max ? ARTWORK_LIMITS.price : max}`;
}

/** What "Alert me to similar works" saves from a listing: its category (not 'all') and its price range (an end at the slider's end is open). */
export const alertCriteria = (cat: string, price: PriceRange): AlertCriteria => ({
  category: cat === 'all' ? null : cat,
  priceMin: price[0] > PRICE_SLIDER.min ? price[0] : null,
  priceMax: price[1] < PRICE_SLIDER.max ? price[1] : null,
});
