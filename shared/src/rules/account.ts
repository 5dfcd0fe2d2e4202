// Spec §5 account rules. Each returns the first failing message key, or null. The server runs the same.
import type { MsgKey } from '../messages';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { isBlank, type FieldProblem } from './text';

export interface RegisterInput {
  name?: unknown;
  email?: unknown;
  password?: unknown;
  'confirm-password'?: unknown;
}

export type RegisterField = keyof RegisterInput;

/** Every field's failing check, in the spec's order (the form shows them all at once). */
export function registerProblems(input: RegisterInput): FieldProblem<RegisterField>[] {
  const checks: [RegisterField, MsgKey | null][] = [
    ['name', isBlank(input.name) ? 'fullNameEmpty' : null],
    ['email', isBlank(input.email) ? 'emailEmpty' : null],
    ['password', isBlank(input.password) ? 'passwordEmpty' : null],
    [
      'confirm-password',
      isBlank(input['confirm-password']) ? 'passwordConfirmEmpty' : !isBlank(input.password) && input.password !== input['confirm-password'] ? 'passwordsMismatch' : null,
    ],
  ];
  return checks.flatMap(([field, key]) => (key ? [{ field, key }] : []));
}

/** The register form's client checks, in the spec's order: the first failing one. */
export function checkRegisterForm(input: RegisterInput): MsgKey | null {
  return registerProblems(input)[0]?.key ?? null;
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

/** Forgot password: nothing is sent without an email (spec §5); the field says why. */
export const forgotPasswordProblems = (email: string): FieldProblem<'email'>[] => (isBlank(email) ? [{ field: 'email', key: 'emailEmpty' }] : []);

/** Reset password per field: an empty password, or a confirmation that differs ('Please check your password'). */
export function resetPasswordProblems(password: string, confirm: string): FieldProblem<'password' | 'confirm'>[] {
  if (isBlank(password)) return [{ field: 'password', key: 'checkPassword' }];
  return password === confirm ? [] : [{ field: 'confirm', key: 'checkPassword' }];
}
