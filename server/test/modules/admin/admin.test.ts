// The admin module (issue 23, ADR 0020): every /api/admin route refuses every non-operator (401 without a
// token, 403 for a user and an artist), the audit log is append-only, and the console's actions do what the
// product says: a hidden post is gone for all but its author (who is told), a suspended account is out at
// once, codes are single-use, revocable and expire, a studio request is approved or rejected with a reason.
import { ROLES } from '@kala/shared/constants';
import { SESSION_CHANGED_EVENT } from '@kala/shared/live-events';
import { MSG } from '@kala/shared/messages';
import type { ReportCategory } from '@kala/shared/constants';
import { changeOperator } from '../../../src/modules/admin/operators';
import { call } from '../../support/app';
import { newPost, signedIn, signedInOperator, testApp } from '../../support/helper';
import { liveSocket } from '../../support/live';
import { makeUser, type TestUser } from '../../support/users';

const t = testApp();
const admin = signedInOperator(t, { name: 'Olga Operator' });
const user = signedIn(t, { password: 'secret123' });
const artist = signedIn(t, { role: ROLES.artist });

type Method = 'GET' | 'POST' | 'PATCH';
const fill = (path: string) =>
  path.replace('{type}', 'feed').replace('{action}', 'dismiss').replace(/\{id\}/, '00000000-0000-4000-8000-000000000000').replace(/\{\w+\}/g, 'x');

