// The operators' console on a 390 px phone, in Nepali: every section fits the screen (no sideways scroll),
// the sections' navigation scrolls on its own, and the texts and counts are Nepali (Devanagari digits).
import { expect, test } from './kala-test';
import { latinNumbers, makeOperator, newAccount, signedInReading } from './helpers';

// Several people's browsers and the server's work per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const admin = (page: import('@playwright/test').Page) => page.locator('[data-remote="mf-admin"]');

test('the console fits a phone in Nepali', async ({ page, context, request, baseURL }) => {
  const email = await newAccount(request, 'Olga Operator');
  await makeOperator(email);
  await signedInReading(context, request, baseURL!, 'ne', email);
  for (const [path, heading] of [
    ['/admin', 'रिपोर्टहरू'],
    ['/admin/studio-requests', 'स्टुडियो अनुरोधहरू'],
    ['/admin/artist-codes', 'कलाकार कोडहरू'],
    ['/admin/exhibitions', 'प्रदर्शनीहरू'],
    ['/admin/orders', 'अर्डर र भुक्तानी'],
    ['/admin/people', 'मानिसहरू'],
    ['/admin/audit', 'लेखापरीक्षण लग'],
  ] as const) {
    await page.goto(path);
    await expect(admin(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} fits 390 px`).toBeLessThanOrEqual(390);
  }
  // The audit log lists the make-admin of this very operator, its date in Devanagari digits (the other
  // columns are people's data: names, emails, titles as typed).
  const row = admin(page).getByRole('row').filter({ hasText: email }).filter({ hasText: 'make-admin' });
  await expect(row).toBeVisible();
  expect(await latinNumbers(row.getByRole('cell').first())).toEqual([]);
  // Orders: the statuses read in Nepali, in the filter and on every order it finds (the demo orders).
  await page.goto('/admin/orders');
  await admin(page).getByLabel('स्थिति').selectOption({ label: 'बाँकी' });
  await admin(page).getByRole('button', { name: 'खोज्नुहोस्' }).click();
  await expect(admin(page).getByRole('listitem').filter({ hasText: 'बाँकी' }).first()).toBeVisible();
  await expect(admin(page)).not.toContainText(/PENDING|PAID|SHIPPED|DELIVERED|CANCELLED|DECLINED/);
});
