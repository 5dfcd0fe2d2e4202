import { expect, test } from './kala-test';
import { catalogue, login } from './helpers';

test('a remote whose files are gone shows an error panel in its region only; Retry recovers', async ({ page }) => {
  await page.route('**/remotes/mf-catalogue/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/gallery/all');
  await expect(page.getByTestId('remote-error')).toBeVisible();
  // The header and the shell's own pages keep working.
  await page.getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Register Via Email' })).toBeVisible();
  await page.goBack();
  await expect(page.getByTestId('remote-error')).toBeVisible();

  await page.unroute('**/remotes/mf-catalogue/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(catalogue(page)).toBeVisible();
  await expect(page.getByTestId('remote-error')).toHaveCount(0);
});

test('routes of a remote not deployed yet say so plainly, with no Retry', async ({ page }) => {
  // Before mf-exhibitions' first deploy: the page the server writes (and /remotes.json) do not list it.
  const withoutExhibitions = (list: { remotes: { name: string }[] }) => ({ ...list, remotes: list.remotes.filter((r) => r.name !== 'mf_exhibitions') });
  await page.route('**/exhibitions', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/(<script type="application\/json" id="kala-boot">)(.*?)(<\/script>)/, (_, open: string, json: string, close: string) => open + JSON.stringify(withoutExhibitions(JSON.parse(json))) + close);
    await route.fulfill({ response, body });
  });
  await page.route('**/remotes.json', async (route) => route.fulfill({ json: withoutExhibitions(await (await route.fetch()).json()) }));
  await page.goto('/exhibitions');
  await expect(page.getByRole('heading', { name: 'This part of Kala is not open yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(page).toHaveTitle('This part of Kala is not open yet — Kala');
  await expect(page.getByRole('link', { name: 'Gallery' }).first()).toBeVisible();
});

test('the shell and a remote share one session store', async ({ page }) => {
  await page.goto('/gallery/all');
  await expect(catalogue(page)).toBeVisible();
  const shellStore = await page.locator('[data-session-store]').first().getAttribute('data-session-store');
  await expect(catalogue(page)).toHaveAttribute('data-session-store', shellStore!);

  // Logging in through the shell is seen by the remote without a reload: the logged-in-only sort appears.
  await login(page, 'demo.buyer@kala.test', 'demo1234');
  await page.getByRole('link', { name: 'Gallery' }).first().click();
  await expect(catalogue(page).locator('option[value="recommended"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('link', { name: 'Gallery' }).first().click();
  await expect(catalogue(page)).toBeVisible();
  await expect(catalogue(page).locator('option[value="recommended"]')).toHaveCount(0);
});

test('links inside a remote move the one history: back and forward work', async ({ page }) => {
  await page.goto('/gallery/all');
  const work = catalogue(page).locator('a[href^="/artwork/"], a[href^="/art/"]').first();
  const href = await work.getAttribute('href');
  await work.click();
  await expect(page).toHaveURL(href!);
  await page.goBack();
  await expect(page).toHaveURL(/\/gallery\/all/);
  await page.goForward();
  await expect(page).toHaveURL(href!);
});
