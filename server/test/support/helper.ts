// fastify/demo's test/helper.ts, in Jest's shape: a test file builds its app (seeded if it asks) before its
// tests and closes it after; people sign in by role; requests carry their token (`call(t, …, user.token)`).
import type { Config } from '../../src/config';
import { seed } from '../../src/seed';
import { call, createTestApp, testConfig, type TestApp } from './app';
import { makeOperator, makeUser, type TestUser, type UserOptions } from './users';

interface AppSetup {
  config?: () => Config;
  /** Seeds the demo catalogue with this many works. */
  artworks?: number;
}

/** This file's app: filled in before its first test (declare it first: hooks run in order), closed after its last. */
export function testApp({ config = () => testConfig(), artworks }: AppSetup = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(config()));
    if (artworks !== undefined) await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks });
  });
  afterAll(() => t.close());
  return t;
}

/** A person `make` makes for this file: filled in before its first test (declare after the app). */
function madeBeforeAll(make: () => Promise<TestUser>): TestUser {
  const user = {} as TestUser;
  beforeAll(async () => void Object.assign(user, await make()));
  return user;
}

/** A person made for this file (a role, a name…), with a session token: filled in before its first test. */
export function signedIn(t: TestApp, options: UserOptions = {}): TestUser {
  return madeBeforeAll(() => makeUser(t, options));
}

/** An operator made for this file (issue 23), as ops make one: filled in before its first test. */
export function signedInOperator(t: TestApp, options: UserOptions = {}): TestUser {
  return madeBeforeAll(() => makeOperator(t, options));
}

/** Posts `text` to the feed as the holder of `token`; the new post's id. */
export async function newPost(t: Pick<TestApp, 'url'>, token: string, text: string): Promise<string> {
  const body = new FormData();
  body.append('post', text);
  const res = await fetch(`${t.url}/api/post/new`, { method: 'POST', body, headers: { authorization: `JWT ${token}` } });
  return ((await res.json()) as { post: { _id: string } }).post._id;
}

/** Logs in through the API as a person does: the session token and the user the answer names. */
export async function logIn(t: Pick<TestApp, 'url'>, email: string, password: string): Promise<{ token: string; user: Record<string, unknown> & { id: string } }> {
  const res = await call(t, 'POST', '/auth/login', { email, password });
  if (res.statusCode !== 200) throw new Error(`log in as ${email}: ${res.statusCode} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, user: res.body.user as Record<string, unknown> & { id: string } };
}
