// Account flows: register, verify email, login, password reset, social sign-in.
// Codes and reset tokens are random, stored as sha256, expire, and are consumed by one atomic UPDATE.
import { AUTH } from '@kala/shared/constants';
import { MSG_CODED } from '@kala/shared/messages';
import { EMAIL_PATTERN, checkRegisterForm, isBlank, isStrongEnoughPassword } from '@kala/shared/rules';
import type { User } from '@kala/shared/contracts/people';
import { withValues, type CodedText } from '@kala/shared/errors';
import type { Db } from '../../db';
import { isUniqueViolation, lockFor } from '../../db';
import { hashPassword, randomCode, randomToken, sha256, unmatchableHash, verifyPassword } from '../../lib/crypto';
import { HttpError, badRequest, forbidden, notFound, tooManyRequests } from '../../lib/http-error';
import type { Mailer } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';
import {
  findByProvider,
  findUserByEmail,
  findUserJson,
  insertMember,
  insertProviderMember,
  linkProvider,
  markEmailVerified,
  normaliseEmail,
  setNewPassword,
  type ProviderColumn,
  type UserRow,
} from '../users/repository';
import type { DeviceCookies } from './device-cookie';
import { accountKey, clearAccount, clearAfterSuccess, countersOf, recordFailure, secondsLocked } from './login-throttle';
import type { SocialProfile } from './providers';
import type { TokenService } from '../../lib/tokens';
import type { RegisterBody } from './schemas';

export interface AuthDeps {
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  devices: DeviceCookies;
  /** The site's origin, for links in mails. */
  publicUrl: string;
  /** scrypt's cost for new password hashes (config.passwordCost). */
  passwordCost: number;
}

/** A password login as it arrives: who the browser says it is, from where, with which cookies. */
export interface LoginAttempt {
  email: string;
  password: string;
  /** The caller's address (request.ip). */
  address: string;
  cookieHeader: string | undefined;
}

export interface Session {
  user: User;
  token: string;
}


const minutesFromNow = (minutes: number): Date => new Date(Date.now() + minutes * 60_000);

/** Every problem of the register form, the spec's client checks first (the client shows the first). */
export function registerErrors(body: RegisterBody): CodedText[] {
  const errors: CodedText[] = [];
  const formError = checkRegisterForm(body);
  if (formError) errors.push(MSG_CODED[formError]);
  if (!isBlank(body.email) && !EMAIL_PATTERN.test(String(body.email).trim())) errors.push(MSG_CODED.emailInvalid);
  if (!isBlank(body.password) && !isStrongEnoughPassword(String(body.password))) errors.push(MSG_CODED.passwordRule);
  return errors;
}

// The one-time secrets a user is mailed, by table and the column holding the hash (fixed names, never input).
const SECRET_TABLES = {
  email_codes: 'code_hash',
  reset_tokens: 'token_hash',
} as const;

/**
 * Invalidates the user's earlier secrets of this kind (only the newest mail works) and stores the new one
 * hashed. At most AUTH.secretMailsPerHour an hour: beyond that 429, and the newest link mailed keeps working
 * (anyone can ask for a reset or a code for any address; a loop once mailed it on and on, each mail killing
 * the link the owner had just been sent).
 */
async function storeNewestSecret(db: Db, table: keyof typeof SECRET_TABLES, userId: string, secret: string, ttlMinutes: number): Promise<void> {
  await db.tx(async (t) => {
    // One account's requests in turn, so the count holds under concurrent asks.
    await lockFor(t, `${table}:${userId}`);
    const recent = await t.one<{ n: string; oldest: Date | null }>(
      `select count(*) as n, min(created_at) as oldest from ${table} where user_id = $1 and created_at > now() - interval '1 hour'`,
      [userId],
    );
    if (Number(recent?.n) >= AUTH.secretMailsPerHour) {
      const freeAt = new Date(recent!.oldest!).getTime() + 3600_000;
      throw tooManyRequests(Math.max(1, Math.ceil((freeAt - Date.now()) / 1000)));
    }
    await t.query(`update ${table} set used_at = now() where user_id = $1 and used_at is null`, [userId]);
    await t.query(`insert into ${table} (user_id, ${SECRET_TABLES[table]}, expires_at) values ($1, $2, $3)`, [
      userId,
      sha256(secret),
      minutesFromNow(ttlMinutes),
    ]);
  });
}

