import { checkoutTotals, formatPaisa, shippingFilled, shippingProblems } from '.';
import { COMMERCE_MSG } from '../contracts/commerce/errors';

const GOOD = { name: 'Maya', email: 'maya@kala.test', phone: '(981) 234-5678', country: 'Nepal', city: 'Pokhara', state: 'Gandaki', postalCode: '33700', address: 'Lakeside 4' };

describe('checkout totals (spec §9, paisa)', () => {
  it('rounds the total and the grand total to the rupee, keeps the tax to the paisa', () => {
    expect(checkoutTotals([{ pricePaisa: 99_950, qty: 1 }])).toEqual({ totalPaisa: 100_000, taxPaisa: 13_000, shippingPaisa: 5_000, grandTotalPaisa: 118_000 });
    expect(checkoutTotals([{ pricePaisa: 99_900, qty: 1 }, { pricePaisa: 100, qty: 2 }])).toEqual({ totalPaisa: 100_100, taxPaisa: 13_013, shippingPaisa: 5_000, grandTotalPaisa: 118_100 });
    // 333 → tax 43.29; 333 + 43.29 + 50 = 426.29 → 426.
    expect(checkoutTotals([{ pricePaisa: 33_300, qty: 1 }]).grandTotalPaisa).toBe(42_600);
  });

  it("displays 'NPR. {price}'", () => {
    expect(formatPaisa(2_500_000)).toBe('NPR. 25,000');
    expect(formatPaisa(13_013)).toBe('NPR. 130.13');
  });
});

describe('shipping checks (spec §5, in order)', () => {
  const first = (patch: object) => shippingProblems({ ...GOOD, ...patch })[0]?.key;
  it('gives each message for its bad input', () => {
    expect(first({})).toBeUndefined();
    expect(first({ name: ' ' })).toBe('nameRequired');
    expect(first({ email: '' })).toBe('emailRequired');
    expect(first({ email: 'maya@' })).toBe('emailInvalid');
    expect(first({ phone: '' })).toBe('phoneRequired');
    expect(first({ phone: '98123abc78' })).toBe('phoneInvalid');
    expect(first({ phone: '981234' })).toBe('phoneInvalid');
    expect(first({ phone: '+98123456789' })).toBe('phoneTenDigits');
    expect(first({ country: '' })).toBe('countryRequired');
    expect(first({ city: '' })).toBe('cityRequired');
    expect(first({ state: '' })).toBe('stateRequired');
    expect(first({ postalCode: '' })).toBe('postalCodeRequired');
    expect(first({ postalCode: '4460' })).toBe('postalCodeInvalid');
    expect(first({ postalCode: '44600-1234' })).toBeUndefined();
    expect(first({ address: '' })).toBe('addressRequired');
  });

  it('reports them in the spec order and enables the tabs only when every required field is filled', () => {
    expect(shippingProblems({}).map((p) => COMMERCE_MSG[p.key])).toEqual([
      'Name field is required', 'Email field is required', 'Phone field is required', 'Country field is required', 'City field is required',
      'State field is required', 'Postal Code is required', 'Address field is required',
    ]);
    expect(shippingFilled(GOOD)).toBe(true);
    expect(shippingFilled({ ...GOOD, address: '' })).toBe(false);
  });
});
