// Spec §5 shipping checks, in the spec's order; the checkout form and the server run the same.
import { EMAIL_PATTERN, isBlank } from '../rules/text';
import type { CommerceMsgKey } from '../contracts/commerce/errors';

export const SHIPPING_FIELDS = ['name', 'email', 'phone', 'country', 'city', 'state', 'postalCode', 'address', 'address2'] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingAddress = Record<ShippingField, string>;

/** The fields the order and payment tabs wait for (address line 2 is optional). */
export const REQUIRED_SHIPPING_FIELDS = SHIPPING_FIELDS.filter((f) => f !== 'address2');

/** Digits with an optional leading plus and brackets. */
const PHONE_CHARS = /^\+?[\d()\s-]+$/;
const PHONE_DIGITS = 10;
const POSTAL_CODE = /^\d{5}(-\d{4})?$/;

function phoneProblem(phone: string): CommerceMsgKey | null {
  if (!PHONE_CHARS.test(phone)) return 'phoneInvalid';
  const digits = phone.replace(/\D/g, '').length;
  if (digits > PHONE_DIGITS) return 'phoneTenDigits';
  return digits === PHONE_DIGITS ? null : 'phoneInvalid';
}

/** Every failing check with its field, in the spec's order (the first is the toast). */
export function shippingProblems(input: Partial<Record<ShippingField, unknown>>): { field: ShippingField; key: CommerceMsgKey }[] {
  const v = (f: ShippingField) => String(input[f] ?? '').trim();
  const checks: [ShippingField, CommerceMsgKey | null][] = [
    ['name', isBlank(input.name) ? 'nameRequired' : null],
    ['email', isBlank(input.email) ? 'emailRequired' : EMAIL_PATTERN.test(v('email')) ? null : 'emailInvalid'],
    ['phone', isBlank(input.phone) ? 'phoneRequired' : phoneProblem(v('phone'))],
    ['country', isBlank(input.country) ? 'countryRequired' : null],
    ['city', isBlank(input.city) ? 'cityRequired' : null],
    ['state', isBlank(input.state) ? 'stateRequired' : null],
    ['postalCode', isBlank(input.postalCode) ? 'postalCodeRequired' : POSTAL_CODE.test(v('postalCode')) ? null : 'postalCodeInvalid'],
    ['address', isBlank(input.address) ? 'addressRequired' : null],
  ];
  return checks.flatMap(([field, key]) => (key ? [{ field, key }] : []));
}

/** True when every required field has something in it (spec §4: what enables the Order and Payment tabs). */
export const shippingFilled = (input: Partial<Record<ShippingField, unknown>>): boolean => REQUIRED_SHIPPING_FIELDS.every((f) => !isBlank(input[f]));

/** An address as lines, for display. */
export const addressLines = (s: ShippingAddress): string[] =>
  [s.name, s.address, s.address2, `${s.city} ${s.postalCode}`.trim(), [s.state, s.country].filter(Boolean).join(', '), s.phone].filter(Boolean);
