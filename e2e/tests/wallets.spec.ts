// Issue 24: eSewa and Khalti in the browser, against their stand-ins (server/test/support/wallet-stand-ins.ts,
// started by playwright.config.ts): the Payment tab names both wallets and shows the card's US dollars;
// a paid order leaves for the wallet, is approved there, comes back to SUCCESS, PAID with its stock kept and
// the cart empty; one cancelled on the wallet comes back to Failure, DECLINED, with its stock back.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { commerce, expectPaymentDeclined, login, newBuyer, stockOf, type Work } from './helpers';

const SHIPPING: Record<string, string> = {
  'Full Name': 'Sita Gurung',
  'Email Address': 'sita@kala.test',
  'Phone Number': '9812345670',
  Country: 'Nepal',
  City: 'Pokhara',
  State: 'Gandaki',
  'Postal Code': '33700',
  Address: 'Lakeside 4',
};

/** A work on sale with stock, past the ones other specs of the run take first. */
async function workOnSale(request: APIRequestContext, index: number): Promise<Work> {
  const listing = (await (await request.get('/api/store/all?skip=0&limit=60')).json()) as { message: Work[] };
  const works = listing.message.filter((w) => w.inStore && w.stock > 0);
  const work = works[works.length - 1 - index];
  expect(work).toBeDefined();
  return work;
}

/** A new buyer with `work` in the cart, on the Payment tab. */
async function toPaymentTab(page: Page, request: APIRequestContext, work: Work) {
  const buyer = await newBuyer(request);
  await login(page, buyer.email, buyer.password);
  await page.goto(`/artwork/${work.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Artwork has been added to cart' }).getByRole('button', { name: 'Continue' }).click();
  await page.goto('/cart');
  await commerce(page).getByRole('link', { name: 'Proceed To Checkout' }).click();
  for (const [label, value] of Object.entries(SHIPPING)) await commerce(page).getByLabel(label, { exact: true }).fill(value);
  await commerce(page).getByRole('button', { name: 'Next' }).click();
  await commerce(page).getByRole('button', { name: 'Next' }).click();
  await expect(commerce(page).getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'true');
}

for (const wallet of ['eSewa', 'Khalti'] as const) {
  test(`paid with ${wallet}: out to ${wallet}, approved there, back to SUCCESS; PAID, stock kept, cart empty`, async ({ page, request }) => {
    const work = await workOnSale(request, wallet === 'eSewa' ? 0 : 1);
    const stock = await stockOf(request, work.slug);
    await toPaymentTab(page, request, work);
    await commerce(page).getByRole('radio', { name: new RegExp(`^${wallet}`) }).check();
    await commerce(page).getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByRole('heading', { name: `${wallet} (test stand-in)` })).toBeVisible();
    expect(new URL(page.url()).port).not.toBe(new URL(test.info().project.use.baseURL!).port);
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(commerce(page).getByRole('heading', { name: 'SUCCESS' })).toBeVisible();
    expect(await stockOf(request, work.slug)).toBe(stock - 1);
    await page.goto('/order');
    await expect(commerce(page).getByTestId('order-row').first()).toContainText('PAID');
    await page.goto('/cart');
    await expect(commerce(page).getByText("You don't have any items in your cart!")).toBeVisible();
  });
}

test('cancelled on Khalti: back to Failure saying it was declined, PAYMENT DECLINED, the stock back', async ({ page, request }) => {
  const work = await workOnSale(request, 2);
  const stock = await stockOf(request, work.slug);
  await toPaymentTab(page, request, work);
  // Every wallet by name, and the card's charge in US dollars before paying (spec §9).
  for (const name of ['Wallet', 'eSewa', 'Khalti']) await expect(commerce(page).getByRole('radio', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(commerce(page).getByTestId('card-usd')).toHaveText(/^You pay US\$ \d+\.\d\d \(NPR\. [\d,.]+ at NPR\. 140 per US dollar\)\.$/);
  await commerce(page).getByRole('radio', { name: /^Khalti/ }).check();
  await commerce(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Khalti (test stand-in)' })).toBeVisible();
  await expect.poll(() => stockOf(request, work.slug)).toBe(stock - 1);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expectPaymentDeclined(page, request, work.slug, stock);
});