/** Every admin route, from the server's own OpenAPI document (a new route is covered without editing this test). */
async function adminRoutes(): Promise<{ method: Method; path: string }[]> {
  const doc = (await (await fetch(`${t.url}/api/docs/json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/api/admin'))
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => ({ method: m.toUpperCase() as Method, path: fill(path) })));
}

it('refuses every admin route to a visitor (401), a user and an artist (403), and lets an operator in', async () => {
  const routes = await adminRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(17);
  for (const { method, path } of routes) {
    const body = method === 'GET' ? undefined : {};
    expect([path, (await call(t, method, path, body)).statusCode]).toEqual([path, 401]);
    expect([path, (await call(t, method, path, body, user.token)).statusCode]).toEqual([path, 403]);
    expect([path, (await call(t, method, path, body, artist.token)).statusCode]).toEqual([path, 403]);
    expect([path, [401, 403].includes((await call(t, method, path, body, admin.token)).statusCode)]).toEqual([path, false]);
  }
});

it('keeps the audit log append-only: no route changes it, and the database refuses UPDATE and DELETE', async () => {
  const audit = (await call(t, 'GET', '/api/admin/audit', undefined, admin.token)).body.data as { action: string; actor: string }[];
  expect(audit.at(-1)).toMatchObject({ action: 'make-admin', actor: 'command line' });
  await expect(t.db.query(`update admin_audit set reason = 'edited'`)).rejects.toThrow(/append-only/);
  await expect(t.db.query('delete from admin_audit')).rejects.toThrow(/append-only/);
  await expect(t.db.query('truncate admin_audit')).rejects.toThrow(/append-only/);
  const routes = await adminRoutes();
  expect(routes.filter((r) => r.path.startsWith('/api/admin/audit'))).toEqual([{ method: 'GET', path: '/api/admin/audit' }]);
});

it("hides a reported post for everyone but its author, who is told why; the report leaves the queue", async () => {
  const postId = await newPost(t, artist.token, 'Cheap followers here');
  const category = ((await call(t, 'GET', '/api/report/categories')).body.message as ReportCategory[])[0];
  expect((await call(t, 'POST', `/api/report/feed/${postId}`, { category: category._id }, user.token)).statusCode).toBe(200);

  const answer = await call(t, 'GET', '/api/admin/reports', undefined, admin.token);
  expect(answer.statusCode).toBe(200);
  const queue = answer.body.data as { targetId: string; count: number; reports: { reporter: string }[] }[];
  expect(queue.find((i) => i.targetId === postId)).toMatchObject({ count: 1, reports: [{ reporter: expect.any(String) }] });
  expect(((await call(t, 'GET', '/api/admin/summary', undefined, admin.token)).body.data as { reports: number }).reports).toBe(1);

  expect((await call(t, 'POST', `/api/admin/reports/feed/${postId}/hide`, { reason: 'Spam' }, admin.token)).statusCode).toBe(200);
  expect((await call(t, 'GET', `/api/feed/post/${postId}`, undefined, user.token)).statusCode).toBe(404);
  expect((await call(t, 'GET', `/api/feed/post/${postId}`)).statusCode).toBe(404);
  expect((await call(t, 'GET', `/api/feed/post/${postId}`, undefined, artist.token)).statusCode).toBe(200);
  const notes = (await call(t, 'GET', '/api/notifications/all', undefined, artist.token)).body;
  expect(JSON.stringify(notes)).toContain('The gallery hid your post: Spam');
  expect(((await call(t, 'GET', '/api/admin/summary', undefined, admin.token)).body.data as { reports: number }).reports).toBe(0);
  const audit = (await call(t, 'GET', '/api/admin/audit', undefined, admin.token)).body.data as { action: string; actor: string; reason: string }[];
  expect(audit[0]).toMatchObject({ action: 'report-hide', actor: `Olga Operator <${admin.email}>`, reason: 'Spam' });
});

it('suspends a person: their session ends at once and login says why; unsuspended, they log in again', async () => {
  expect((await call(t, 'POST', '/auth/authenticate', undefined, user.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', `/api/admin/people/${user.id}/suspend`, { reason: 'Fraud' }, admin.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, user.token)).statusCode).toBe(401);
  const login = await call(t, 'POST', '/auth/login', { email: user.email, password: 'secret123' });
  expect(login).toMatchObject({ statusCode: 403, body: { message: MSG.accountSuspended, code: 'common.accountSuspended' } });
  const found = (await call(t, 'GET', `/api/admin/people?q=${encodeURIComponent(user.email)}`, undefined, admin.token)).body.data as { suspended: boolean }[];
  expect(found).toEqual([expect.objectContaining({ suspended: true })]);
  // An operator's search takes % and _ as themselves: "_" finds the names holding one, not every name.
  const lines = await makeUser(t, { name: 'Ram_Lal 100%' });
  const search = async (q: string) => ((await call(t, 'GET', `/api/admin/people?q=${encodeURIComponent(q)}`, undefined, admin.token)).body.data as { id: string }[]).map((p) => p.id);
  expect(await search('_')).toEqual([lines.id]);
  expect(await search('100%')).toEqual([lines.id]);
  expect(await search('Ram_L')).toEqual([lines.id]);
  expect((await call(t, 'POST', `/api/admin/people/${user.id}/unsuspend`, {}, admin.token)).statusCode).toBe(200);
  expect((await call(t, 'POST', `/api/admin/people/${admin.id}/suspend`, {}, admin.token)).statusCode).toBe(400);
  expect((await call(t, 'POST', '/auth/login', { email: user.email, password: 'secret123' })).statusCode).toBe(200);
});

it('issues single-use codes that can be revoked while unused and that expire', async () => {
  const issue = async (body: object) => ((await call(t, 'POST', '/api/admin/artist-codes', body, admin.token)).body.data as { code: string }).code;
  const revoked = await issue({});
  const expired = await issue({ expires: new Date(Date.now() - 60_000).toISOString() });
  const good = await issue({ expires: new Date(Date.now() + 86_400_000).toISOString() });
  expect((await call(t, 'POST', `/api/admin/artist-codes/${revoked}/revoke`, {}, admin.token)).statusCode).toBe(200);
  const redeem = async (code: string) => call(t, 'POST', '/api/users/validatecode', { code }, (await makeUser(t)).token);
  expect((await redeem(revoked)).statusCode).toBe(400);
  expect((await redeem(expired)).statusCode).toBe(400);
  expect((await redeem(good)).statusCode).toBe(200);
  expect((await call(t, 'POST', `/api/admin/artist-codes/${good}/revoke`, {}, admin.token)).statusCode).toBe(404);
  const codes = (await call(t, 'GET', '/api/admin/artist-codes', undefined, admin.token)).body.data as { code: string; usedBy: unknown }[];
  expect(codes.find((c) => c.code === good)?.usedBy).toMatchObject({ name: expect.any(String) });
});

it('rejects a studio request with a reason the applicant is told, and approves another', async () => {
  const request = async (who: TestUser) => {
    const body = new FormData();
    body.append('message', 'Thangka painter');
    return fetch(`${t.url}/api/users/become-artist`, { method: 'POST', body, headers: { authorization: `JWT ${who.token}` } });
  };
  const applicant = await makeUser(t);
  expect((await request(applicant)).status).toBe(200);
  const pending = async () => (await call(t, 'GET', '/api/admin/studio-requests', undefined, admin.token)).body.data as { id: number; applicant: { id: string } }[];
  const first = (await pending()).find((r) => r.applicant.id === applicant.id)!;
  expect((await call(t, 'POST', `/api/admin/studio-requests/${first.id}/reject`, { reason: 'Show us finished works' }, admin.token)).statusCode).toBe(200);
  expect(JSON.stringify((await call(t, 'GET', '/api/notifications/all', undefined, applicant.token)).body)).toContain('Your studio request was declined: Show us finished works');
  expect((await request(applicant)).status).toBe(200);
  const second = (await pending()).find((r) => r.applicant.id === applicant.id)!;
  // The applicant's open page hears it at once and fetches its user again (the header turns into a studio's).
  const socket = await liveSocket(t.url, applicant.token);
  const told = new Promise((resolve) => socket.once(SESSION_CHANGED_EVENT, resolve));
  expect((await call(t, 'POST', `/api/admin/studio-requests/${second.id}/approve`, {}, admin.token)).statusCode).toBe(200);
  await told;
  socket.disconnect();
  expect((await call(t, 'POST', '/auth/authenticate', undefined, applicant.token)).body.user).toMatchObject({ role: ROLES.artist });
});

it('gives the earlier role back when the operator role is revoked', async () => {
  const studio = await makeUser(t, { role: ROLES.verifiedArtist });
  await changeOperator(t.db, 'make-admin', studio.email);
  expect((await call(t, 'GET', '/api/admin/summary', undefined, studio.token)).statusCode).toBe(200);
  expect((await changeOperator(t.db, 'revoke-admin', studio.email)).ok).toBe(true);
  expect((await call(t, 'GET', '/api/admin/summary', undefined, studio.token)).statusCode).toBe(403);
  expect((await call(t, 'POST', '/auth/authenticate', undefined, studio.token)).body.user).toMatchObject({ role: ROLES.verifiedArtist });
});
