// `npm run admin -- make-admin | revoke-admin <email>` while the server runs on PGlite (ADR 0020): the command
// goes through the server's local channel (a Unix socket in DATA_DIR, requests signed with the server's
// secret), so it never opens the database folder the server holds. Here the "server" is this test's app on an
// in-memory database with the channel open: a command that opened DATA_DIR's PGlite itself would change
// another database, and the test would see no change.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROLES } from '@kala/shared/constants';
import { askRunningServer, openLocalChannel } from '../../src/modules/admin/local-channel';
import { SERVER_ROOT, createTestApp, testConfig, type TestApp } from '../support/app';
import { makeUser } from '../support/users';

const run = promisify(execFile);
let t: TestApp;
let closeChannel: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp(testConfig({ DATABASE_URL: '' }));
  closeChannel = await openLocalChannel(t.db, t.config.dataDir, t.config.jwtSecret);
});
afterAll(async () => {
  await closeChannel();
  await t.close();
});

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'admin', 'cli.ts'), ...args], {
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: t.config.dataDir, JWT_SECRET: t.config.jwtSecret, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
const roleOf = async (email: string) => (await t.db.one<{ role: number }>('select role from users where email = $1', [email]))!.role;

it('grants and revokes the operator role through the running server, and audits both', async () => {
  const person = await makeUser(t);
  expect((await cli('make-admin', person.email)).stdout).toContain('is an operator now');
  expect(await roleOf(person.email)).toBe(ROLES.admin);
  expect((await cli('revoke-admin', person.email)).stdout).toContain('no longer an operator');
  expect(await roleOf(person.email)).toBe(ROLES.user);
  const audit = await t.db.many<{ action: string; actor: string }>('select action, actor from admin_audit order by id');
  expect(audit).toEqual([
    { action: 'make-admin', actor: 'command line' },
    { action: 'revoke-admin', actor: 'command line' },
  ]);
});

it('answers an unknown email with an error, and refuses a request not signed with the server’s secret', async () => {
  await expect(cli('make-admin', 'nobody@kala.test')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('No user with the email nobody@kala.test') });
  const person = await makeUser(t);
  expect(await askRunningServer(t.config.dataDir, 'not-the-secret', 'make-admin', person.email)).toMatchObject({ ok: false, message: expect.stringContaining('Refused') });
  expect(await roleOf(person.email)).toBe(ROLES.user);
});
