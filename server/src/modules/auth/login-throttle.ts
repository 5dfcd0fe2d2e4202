// Failed logins slow down per account and per address (issue 7). Each key has a free allowance of failures
// in a window; every failure past it locks the key for a growing delay, during which a login is refused
// with 429 before any password is checked. The account lock keeps guessing one password slow from any
// number of addresses; the address lock, generous, slows spraying many accounts from one address while a
// busy address (an office, a school, a carrier's NAT) still logs in. A browser that has logged in to the
// account before (its device cookie, ADR 0014) answers to neither: it has a count and a limit of its own,
// so others' failures never lock the owner out (issue 19). Keys are hashed: no email or address is stored.
// A successful login clears its account's (or its device's) failures, never its address's.
import type { Db } from '../../db';
import { sha256 } from '../../lib/crypto';
import { normaliseEmail } from '../users/repository';

export interface ThrottlePolicy {
  /** Failures allowed in a window before delays start. */
  free: number;
  windowSeconds: number;
  /** The delay after the first failure past the allowance; each further failure doubles it. */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** A good password clears this key's failures (not an address's: others behind it may be guessing). */
  clearedBySuccess: boolean;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { free: 5, windowSeconds: 24 * 3600, firstDelaySeconds: 10, maxDelaySeconds: 15 * 60, clearedBySuccess: true };
export const ADDRESS_POLICY: ThrottlePolicy = { free: 100, windowSeconds: 3600, firstDelaySeconds: 1, maxDelaySeconds: 60, clearedBySuccess: false };
/** A trusted browser's own limit: as strict as the account's, so a stolen cookie guesses no faster. */
export const DEVICE_POLICY: ThrottlePolicy = ACCOUNT_POLICY;

/** One counter a login attempt answers to. */
export interface Counter {
  key: string;
  policy: ThrottlePolicy;
}

export const accountKey = (email: string): string | null => {
  const normalised = normaliseEmail(email);
  return normalised ? sha256(`account:${normalised}`) : null;
};

/**
 * The counters of a login attempt: a trusted device (its device cookie's id) answers to its own only;
 * any other browser to the account's (when an email was given) and its address's.
 */
export function countersOf(account: string | null, address: string, device: string | null): Counter[] {
  if (device) return [{ key: sha256(`device:${device}`), policy: DEVICE_POLICY }];
  return [...(account ? [{ key: account, policy: ACCOUNT_POLICY }] : []), { key: sha256(`address:${address}`), policy: ADDRESS_POLICY }];
}

/** Seconds until these counters let a login through; 0 when none is locked. */
export async function secondsLocked(db: Db, counters: Counter[]): Promise<number> {
  const row = await db.one<{ wait: number | null }>(
    `select ceil(extract(epoch from max(locked_until) - now()))::int as wait
       from login_failures where key = any($1::text[]) and locked_until > now()`,
    [counters.map((c) => c.key)],
  );
  return row?.wait ?? 0;
}

/** The lock after the n-th failure of a window: none within the allowance, then doubling up to the cap. */
export function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  const past = failures - policy.free;
  if (past <= 0) return 0;
  return Math.min(policy.firstDelaySeconds * 2 ** Math.min(past - 1, 30), policy.maxDelaySeconds);
}

async function countFailure(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  const row = await db.one<{ failures: number }>(
    `insert into login_failures as f (key, failures) values ($1, 1)
     on conflict (key) do update set
       failures = case when f.window_started_at < now() - make_interval(secs => $2) then 1 else f.failures + 1 end,
       window_started_at = case when f.window_started_at < now() - make_interval(secs => $2) then now() else f.window_started_at end
     returning failures`,
    [key, policy.windowSeconds],
  );
  const delay = delaySeconds(row?.failures ?? 1, policy);
  if (delay > 0) await db.query('update login_failures set locked_until = now() + make_interval(secs => $2) where key = $1', [key, delay]);
}

export async function recordFailure(db: Db, counters: Counter[]): Promise<void> {
  for (const { key, policy } of counters) await countFailure(db, key, policy);
}

/** After a good password: its account's (or trusted device's) failures are forgiven. */
export async function clearAfterSuccess(db: Db, counters: Counter[]): Promise<void> {
  await clearKeys(db, counters.filter((c) => c.policy.clearedBySuccess).map((c) => c.key));
}

/** After a password reset: the account's owner is back. */
export async function clearAccount(db: Db, account: string | null): Promise<void> {
  if (account) await clearKeys(db, [account]);
}

const clearKeys = (db: Db, keys: string[]) => db.query('delete from login_failures where key = any($1::text[])', [keys]);

/** Rows whose window (at most a day) ended long ago and that lock nothing. */
export function pruneLoginFailures(db: Db): Promise<unknown> {
  return db.query(`delete from login_failures where window_started_at < now() - interval '2 days' and (locked_until is null or locked_until < now())`);
}
