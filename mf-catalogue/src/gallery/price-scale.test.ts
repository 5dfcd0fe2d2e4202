import { PRICE_SLIDER } from '@kala/shared';
import { PRICE_POSITIONS, positionOf, priceAt } from './price-scale';

describe('price slider scale', () => {
  it("keeps the spec's ends and step", () => {
    expect(priceAt(0)).toBe(PRICE_SLIDER.min);
    expect(priceAt(PRICE_POSITIONS)).toBe(PRICE_SLIDER.max);
    for (let p = 0; p <= PRICE_POSITIONS; p++) expect(priceAt(p) % PRICE_SLIDER.step).toBe(0);
  });

  it('gives prices under 350,000 three quarters of the track', () => {
    expect(priceAt(PRICE_POSITIONS * 0.75)).toBe(350_000);
    expect(priceAt(PRICE_POSITIONS / 2)).toBe(100_000);
  });

  it('moves at least one step per arrow key, always upwards', () => {
    for (let p = 1; p <= PRICE_POSITIONS; p++) expect(priceAt(p) - priceAt(p - 1)).toBeGreaterThanOrEqual(PRICE_SLIDER.step);
  });

  it('finds the position of a price (the inverse), clamped to the range', () => {
    for (let p = 0; p <= PRICE_POSITIONS; p++) expect(positionOf(priceAt(p))).toBe(p);
    expect(positionOf(-5)).toBe(0);
    expect(positionOf(9_000_000)).toBe(PRICE_POSITIONS);
  });
});
