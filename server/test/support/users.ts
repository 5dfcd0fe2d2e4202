// People for API tests, made straight in the database with a signed token (no mail round trip).
import { randomBytes } from 'node:crypto';
import { ROLES } from '@kala/shared/constants';
import type { TestApp } from './app';

export interface TestUser {
  id: string;
  slug: string;
  token: string;
}

export async function makeUser(t: TestApp, options: { role?: number; private?: boolean; name?: string; bio?: string } = {}): Promise<TestUser> {
  const suffix = randomBytes(4).toString('hex');
  const name = options.name ?? `Tester ${suffix}`;
  const role = options.role ?? ROLES.user;
  const row = await t.db.one<{ id: string; slug: string }>(
    `insert into users (name, email, role, slug, email_verified, private, bio) values ($1, $2, $3, $4, true, $5, $6) returning id, slug`,
    [name, `tester-${suffix}@kala.test`, role, `tester-${suffix}`, options.private ?? false, options.bio ?? null],
  );
  return { id: row!.id, slug: row!.slug, token: await t.app.tokens.sign(row!.id, role) };
}

/** A count of rows, for before/after assertions. */
export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.one<{ n: number }>(`select count(*) as n from (${sql}) x`, params))!.n;
}
