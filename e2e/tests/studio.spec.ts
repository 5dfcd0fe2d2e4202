// Becoming an artist (issue 10) in the composed app: a new user sends a studio request from their
// profile's Get Into Studio; the profile then shows it pending and the page refuses a second one with the
// spec's already-exist text (issue 20), its picture button in the reader’s language; they redeem an artist code, which gives
// the studio role at once (the header's studio pages, the studio profile). The operator's approval is
// proven with the real command in server/test/admin/people-cli.test.ts (the embedded database opens in
// one process at a time, so it cannot run beside this server).
import { expect, test } from './kala-test';
import { DEMO_PASSWORD, login, newAccount, signedInReading } from './helpers';

const social = (page: import('@playwright/test').Page) => page.locator('[data-remote="mf-social"]');
// A 1×1 PNG: a real picture, checked by content on the server.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

test('send a studio request from the profile; a second is already received; a wrong then a right artist code', async ({ page, request }) => {
  const name = `Sita Painter ${Date.now().toString(36)}`;
  await login(page, await newAccount(request, name), DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Profile', exact: true }).click();
  await social(page).getByRole('link', { name: 'Get Into Studio' }).click();
  await expect(social(page).getByRole('heading', { name: 'Get into Studio' })).toBeVisible();

  // The spec's checks first: About Yourself is required, a .gif is refused.
  await social(page).getByRole('button', { name: 'Send a Request' }).click();
  await expect(social(page).getByText('Please tell us about yourself')).toBeVisible();
  await social(page).getByLabel(/Pictures of your work/).setInputFiles({ name: 'work.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await social(page).getByLabel('About Yourself').fill('I carve wood in Bhaktapur.');
  await social(page).getByRole('button', { name: 'Send a Request' }).click();
  await expect(social(page).getByText('Only .jpg or .png images can be sent')).toBeVisible();

  await social(page).getByLabel(/Pictures of your work/).setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PNG });
  await social(page).getByRole('button', { name: 'Send a Request' }).click();
  await expect(page.getByText('Your application has been received. We will contact you as soon as possible.')).toBeVisible();
  await expect(page).toHaveURL(/\/user\//);

  await expect(social(page).getByText('Studio request sent: waiting for an answer')).toBeVisible();
  await expect(social(page).getByRole('link', { name: 'Get Into Studio' })).toHaveCount(0);
  await page.reload();
  await expect(social(page).getByText('Studio request sent: waiting for an answer')).toBeVisible();

  // The header's Get into Studio leads to the page, which says the request is in and offers no second one.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Get into Studio' }).click();
  await expect(social(page).getByText('You have already submitted your application. We will respond you soon!')).toBeVisible();
  await expect(social(page).getByRole('button', { name: 'Send a Request' })).toHaveCount(0);
  await social(page).getByRole('link', { name: 'Have a Studio Code?' }).click();
  await expect(social(page).getByRole('heading', { name: 'Request for a Studio' })).toBeVisible();
  const field = social(page).getByLabel('Studio code');
  await field.fill('KALA-WRONG');
  await social(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('The code you provided could not be verified.')).toBeVisible();
  await expect(field).toHaveValue('');

  await field.fill('KALA-DEMO-STUDIO');
  await social(page).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Artist code verified successfully. You have a studio now.')).toBeVisible();
  // The studio role at once: the studio profile, without Get Into Studio.
  await expect(page).toHaveURL(/\/studios\//);
  await expect(social(page).getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(social(page).getByRole('link', { name: 'Get Into Studio' })).toHaveCount(0);
});

test('in Nepali the studio request picks pictures with a button in Nepali, not the browser’s English control (issue 20)', async ({ page, context, request, baseURL }) => {
  const user = await signedInReading(context, request, baseURL!, 'ne', await newAccount(request, 'Gita Rai'));
  await page.goto(`/${user.slug}/get-studio`);
  const chooser = page.waitForEvent('filechooser');
  await social(page).getByText('तस्बिरहरू छान्नुहोस्').click();
  await (await chooser).setFiles({ name: 'work.png', mimeType: 'image/png', buffer: PNG });
  await expect(social(page).getByRole('listitem').filter({ hasText: 'work.png' })).toBeVisible();
});
