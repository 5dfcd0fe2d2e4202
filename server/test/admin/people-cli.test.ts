// The operator commands of issue 10 run as the operator runs them (`npm run admin -- …`, a process of its
// own) on the same PostgreSQL schema as a test server. Needs DATABASE_URL (as in CI); skipped otherwise:
// the embedded database opens in one process at a time.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROLES } from '@kala/shared/constants';
import { SERVER_ROOT, call, createTestApp, type TestApp } from '../support/app';
import { makeUser } from '../support/users';

const run = promisify(execFile);
const databaseUrl = process.env.DATABASE_URL ?? '';

(databaseUrl ? describe : describe.skip)('npm run admin -- studio-requests | artist-codes | verify', () => {
  let t: TestApp;
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    t = await createTestApp();
    const schema = (await t.db.one<{ s: string }>('select current_schema() as s'))!.s;
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema},public`);
    env = { ...process.env, DATABASE_URL: url.href, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  });
  afterAll(() => t.close());

  const admin = async (...args: string[]) => (await run(process.execPath, ['--import', 'tsx', path.join(SERVER_ROOT, 'src', 'admin', 'cli.ts'), ...args], { env })).stdout;

  it('lists a request, approves it (the user is an artist, the profile says so), makes codes and verifies', async () => {
    const user = await makeUser(t, { name: 'Sita Rai' });
    const body = new FormData();
    body.append('message', 'Charcoal portraits');
    expect((await fetch(`${t.url}/api/users/become-artist`, { method: 'POST', body, headers: { authorization: `JWT ${user.token}` } })).status).toBe(200);

    const listed = await admin('studio-requests');
    expect(listed).toContain('Sita Rai');
    expect(listed).toContain('Charcoal portraits');
    const id = /#(\d+)/.exec(listed)![1];
    expect(await admin('studio-requests', 'approve', id)).toContain(`Approved #${id}`);
    const me = await call(t, 'POST', '/auth/authenticate', undefined, user.token);
    expect(me.body.user).toMatchObject({ role: ROLES.artist });

    const codes = (await admin('artist-codes', 'new', '2')).trim().split('\n');
    expect(codes).toHaveLength(2);
    expect((await call(t, 'POST', '/api/users/validatecode', { code: codes[0] }, (await makeUser(t)).token)).statusCode).toBe(200);

    expect(await admin('verify', user.email)).toContain('verified-artist badge');
    expect((await call(t, 'POST', '/auth/authenticate', undefined, user.token)).body.user).toMatchObject({ verifiedArtist: true });
  });
});
