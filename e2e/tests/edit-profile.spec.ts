// Edit Information (issue 10) in the composed app: a new user's menu says 'Update Profile'; they crop and
// save a profile picture with their details; the header shows the picture and says 'Edit Information';
// a bad shipping phone is refused where it is.
import { expect, test } from './kala-test';
import { DEMO_PASSWORD, login, newAccount } from './helpers';

const social = (page: import('@playwright/test').Page) => page.locator('[data-remote="mf-social"]');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

test('crop and save a profile picture: the header shows it and the menu says Edit Information', async ({ page, request }) => {
  await login(page, await newAccount(request, `Nima Edit ${Date.now().toString(36)}`), DEMO_PASSWORD);
  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Update Profile' }).click();
  await expect(social(page).getByRole('heading', { level: 1, name: 'Edit Information' })).toBeVisible();

  await social(page).getByLabel('Change picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  const cropper = page.getByRole('dialog', { name: 'Crop your picture' });
  await expect(cropper.getByTestId('crop-area')).toBeVisible();
  await expect(cropper.getByLabel('Zoom')).toHaveValue('1.5');
  await cropper.getByRole('button', { name: 'Crop' }).click();
  await expect(cropper).toBeHidden();

  await social(page).getByLabel('Date of birth').fill('1992-03-14');
  await social(page).getByLabel('Address', { exact: true }).first().fill('Bhaktapur');
  // Shipping info is checked once any of it is filled: the phone must have 10 digits.
  await social(page).getByLabel('Phone').fill('98012');
  await social(page).getByRole('button', { name: 'Save' }).click();
  await expect(social(page).getByText('Phone number is not valid')).toBeVisible();
  await social(page).getByLabel('Phone').fill('');

  await social(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await expect(menu.locator('img')).toHaveAttribute('src', /profiles\//);
  await menu.click();
  await expect(page.getByTestId('user-menu').getByRole('link', { name: 'Edit Information' })).toBeVisible();
});
