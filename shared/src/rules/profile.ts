// Edit Information rules (spec §5 Profile and Shipping info). The form shows them; the server runs the same.
import type { MsgKey } from '../messages';
import { PROFILE_LIMITS } from '../constants';
import { isBlank, type FieldProblem } from './text';

export interface ShippingInput {
  name?: string;
  email?: string;
  phoneNumber?: string;
  country?: string;
  state?: string;
  city?: string;
  postalCode?: string;
  address?: string;
  address2?: string;
}
export type ShippingField = keyof ShippingInput;
export const SHIPPING_FIELDS: readonly ShippingField[] = ['name', 'email', 'phoneNumber', 'country', 'state', 'city', 'postalCode', 'address', 'address2'];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, an optional leading plus, brackets, spaces and dashes; exactly 10 digits. */
const PHONE_CHARS = /^\+?[\d\s()-]+$/;
const POSTAL = /^\d{5}(-\d{4})?$/;

function phoneProblem(phone: string): MsgKey | null {
  if (isBlank(phone)) return 'shippingPhoneRequired';
  const digits = phone.replace(/\D/g, '').length;
  if (PHONE_CHARS.test(phone) && digits === 10) return null;
  return PHONE_CHARS.test(phone) && phone.length > 9 ? 'shippingPhoneDigits' : 'shippingPhoneInvalid';
}

/** The spec's shipping checks, in its order, one problem per field. */
export function shippingProblems(s: ShippingInput): FieldProblem<ShippingField>[] {
  const checks: [ShippingField, MsgKey | null][] = [
    ['name', isBlank(s.name) ? 'shippingNameRequired' : null],
    ['email', isBlank(s.email) ? 'shippingEmailRequired' : EMAIL.test(s.email!.trim()) ? null : 'shippingEmailInvalid'],
    ['phoneNumber', phoneProblem(s.phoneNumber ?? '')],
    ['country', isBlank(s.country) ? 'shippingCountryRequired' : null],
    ['city', isBlank(s.city) ? 'shippingCityRequired' : null],
    ['state', isBlank(s.state) ? 'shippingStateRequired' : null],
    ['postalCode', isBlank(s.postalCode) ? 'shippingPostalRequired' : POSTAL.test(s.postalCode!.trim()) ? null : 'shippingPostalInvalid'],
    ['address', isBlank(s.address) ? 'shippingAddressRequired' : null],
  ];
  return checks.flatMap(([field, key]) => (key ? [{ field, key }] : []));
}

/** Shipping info on the profile is optional: checked only once any field of it is filled. */
export const profileShippingProblems = (s: ShippingInput): FieldProblem<ShippingField>[] =>
  SHIPPING_FIELDS.some((f) => !isBlank(s[f])) ? shippingProblems(s) : [];

/** MM/DD/YYYY (the spec's format for the date of birth) as YYYY-MM-DD, or null when it is not a real past date. */
export function parseDob(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [, month, day, year] = m;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const ok = date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) && Number(year) >= 1900 && date.getTime() <= Date.now();
  return ok ? `${year}-${month}-${day}` : null;
}

/** YYYY-MM-DD (a date input's value) as MM/DD/YYYY, what the call sends. */
export const dobForCall = (iso: string): string => (iso ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}` : '');

export type ProfileField = 'name' | 'dob' | 'address' | 'biography' | 'achievements';

/**
 * The basic info: full name required, a real date of birth when given, text lengths. `bikramSambat`: the date
 * was typed in Bikram Sambat (the Nepali form), whose message names that field's year-month-day format.
 */
export function profileProblems(
  p: { name?: string; dob?: string; biography?: string; achievements?: string; address?: string },
  options: { bikramSambat?: boolean } = {},
): FieldProblem<ProfileField>[] {
  const long = (v?: string) => (v ?? '').length > PROFILE_LIMITS.textMax;
  const checks: [ProfileField, MsgKey | null][] = [
    ['name', isBlank(p.name) ? 'profileNameRequired' : null],
    ['dob', p.dob && !parseDob(p.dob) ? (options.bikramSambat ? 'dobInvalidBs' : 'dobInvalid') : null],
    ['address', long(p.address) ? 'invalidInput' : null],
    ['biography', long(p.biography) ? 'invalidInput' : null],
    ['achievements', long(p.achievements) ? 'invalidInput' : null],
  ];
  return checks.flatMap(([field, key]) => (key ? [{ field, key }] : []));
}