/** Invalidates earlier codes (only the newest mail works), stores the new one hashed, mails it. */
async function sendVerificationCode(deps: AuthDeps, user: Pick<UserRow, 'id' | 'email' | 'name'>): Promise<void> {
  const code = randomCode();
  await storeNewestSecret(deps.db, 'email_codes', user.id, code, AUTH.verifyCodeTtlMinutes);
  await deps.mailer.send(verificationMail(user.email, user.name, code));
}

export async function register(deps: AuthDeps, body: RegisterBody): Promise<void> {
  const errors = registerErrors(body);
  if (errors.length > 0) throw badRequest(errors);
  const email = normaliseEmail(String(body.email));
  const name = String(body.name).trim();
  const passwordHash = await hashPassword(String(body.password), deps.passwordCost);
  let user: UserRow | null;
  try {
    user = await insertMember(deps.db, name, email, passwordHash);
  } catch (err) {
    // The unique index decides, so two simultaneous registrations cannot both win.
    if (isUniqueViolation(err)) throw badRequest([MSG_CODED.emailTaken]);
    throw err;
  }
  if (user) await sendVerificationCode(deps, user);
}

export async function verifyEmail(deps: AuthDeps, code: string): Promise<void> {
  const verified = await deps.db.tx(async (t) => {
    const used = await t.one<{ user_id: string }>(
      `update email_codes set used_at = now()
       where code_hash = $1 and used_at is null and expires_at > now() returning user_id`,
      [sha256(code.trim().toUpperCase())],
    );
    if (used) await markEmailVerified(t, used.user_id);
    return used !== null;
  });
  if (!verified) throw new HttpError(400, 'invalid', MSG_CODED.codeInvalid);
}

export async function resendVerification(deps: AuthDeps, email: string): Promise<CodedText> {
  const user = isBlank(email) ? null : await findUserByEmail(deps.db, email);
  if (!user) throw new HttpError(404, 'not-found', MSG_CODED.emailNotAssociated);
  // A verified address has nothing to verify: no mail, the same answer.
  if (!user.email_verified) await sendVerificationCode(deps, user);
  return withValues(MSG_CODED.emailSent, { email: user.email });
}

async function sessionFor(deps: AuthDeps, user: Pick<UserRow, 'id' | 'role' | 'token_version'>): Promise<Session> {
  const json = await findUserJson(deps.db, user.id);
  if (!json) throw notFound();
  return { user: json, token: await deps.tokens.sign(user.id, user.role, user.token_version) };
}

/**
 * Failed logins are throttled per account and per address, or per device for a browser that logged in to
 * the account before (login-throttle.ts). A locked attempt is refused before the password is looked at, so
 * its answer never tells whether the password was right. A success trusts this browser from then on.
 */
export async function login(deps: AuthDeps, { email, password, address, cookieHeader }: LoginAttempt): Promise<Session & { deviceCookie: string }> {
  const user = isBlank(email) ? null : await findUserByEmail(deps.db, email);
  const account = accountKey(email);
  const device = user && account ? deps.devices.trustedDevice(cookieHeader, account, user.token_version) : null;
  const counters = countersOf(account, address, device);
  const wait = await secondsLocked(deps.db, counters);
  if (wait > 0) throw tooManyRequests(wait);
  // Hash even for an unknown email, so timing does not tell which addresses have accounts.
  const ok = await verifyPassword(password ?? '', user?.password_hash ?? unmatchableHash(deps.passwordCost));
  if (!user || !account || !ok) {
    await recordFailure(deps.db, counters);
    throw new HttpError(401, 'error', MSG_CODED.invalidCredentials);
  }
  await clearAfterSuccess(deps.db, counters);
  if (!user.email_verified) throw forbidden('unverified', MSG_CODED.verifyYourEmail);
  if (user.suspended_at) throw forbidden('suspended', MSG_CODED.accountSuspended);
  return { ...(await sessionFor(deps, user)), deviceCookie: deps.devices.issue(account, user.token_version) };
}

