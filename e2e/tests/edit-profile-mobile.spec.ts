// Edit Information on a 390 px phone (issue 20 item 1): the picture cropper fits the screen and is worked by
// pointer (drag, the zoom slider, Crop); saved, the phone menu shows the new picture beside the name.
import { expect, test } from './kala-test';
import { DEMO_PASSWORD, login, newAccount } from './helpers';
import { cropPicture, social } from './profile-picture';

test('crop and save a profile picture on a phone: the menu shows it', async ({ page, request }) => {
  await login(page, await newAccount(request, `Pema Phone ${Date.now().toString(36)}`), DEMO_PASSWORD);
  await page.goto('/edit');
  await expect(social(page).getByRole('heading', { level: 1, name: 'Edit Information' })).toBeVisible();
  await cropPicture(page);
  await social(page).getByLabel('Date of birth').fill('1994-07-02');
  await social(page).getByLabel('Address', { exact: true }).first().fill('Pokhara');
  await social(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).locator('img[src*="profiles/"]')).toBeVisible();
});
