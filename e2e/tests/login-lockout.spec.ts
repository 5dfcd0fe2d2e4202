// Lock-out without locking the owner out (issue 19, ADR 0014): wrong passwords from elsewhere lock the
// account, but the browser that logged in to it before carries its device cookie to the login call and
// still gets in; a browser that never did is slowed and told so.
import { expect, test } from './kala-test';
import { APP_PORT } from '../playwright.config';
import { DEMO_PASSWORD, login, newAccount } from './helpers';

test("others' wrong passwords do not lock out the owner's browser; a new browser is slowed", async ({ page, request, browser, playwright }) => {
  const email = await newAccount(request, 'Nima Lama');
  await login(page, email, DEMO_PASSWORD);
  const device = (await page.context().cookies()).find((c) => c.name.startsWith('kala_device_'));
  expect(device).toMatchObject({ httpOnly: true, path: '/auth/login', sameSite: 'Strict' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('link', { name: 'Login', exact: true })).toBeVisible();

  // Someone else guesses until the account is locked (a client of its own: no cookie of the owner's).
  const attacker = await playwright.request.newContext({ baseURL: `http://127.0.0.1:${APP_PORT}` });
  await expect
    .poll(async () => (await attacker.post('/auth/login', { data: { email, password: 'guess-123' } })).status(), { intervals: [0] })
    .toBe(429);
  await attacker.dispose();

  await login(page, email, DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const elsewhere = await browser.newContext();
  const stranger = await elsewhere.newPage();
  await stranger.goto('/login');
  await stranger.getByLabel('Email Address').fill(email);
  await stranger.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await stranger.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(stranger.getByText('Too many requests. Please wait a minute and try again.')).toBeVisible();
  await expect(stranger.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  await elsewhere.close();
});
