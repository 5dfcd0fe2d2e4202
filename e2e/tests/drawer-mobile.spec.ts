// Issue 8 on a 390 px phone: the menu (☰) is a full-screen modal dialog holding the whole header and user
// menu, used by touch and by keyboard; every navigation starts at the top and Back returns to the grid position.
import { expect, test, type Page } from './kala-test';
import { catalogue } from './helpers';

const BUYER = { email: 'demo.buyer@kala.test', password: 'demo1234' };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
// Named 'Menu', or 'मेनु' once the language is Nepali.
const menu = (page: Page) => page.getByRole('dialog', { name: /^(Menu|मेनु)$/ });

async function tapOpenMenu(page: Page) {
  await menuButton(page).tap();
  await expect(menu(page)).toBeVisible();
}

test('by touch: open the menu, search, change language, go to Store, log in and log out, all from the menu', async ({ page }) => {
  await page.goto('/');
  await tapOpenMenu(page);
  // The whole screen, not a strip the size of the header.
  const box = (await menu(page).boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(389);
  expect(box.height).toBeGreaterThanOrEqual(843);
  for (const name of ['Exhibitions', 'Gallery', 'Store', 'Studios', 'Feed', 'Register / Login']) await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();

  await menu(page).getByRole('searchbox', { name: 'Search' }).fill('thangka');
  await menu(page).getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search\/thangka$/);
  await expect(menu(page)).toHaveCount(0);

  await tapOpenMenu(page);
  await menu(page).getByRole('combobox', { name: 'Language' }).selectOption('ne');
  await expect(menu(page).getByRole('link', { name: 'पसल' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await menu(page).getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await menu(page).getByRole('link', { name: 'Store' }).tap();
  await expect(page).toHaveURL(/\/store\/all$/);
  await expect(menu(page)).toHaveCount(0);

  await tapOpenMenu(page);
  await menu(page).getByRole('link', { name: 'Register / Login' }).tap();
  await page.getByLabel('Email Address').fill(BUYER.email);
  await page.getByLabel('Password', { exact: true }).fill(BUYER.password);
  await page.getByRole('button', { name: 'Login', exact: true }).tap();
  await expect(page).toHaveURL(/\/$/);

  await tapOpenMenu(page);
  for (const name of ['Profile', 'Inbox', 'Upload Artwork', 'My Orders']) await expect(menu(page).getByRole('link', { name, exact: true })).toBeVisible();
  await menu(page).getByRole('button', { name: 'Log Out' }).tap();
  await expect(menu(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('by keyboard: the menu takes focus, keeps it inside, closes on Escape and on a link, and gives it back to ☰', async ({ page }) => {
  await page.goto('/gallery/all');
  await expect(catalogue(page).getByTestId('artwork-card').first()).toBeVisible();
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toBeVisible();
  const close = menu(page).getByRole('button', { name: 'Close menu' });
  await expect(close).toBeFocused();

  // Focus stays in the dialog: back from its first element (the logo) goes to its last, on from there to the first.
  const logo = menu(page).getByRole('link', { name: 'Home' });
  await page.keyboard.press('Shift+Tab');
  await expect(logo).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(menu(page).getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(logo).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  // Search, then Store, then log in and out, with the keyboard only.
  await page.keyboard.press('Enter');
  await menu(page).getByRole('searchbox', { name: 'Search' }).focus();
  await page.keyboard.type('thangka');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\/thangka$/);
  await expect(menuButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  const store = menu(page).getByRole('link', { name: 'Store' });
  while (!(await store.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/store\/all$/);
  await expect(menu(page)).toHaveCount(0);
  await expect(menuButton(page)).toBeFocused();

  await page.keyboard.press('Enter');
  await menu(page).getByRole('link', { name: 'Register / Login' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('Email Address').focus();
  await page.keyboard.type(BUYER.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(BUYER.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await menuButton(page).focus();
  await page.keyboard.press('Enter');
  await menu(page).getByRole('button', { name: 'Log Out' }).focus();
  await page.keyboard.press('Enter');
  await expect(menu(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a tapped artwork opens at the top; Back returns to the scrolled grid position', async ({ page }) => {
  await page.goto('/gallery/all');
  const cards = catalogue(page).getByTestId('artwork-card');
  await expect(cards.nth(14)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 1500));
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  await expect.poll(scrollY).toBeGreaterThan(1000);
  const scrolled = await scrollY();

  // A card in the middle of the screen.
  const href = await page.evaluate(() => document.elementFromPoint(100, 420)?.closest('a')?.getAttribute('href'));
  expect(href).toMatch(/^\/(artwork|art)\//);
  await catalogue(page).locator(`a[href="${href}"]`).first().tap();
  await expect(page).toHaveURL(href!);
  await expect(catalogue(page).getByTestId('artwork-page')).toBeVisible();
  expect(await scrollY()).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/gallery\/all$/);
  await expect.poll(scrollY).toBe(scrolled);
  await expect(catalogue(page).locator(`a[href="${href}"]`).first()).toBeInViewport();
});
