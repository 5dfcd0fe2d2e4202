// The price slider's scale. The spec's range (0 to 5,000,000, step 500) stays, but almost every work costs
// under 350,000: on a linear track that is the leftmost 7 %. Piecewise linear instead, a quarter of the
// track each: 0–25,000, 25,000–100,000, 100,000–350,000, and 350,000–5,000,000 in the last quarter.
import { PRICE_SLIDER } from '@kala/shared';

/** Prices at 0, ¼, ½, ¾ and the end of the track. */
export const PRICE_KNOTS = [PRICE_SLIDER.min, 25_000, 100_000, 350_000, PRICE_SLIDER.max] as const;

/** Positions per quarter: one arrow key in the cheapest quarter moves a whole step (25,000 / 50 = 500). */
const PER_SEGMENT = 50;
export const PRICE_POSITIONS = PER_SEGMENT * (PRICE_KNOTS.length - 1);

const snap = (price: number) => Math.round(price / PRICE_SLIDER.step) * PRICE_SLIDER.step;

/** The price at a slider position (0 … PRICE_POSITIONS), on the spec's step. */
export function priceAt(position: number): number {
  const p = Math.min(Math.max(position, 0), PRICE_POSITIONS);
  const segment = Math.min(Math.floor(p / PER_SEGMENT), PRICE_KNOTS.length - 2);
  const from = PRICE_KNOTS[segment]!;
  const to = PRICE_KNOTS[segment + 1]!;
  return snap(from + ((to - from) * (p - segment * PER_SEGMENT)) / PER_SEGMENT);
}

/** The nearest slider position of a price (the inverse of priceAt, for a typed price or the URL's). */
export function positionOf(price: number): number {
  const v = Math.min(Math.max(price, PRICE_SLIDER.min), PRICE_SLIDER.max);
  const segment = PRICE_KNOTS.findIndex((knot, i) => i > 0 && v <= knot) - 1;
  const from = PRICE_KNOTS[segment]!;
  const to = PRICE_KNOTS[segment + 1]!;
  return Math.round(segment * PER_SEGMENT + ((v - from) / (to - from)) * PER_SEGMENT);
}
