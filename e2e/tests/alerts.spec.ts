// "Tell me when" (issue 25 §4): a visitor on a filtered gallery page asks for alerts, logs in and comes back,
// saves the alert; an artist in another browser publishes a matching work; the buyer's bell lights up
// without a reload; /alerts lists the alert, pauses and deletes it, also on a 390 px phone.
import { expect, test, type Page } from './kala-test';
import { catalogue, newAccount, signedIn, uploadPainting } from './helpers';

const ARTIST = { email: 'demo.artist@kala.test', name: 'Aarati Shrestha' };
// A 1×1 PNG: a real picture, checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');
// A price band no other spec uploads in, so the notification is this test's alone.
const FILTERED = '/gallery/painting?price=36500,37000';

async function publish(artist: Page, name: string): Promise<void> {
  await artist.goto('/upload');
  await artist.getByLabel(/Add images/).setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PNG });
  await uploadPainting(artist, { name, price: '36750', stock: '1' });
}

test('a buyer saves an alert from a filtered gallery, hears of a matching work live, pauses and deletes it', async ({ browser, request }) => {
  test.setTimeout(120_000); // two browsers, a login and an upload
  const email = await newAccount(request, 'Maya Alerts');
  const buyer = await (await browser.newContext()).newPage();

  // A visitor is asked to log in first, and comes back to the same filtered page.
  await buyer.goto(FILTERED);
  const alertButton = catalogue(buyer).getByRole('button', { name: 'Alert me to similar works' });
  await alertButton.click();
  await expect(buyer).toHaveURL(/\/login$/);
  await buyer.getByLabel('Email Address').fill(email);
  await buyer.getByLabel('Password', { exact: true }).fill('demo1234');
  await buyer.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(buyer).toHaveURL(new RegExp(`${FILTERED.replace(/[?]/g, '\\?')}$`));
  await alertButton.click();
  await expect(buyer.getByText('Alert saved. We will tell you when a matching work is published.')).toBeVisible();

  // Opening the bell marks everything seen: no dot.
  const bell = buyer.getByRole('button', { name: /^Notifications/ });
  await bell.click();
  await buyer.keyboard.press('Escape');
  await expect(buyer.getByTestId('unread-dot')).toHaveCount(0);

  const artist = await signedIn(browser, ARTIST.email);
  // Letters only: the work stays in the demo data, and the Nepali specs look for Latin digits on its pages.
  const name = `Alert dawn ${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
  await publish(artist, name);

  // No reload on the buyer's side: the socket brings it.
  await expect(buyer.getByTestId('unread-dot')).toBeVisible();
  await bell.click();
  const notice = buyer.getByRole('link', { name: `${ARTIST.name} published a work that matches your alert: ${name}` });
  await expect(notice).toBeVisible();
  // Chosen, it leads to the work (the panel's own code marks it viewed and follows its link).
  await notice.click();
  await expect(buyer.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(buyer.getByRole('button', { name: /^Notifications/ })).toHaveAttribute('aria-expanded', 'false');

  // /alerts on a phone: what the alert watches for, pause, delete.
  await buyer.setViewportSize({ width: 390, height: 844 });
  // Found from the phone's menu, as a person looks for them.
  await buyer.getByRole('button', { name: 'Open menu' }).click();
  await buyer.getByRole('dialog').getByRole('link', { name: 'My Alerts' }).click();
  const page = catalogue(buyer);
  await expect(page.getByRole('heading', { name: 'My alerts', level: 1 })).toBeVisible();
  const item = page.getByTestId('alert-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Category: Painting');
  await expect(item).toContainText(/Price: NPR 36,500 to NPR 37,000/);
  await expect(item).toContainText('Active');
  // Nothing wider than the phone.
  expect(await buyer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await item.getByRole('button', { name: 'Pause' }).click();
  await expect(buyer.getByText('Alert paused.')).toBeVisible();
  await expect(item).toContainText('Paused');
  await expect(item.getByRole('button', { name: 'Resume' })).toBeVisible();

  await item.getByRole('button', { name: 'Delete' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Delete this alert?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(buyer.getByText('Alert deleted.')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(page.getByText(/You have no alerts yet/)).toBeVisible();

  await artist.context().close();
  await buyer.context().close();
});