export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = isBlank(email) ? null : await findUserByEmail(deps.db, email);
  if (!user) throw new HttpError(404, 'not-found', MSG_CODED.emailNotFound);
  const token = randomToken();
  await storeNewestSecret(deps.db, 'reset_tokens', user.id, token, AUTH.resetTokenTtlMinutes);
  await deps.mailer.send(resetPasswordMail(user.email, user.name, `${deps.publicUrl}/resetpassword/${token}`));
}

function resetErrors(password: string, confirm: string): CodedText[] {
  if (isBlank(password)) return [MSG_CODED.passwordEmpty];
  const errors: CodedText[] = [];
  if (!isStrongEnoughPassword(password)) errors.push(MSG_CODED.passwordRule);
  if (password !== confirm) errors.push(MSG_CODED.passwordsMismatch);
  return errors;
}

/** Sets the new password; answers whose it is and their new token version (older sessions are over). */
export async function resetPassword(deps: AuthDeps, token: string, password: string, confirm: string): Promise<{ userId: string; version: number }> {
  const tokenHash = sha256(token);
  const live = 'token_hash = $1 and used_at is null and expires_at > now()';
  if (!(await deps.db.one(`select 1 from reset_tokens where ${live}`, [tokenHash]))) {
    throw new HttpError(404, 'not-found', MSG_CODED.resetTokenInvalid);
  }
  const errors = resetErrors(password ?? '', confirm ?? '');
  if (errors.length > 0) throw new HttpError(400, 'validate-error', errors);
  const passwordHash = await hashPassword(password, deps.passwordCost);
  const reset = await deps.db.tx(async (t) => {
    const used = await t.one<{ user_id: string }>(`update reset_tokens set used_at = now() where ${live} returning user_id`, [tokenHash]);
    if (!used) return null;
    // The mailed link proves the address, so a reset also verifies it; a new token version ends every
    // session signed before (someone who knew the old password must not stay logged in).
    return setNewPassword(t, used.user_id, passwordHash);
  });
  if (!reset) throw new HttpError(404, 'not-found', MSG_CODED.resetTokenInvalid);
  // The owner proved the address: earlier failed logins no longer hold the account back.
  await clearAccount(deps.db, accountKey(reset.email));
  return { userId: reset.id, version: reset.token_version };
}

/** Logs a token out (its SHA-256): refused by every session check until it would have expired anyway. */
export async function endSession(db: Db, tokenHash: string, expiresAt: number): Promise<void> {
  await db.query('insert into revoked_sessions (token_hash, expires_at) values ($1, to_timestamp($2)) on conflict do nothing', [tokenHash, expiresAt]);
}

export const pruneEndedSessions = (db: Db) => db.query('delete from revoked_sessions where expires_at < now()');

export async function authenticate(deps: AuthDeps, userId: string | null): Promise<User> {
  const user = userId ? await findUserJson(deps.db, userId) : null;
  if (!user) throw new HttpError(401, 'error', MSG_CODED.pleaseLoginFirst);
  return user;
}

/**
 * The provider has checked the person. A known provider id or email logs in (linking the provider id);
 * otherwise a verified account is created: the provider has already confirmed the address.
 */
export async function socialSignIn(deps: AuthDeps, profile: SocialProfile): Promise<Session> {
  const column: ProviderColumn = profile.provider === 'google' ? 'google_id' : 'facebook_id';
  const email = normaliseEmail(profile.email);
  const user = await deps.db.tx(async (t) => {
    const existing = await findByProvider(t, column, profile.subject, email);
    if (existing) return linkProvider(t, existing.id, column, profile.subject);
    return insertProviderMember(t, column, { ...profile, email });
  });
  if (!user) throw notFound();
  if (user.suspended_at) throw forbidden('suspended', MSG_CODED.accountSuspended);
  return sessionFor(deps, user);
}
