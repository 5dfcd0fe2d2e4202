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
  /** Each field's bad inputs, each with the message it gives: [value, message key]. */
  const BAD: Record<keyof typeof GOOD, [string, string][]> = {
    name: [[' ', 'nameRequired']],
    email: [['', 'emailRequired'], ['maya@', 'emailInvalid']],
    phone: [['', 'phoneRequired'], ['98123abc78', 'phoneInvalid'], ['981234', 'phoneInvalid'], ['+98123456789', 'phoneTenDigits']],
    country: [['', 'countryRequired']],
    city: [['', 'cityRequired']],
    state: [['', 'stateRequired']],
    postalCode: [['', 'postalCodeRequired'], ['4460', 'postalCodeInvalid']],
    address: [['', 'addressRequired']],
  };
  it.each(Object.entries(BAD).flatMap(([field, cases]) => cases.map(([value, key]) => [field, value, key])))('%s %p gives %s', (field, value, key) => {
    expect(first({ [field]: value })).toBe(key);
  });

  it('gives none for good input', () => {
    expect(first({})).toBeUndefined();
    expect(first({ postalCode: '44600-1234' })).toBeUndefined();
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
