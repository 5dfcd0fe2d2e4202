// Edit Information (issue 10) in the composed app: a new user's menu says 'Update Profile'; they crop and
// save a profile picture with their details; the header shows the picture and says 'Edit Information';
// a bad shipping phone is refused where it is. The cropper is worked with the mouse (issue 20).
import { expect, test } from './kala-test';
import { DEMO_PASSWORD, login, newAccount } from './helpers';
import { cropPicture, social } from './profile-picture';

test('crop and save a profile picture: the header shows it and the menu says Edit Information', async ({ page, request }) => {
  await login(page, await newAccount(request, `Nima Edit ${Date.now().toString(36)}`), DEMO_PASSWORD);
  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await page.getByTestId('user-menu').getByRole('link', { name: 'Update Profile' }).click();
  await expect(social(page).getByRole('heading', { level: 1, name: 'Edit Information' })).toBeVisible();

  await cropPicture(page);

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
