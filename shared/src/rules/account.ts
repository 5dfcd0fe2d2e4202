// Spec §5 account rules. Each returns the first failing message key, or null. The server runs the same.
import type { MsgKey } from '../messages';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { isBlank } from './text';

export interface RegisterInput {
  name?: unknown;
  email?: unknown;
  password?: unknown;
  'confirm-password'?: unknown;
}

/** The register form's client checks, in the spec's order. */
export function checkRegisterForm(input: RegisterInput): MsgKey | null {
  if (isBlank(input.name)) return 'fullNameEmpty';
  if (isBlank(input.email)) return 'emailEmpty';
  if (isBlank(input.password)) return 'passwordEmpty';
  if (isBlank(input['confirm-password'])) return 'passwordConfirmEmpty';
  if (input.password !== input['confirm-password']) return 'passwordsMismatch';
  return null;
}

/** The server's password rule: at least 6 characters and at least one number. */
export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && /\d/.test(password);
}

/** Reset password: non-empty and equal to its confirmation. */
export function checkResetPasswordForm(password: string, confirm: string): MsgKey | null {
  if (isBlank(password) || password !== confirm) return 'checkPassword';
  return null;
}
