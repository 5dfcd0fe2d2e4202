// The shell's two background checks, now made once the start is over (issue 26 §0): the server's health
// (spec §4: maintenance mode when it fails) and the live build (Update Available when a newer one is live).
// The outage and the new deploy are the network's answers here: the suite's one server stays up and unchanged.
import { expect, test } from './kala-test';
import { catalogue } from './helpers';

// No service worker: the network's answers below must reach the page on a reload too, not the worker's.
test.use({ serviceWorkers: 'block' });

const MAINTENANCE = 'The site is offline. Please check back again later.';

test('a failing health check turns the page into the maintenance screen; when the server is back, a reload shows the page', async ({ page }) => {
  await page.route('**/api/check', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"error"}' }));
  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: MAINTENANCE })).toBeVisible({ timeout: 15_000 });

  await page.unroute('**/api/check');
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/check' && r.ok(), { timeout: 15_000 });
  await page.reload();
  await checked;
  await expect(catalogue(page).getByTestId('home-page')).toBeVisible();
  await expect(page.getByText(MAINTENANCE)).toBeHidden();
});

test('a newer build live offers Update Available: Later closes it, Update loads the page again', async ({ page }) => {
  await page.route('**/version.json', (route) => route.fulfill({ contentType: 'application/json', body: '{"buildId":"a-newer-build"}' }));
  await page.goto('/');
  const offer = page.getByRole('dialog', { name: 'Update Available' });
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.getByRole('button', { name: 'Later' }).click();
  await expect(offer).toBeHidden();

  await page.reload();
  await expect(offer).toBeVisible({ timeout: 15_000 });
  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await expect(catalogue(page).getByTestId('home-page')).toBeVisible();
});
