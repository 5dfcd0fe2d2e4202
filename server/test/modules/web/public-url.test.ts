// Absolute addresses come from PUBLIC_URL (issue 19): the Host header is the caller's to choose, so a
// request naming evil.example must find evil.example nowhere in the page's head or its policy.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Artwork } from '@kala/shared/contracts/catalogue';
import { discoverWeb } from '../../../src/config';
import { seed } from '../../../src/seed';
import { call, createTestApp, getWithHost, testConfig, type TestApp } from '../../support/app';
import { lastMailTo } from '../../support/mail';
import { makeUser } from '../../support/users';

const SITE = 'https://kala.example';
let t: TestApp;
let root: string;
let work: Artwork;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'kala-public-url-'));
  mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
  writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><html><head><title>Kala</title><meta name="description" content="Art from Nepal"></head><body><div id="root"></div></body></html>');
  t = await createTestApp(testConfig({ PUBLIC_URL: SITE }, { web: discoverWeb(root) }));
  await seed(t.db, { uploadsDir: t.config.uploadsDir, artworks: 1 });
  [work] = (await call(t, 'GET', '/api/products/category/all?limit=1')).body.message as Artwork[];
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

it("puts the site's address, never the Host header's, into an artwork page's head and policy", async () => {
  // A verified studio's work lives under /artwork/, anyone else's under /art/ (spec routes).
  const address = `/${work.author.role <= 20 ? 'artwork' : 'art'}/${work.slug}`;
  const page = await getWithHost(t, address, 'evil.example');
  const head = /<head>([\s\S]*)<\/head>/.exec(page.text)?.[1] ?? '';
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(head)?.[1];
  expect(meta('og:url')).toBe(`${SITE}${address}`);
  expect(meta('og:image')).toMatch(new RegExp(`^${SITE}/media/artworks/.+\\.webp$`));
  expect(head).not.toContain('evil.example');
  expect(page.headers['content-security-policy']).not.toContain('evil.example');
});

it("mails links on the site's address", async () => {
  const user = await makeUser(t);
  await call(t, 'POST', '/auth/resetpassword', { email: user.email });
  expect((await lastMailTo(t.db, user.email)).text).toMatch(new RegExp(`${SITE}/resetpassword/[\\w-]+`));
});
