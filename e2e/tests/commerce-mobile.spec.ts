// Issue 11 at 390 px: the demo buyer's orders (one of each status, a declined payment's its own) with the phone's column labels.
import { expect, test } from './kala-test';
import { login } from './helpers';

test('the orders table at 390 px: Product Details and Status/Date, every status, CANCEL only on the PENDING order', async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', 'demo1234');
  await page.goto('/order');
  const orders = page.locator('[data-remote="mf-commerce"]');
  await expect(orders.getByRole('columnheader', { name: 'Product Details' })).toBeVisible();
  await expect(orders.getByRole('columnheader', { name: 'Status/Date' })).toBeVisible();
  await expect(orders.getByRole('columnheader', { name: 'Placed on' })).toBeHidden();
  for (const status of ['PENDING', 'PAID', 'SHIPPED', 'DELIVERED', 'CANCELLED', 'PAYMENT DECLINED']) await expect(orders.getByTestId('order-row').filter({ hasText: status }).first()).toBeVisible();
  await expect(orders.getByRole('button', { name: /Cancel order/ })).toHaveCount(1);
  await expect(orders.getByTestId('order-row').first()).toContainText(/\d{4}-\d{2}-\d{2}/);
  await expect(orders.getByRole('link', { name: 'Go To Cart' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // In Nepali the declined payment says so in words too.
  await page.context().addCookies([{ name: 'kala_lang', value: 'ne', url: page.url() }]);
  await page.reload();
  await expect(orders.getByTestId('order-row').filter({ hasText: 'भुक्तानी अस्वीकृत' })).toHaveCount(1);
});
