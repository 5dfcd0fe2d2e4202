import { filtersToQuery, parseFilters, parsePrice, parseSort, priceParam } from './gallery-filters';

describe('gallery filters in the URL', () => {
  it('reads sort and price from the query', () => {
    expect(parseFilters(new URLSearchParams('sort=pricehigh&price=0,50000'), false)).toEqual({ sort: 'pricehigh', price: [0, 50000] });
  });

  it('gives logged-out visitors the default sort instead of recommended', () => {
    expect(parseSort('recommended', false)).toBe('new');
    expect(parseSort('recommended', true)).toBe('recommended');
    expect(parseSort('cheapest', true)).toBe('new');
  });

  it('repairs hand-edited prices: snapped to 500, inside the slider, ordered', () => {
    expect(parsePrice('90000,1260')).toEqual([1500, 90000]);
    expect(parsePrice('-5,99999999')).toEqual([0, 5_000_000]);
    expect(parsePrice('abc')).toEqual([0, 5_000_000]);
    expect(parsePrice('100,')).toEqual([0, 5_000_000]);
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const query = filtersToQuery({ sort: 'new', price: [0, 5_000_000] }, new URLSearchParams('sort=pricelow&price=0,500&ref=mail'));
    expect(query.toString()).toBe('ref=mail');
    expect(filtersToQuery({ sort: 'pricelow', price: [500, 20000] }, new URLSearchParams()).toString()).toBe('sort=pricelow&price=500%2C20000');
  });

  it('sends no price for the full range and treats the slider top as "and above"', () => {
    expect(priceParam([0, 5_000_000])).toBeUndefined();
    expect(priceParam([0, 50000])).toBe('0,50000');
    expect(priceParam([100000, 5_000_000])).toBe('100000,10000000');
  });
});
