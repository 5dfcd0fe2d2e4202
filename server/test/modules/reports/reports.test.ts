// Reports (spec §2, §7.5): categories from the database with the fixed 'other' id, one report per user per
// item, the reason only (and required) for 'other', the spec's messages, and the operator's queue.
import { LANGUAGES, REPORT_OTHER_ID, ROLES, type Language } from '@kala/shared/constants';
import { REPORT_REASONS } from '@kala/shared/server-texts';
import { MSG } from '@kala/shared/messages';
import type { ReportCategory } from '@kala/shared/constants';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { listReports, resolveReport } from '../../../src/modules/reports/reports';
import { call } from '../../support/app';
import { count } from '../../support/users';
import { newPost, signedIn, testApp } from '../../support/helper';

const t = testApp({ artworks: 1 });
const studio = signedIn(t, { role: ROLES.artist });
const reporter = signedIn(t);
let postId: string;
let spam: ReportCategory;

beforeAll(async () => {
  postId = await newPost(t, studio.token, 'Buy followers cheap');
  spam = ((await call(t, 'GET', '/api/report/categories')).body.message as ReportCategory[])[0];
});

const report = (target: string, id: string, body: object, token?: string) => call(t, 'POST', `/api/report/${target}/${id}`, body, token);

it("lists the categories with 'Other' last, under its fixed id", async () => {
  const categories = (await call(t, 'GET', '/api/report/categories')).body.message as ReportCategory[];
  expect(categories.length).toBeGreaterThan(3);
  expect(categories.at(-1)).toEqual({ _id: REPORT_OTHER_ID, name: 'Other', slug: 'other' });
});

it('names each category by a slug that every language has a label for', async () => {
  const categories = (await call(t, 'GET', '/api/report/categories')).body.message as ReportCategory[];
  const labels = (language: Language) => categories.map((c) => (REPORT_REASONS[language] as Record<string, string>)[c.slug]);
  for (const language of LANGUAGES) expect(labels(language)).not.toContain(undefined);
  expect(labels('en')).toEqual(categories.map((c) => c.name)); // the English label is the operator's name
});

it('refuses a report without a login, without a category, without a reason for other, or of oneself', async () => {
  expect((await report('feed', postId, { category: spam._id })).statusCode).toBe(401);
  expect((await report('feed', postId, {}, reporter.token)).body).toMatchObject({ message: MSG.reportSelectOption, code: 'common.reportSelectOption' });
  expect((await report('feed', postId, { category: 'made-up' }, reporter.token)).body).toMatchObject({ message: MSG.reportSelectOption, code: 'common.reportSelectOption' });
  expect((await report('feed', postId, { category: REPORT_OTHER_ID, content: '  ' }, reporter.token)).body).toMatchObject({ message: MSG.reportReasonRequired, code: 'common.reportReasonRequired' });
  expect((await report('feed', postId, { category: spam._id }, studio.token)).body).toMatchObject({ message: MSG.reportOwn, code: 'common.reportOwn' });
  expect((await report('user', reporter.id, { category: spam._id }, reporter.token)).body).toMatchObject({ message: MSG.reportOwn, code: 'common.reportOwn' });
  expect((await report('feed', '00000000-0000-4000-8000-000000000000', { category: spam._id }, reporter.token)).statusCode).toBe(404);
  expect(await count(t, 'select 1 from reports')).toBe(0);
});

it("files one report per user per item with the spec's answers, keeping the reason for 'other' only", async () => {
  const artwork = ((await call(t, 'GET', '/api/v2/products/category/all')).body.message as Artwork[])[0];
  expect((await report('feed', postId, { category: REPORT_OTHER_ID, content: 'Selling fake followers' }, reporter.token)).body).toEqual({ status: 'success', message: MSG.reported, code: 'common.reported' });
  expect((await report('product', artwork._id, { category: spam._id, content: 'ignored' }, reporter.token)).body.message).toBe(MSG.reportedProduct);
  expect((await report('user', studio.id, { category: spam._id }, reporter.token)).body.message).toBe(MSG.reportedProfile);
  const again = await report('feed', postId, { category: spam._id }, reporter.token);
  expect(again).toMatchObject({ statusCode: 409, body: { message: MSG.reportAlready, code: 'common.reportAlready' } });
  const queue = await listReports(t.db);
  expect(queue).toHaveLength(3);
  expect(queue[0]).toMatchObject({ target: 'feed', targetId: postId, category: 'Other', reason: 'Selling fake followers', what: 'Buy followers cheap', status: 'open' });
  expect(queue[1]).toMatchObject({ target: 'product', reason: '' });
});

it('lets the operator hide a reported post (gone from every feed) or dismiss a report', async () => {
  const [postReport, productReport] = await listReports(t.db);
  await expect(resolveReport(t.db, productReport.id, 'hide')).rejects.toThrow('Only posts can be hidden');
  expect(await resolveReport(t.db, postReport.id, 'hide')).toEqual({ resolved: 1 });
  expect((await call(t, 'GET', `/api/feed/post/${postId}`)).statusCode).toBe(404);
  expect(await resolveReport(t.db, productReport.id, 'dismiss')).toEqual({ resolved: 1 });
  expect((await listReports(t.db)).map((r) => r.target)).toEqual(['user']);
  expect((await listReports(t.db, true)).map((r) => r.status)).toEqual(['hidden', 'dismissed', 'open']);
  // A closed report is not resolved again (it flipped 'dismissed' to 'hidden' and hid the post unlogged).
  await expect(resolveReport(t.db, productReport.id, 'dismiss')).rejects.toThrow(`Report ${productReport.id} is closed already (dismissed).`);
  expect((await listReports(t.db, true)).map((r) => r.status)).toEqual(['hidden', 'dismissed', 'open']);
  // Each command is in the operators' audit log, as the command line's.
  const audit = await t.db.many<{ actor: string; action: string; reason: string }>(`select actor, action, reason from admin_audit where action like 'report-%' order by id`);
  expect(audit).toEqual([
    { actor: 'command line', action: 'report-hide', reason: `report #${postReport.id}` },
    { actor: 'command line', action: 'report-dismiss', reason: `report #${productReport.id}` },
  ]);
});
