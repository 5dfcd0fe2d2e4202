// People for API tests, made straight in the database with a signed token (no mail round trip).
import { randomBytes } from 'node:crypto';
import { ROLES } from '@kala/shared/constants';
import { hashPassword } from '../../src/lib/crypto';
import { changeOperator } from '../../src/modules/admin/operators';
import type { TestApp } from './app';

export interface TestUser {
  id: string;
  slug: string;
  email: string;
  token: string;
}

export interface UserOptions {
  role?: number;
  private?: boolean;
  name?: string;
  bio?: string;
  /** Sets a password, so the user can log in. */
  password?: string;
}

export async function makeUser(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `Tester ${suffix}`;
  const role = options.role ?? ROLES.user;
  const email = `tester-${suffix}@kala.test`;
  const passwordHash = options.password ? await hashPassword(options.password, t.config.passwordCost) : null;
  const row = await t.db.one<{ id: string; slug: string }>(
    `insert into users (name, email, role, slug, email_verified, private, bio, password_hash)
     values ($1, $2, $3, $4, true, $5, $6, $7) returning id, slug`,
    [name, email, role, `tester-${suffix}`, options.private ?? false, options.bio ?? null, passwordHash],
  );
  return { id: row!.id, slug: row!.slug, email, token: await t.app.tokens.sign(row!.id, role, 0) };
}

/** An operator (issue 23): a person made an admin the way ops do it (the operators command's code). */
export async function makeOperator(t: TestApp, options: UserOptions = {}): Promise<TestUser> {
  const operator = await makeUser(t, options);
  const changed = await changeOperator(t.db, 'make-admin', operator.email);
  if (!changed.ok) throw new Error(`could not make ${operator.email} an operator`);
  return operator;
}

/** A count of rows, for before/after assertions. */
export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.one<{ n: number }>(`select count(*) as n from (${sql}) x`, params))!.n;
}
