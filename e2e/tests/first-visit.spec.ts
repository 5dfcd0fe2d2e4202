// A first visit as a phone on a slow network would make it (issue 7): every JS and CSS file arrives
// compressed, and the shell starts the page's remote without first asking for /remotes.json.
import { expect, test } from '@playwright/test';
import { allCompressed, catalogue, encodingsOfFirstVisit } from './helpers';

test('every JS and CSS file of a first visit arrives compressed from the Node server', async ({ page }) => {
  const encodings = await encodingsOfFirstVisit(page, '/gallery/all');
  expect(allCompressed(encodings), JSON.stringify(encodings, null, 1)).toBe(true);
  expect(Object.values(encodings)).toContain('br');
});

test('the page carries the remotes list and preloads the route remote, so no request waits for /remotes.json', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const answer = await page.goto('/gallery/all');
  const html = await answer!.text();
  expect(html).toContain('id="kala-boot"');
  expect(html).toContain('<link rel="preload" as="script" href="/remotes/mf-catalogue/remoteEntry.js">');
  await expect(catalogue(page).locator('a[href^="/artwork/"], a[href^="/art/"]').first()).toBeVisible();
  expect(requested).not.toContain('/remotes.json');
});
