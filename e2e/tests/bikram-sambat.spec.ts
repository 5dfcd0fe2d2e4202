// Bikram Sambat in Nepali (issue 25): an order's "Placed on" is the BS date the converter gives for it, in
// Nepali month names and Devanagari digits; the date of birth is typed and shown in BS while the API keeps
// the spec's Gregorian date.
import NepaliDate from 'nepali-date-converter';
import { expect, test } from './kala-test';
import { BS_DAY, DEMO_PASSWORD, newAccount, signedInReading } from './helpers';

const bs = (iso: string) => new NepaliDate(new Date(iso)).format('YYYY MMMM D', 'np');

test('orders say when they were placed in Bikram Sambat', async ({ page, context, request, baseURL }) => {
  await signedInReading(context, request, baseURL!, 'ne', 'demo.buyer@kala.test');
  const token = (await context.cookies()).find((c) => c.name === 'kala_token')!.value;
  const orders = (await (await request.get('/api/user/order', { headers: { Authorization: `JWT ${token}` } })).json()) as { result: { createdAt: string }[] };
  expect(orders.result.length).toBeGreaterThan(0);

  await page.goto('/order');
  const placed = page.locator('[data-remote="mf-commerce"] [data-testid="order-row"]').first().locator('td').nth(2);
  await expect(placed).toHaveText(BS_DAY);
  await expect(placed).toHaveText(bs(orders.result[0]!.createdAt));
});

test('the date of birth is typed and shown in Bikram Sambat, sent as MM/DD/YYYY', async ({ page, context, request, baseURL }) => {
  const email = await newAccount(request, `Sita Miti ${Date.now().toString(36)}`);
  await signedInReading(context, request, baseURL!, 'ne', email, DEMO_PASSWORD);
  await page.goto('/edit');
  const social = page.locator('[data-remote="mf-social"]');
  const dob = social.getByLabel('जन्म मिति');
  await dob.fill('२०४७-१३-१२');
  await social.getByLabel('ठेगाना', { exact: true }).first().fill('भक्तपुर');
  await social.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }).click();
  await expect(dob).toHaveAttribute('aria-invalid', 'true');

  await dob.fill('२०४७-०५-१२');
  await social.getByRole('button', { name: 'सुरक्षित गर्नुहोस्' }).click();
  await expect(dob).not.toHaveAttribute('aria-invalid', 'true');
  const token = (await context.cookies()).find((c) => c.name === 'kala_token')!.value;
  await expect
    .poll(async () => ((await (await request.get('/api/user/profile', { headers: { Authorization: `JWT ${token}` } })).json()) as { message: { info: { dob: string | null } } }).message.info.dob)
    .toBe('1990-08-28');

  await page.reload();
  await expect(social.getByLabel('जन्म मिति')).toHaveValue('२०४७-०५-१२');
});
