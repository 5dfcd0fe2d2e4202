// Issue 8 on a desktop: the header search as a combobox, focus coming back after the cart dialog, a title per
// page, and a visitor's 'Go To Cart' going through the login to /cart. Numbers on the shell pages in Nepali.
import { expect, test, type APIRequestContext, type Page } from './kala-test';
import { DEMO_PASSWORD, catalogue, login } from './helpers';

interface Work {
  _id: string;
  slug: string;
  name: string;
  inStore: boolean;
  stock: number;
  author: { name: string };
}

async function inStoreWork(request: APIRequestContext): Promise<Work> {
  const listing = (await (await request.get('/api/store/all?skip=0&limit=30')).json()) as { message: Work[] };
  const work = listing.message.find((w) => w.inStore && w.stock > 0);
  expect(work, 'an in-store work').toBeDefined();
  return work!;
}

async function openAddedDialog(page: Page, work: Work) {
  await page.goto(`/artwork/${work.slug}`);
  const add = catalogue(page).getByRole('button', { name: 'Add to cart' });
  await add.click();
  const dialog = page.getByRole('dialog', { name: 'Artwork has been added to cart' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  return { add, dialog };
}

test('the header search is a combobox: arrow keys move through the results, Enter opens one, Escape closes', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
  await box.fill('thangka');
  const list = page.getByRole('listbox', { name: 'Search results' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const second = list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
  await expect(box).toBeFocused();
  await box.press('ArrowUp');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const href = await first.locator('a').getAttribute('href');

  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('thangka');
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(href!);
});

test('a name in the results is shown whole when there is room', async ({ page, request }) => {
  const works = (await (await request.get('/api/search/thangka')).json()) as { products: Work[] };
  const longest = [...works.products.slice(0, 5)].sort((a, b) => b.name.length - a.name.length)[0]!;
  await page.goto('/');
  await page.getByRole('banner').getByRole('combobox', { name: 'Search' }).fill('thangka');
  const name = page.getByRole('option', { name: new RegExp(longest.name) }).locator('span').first();
  await expect(name).toHaveText(longest.name);
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test("focus returns to 'Add to cart' after the dialog, with Continue and with Escape", async ({ page, request }) => {
  const work = await inStoreWork(request);
  const first = await openAddedDialog(page, work);
  await first.dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(first.dialog).toBeHidden();
  await expect(first.add).toBeFocused();

  const second = await openAddedDialog(page, work);
  await page.keyboard.press('Escape');
  await expect(second.dialog).toBeHidden();
  await expect(second.add).toBeFocused();
});

test('each page has its own title, in the current language', async ({ page, request }) => {
  const work = await inStoreWork(request);
  const titles: [string, string | RegExp][] = [
    ['/', 'Kala — Art from the studios of Nepal'],
    ['/gallery/thangka', 'Thangka · Gallery — Kala'],
    ['/store/all', 'All artworks · Store — Kala'],
    [`/artwork/${work.slug}`, `${work.name} · by ${work.author.name} — Kala`],
    ['/search/thangka', 'Showing results for “thangka” — Kala'],
    ['/studios', 'Studios — Kala'],
    ['/login', 'Login — Kala'],
    ['/404', 'PAGE NOT FOUND — Kala'],
  ];
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }

  // The title follows a change of language at once.
  await page.goto('/gallery/thangka');
  await page.getByRole('banner').getByTestId('language-switch').selectOption('zh');
  await expect(page).toHaveTitle(/画廊 — Kala$/);
  await page.getByRole('banner').getByTestId('language-switch').selectOption('en');
  await expect(page).toHaveTitle('Thangka · Gallery — Kala');
});

test("a visitor's 'Go To Cart' leads to the login, and the login to /cart", async ({ page, request }) => {
  const work = await inStoreWork(request);
  const { dialog } = await openAddedDialog(page, work);
  await dialog.getByRole('button', { name: 'Go To Cart' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Please login first')).toBeVisible();

  await page.getByLabel('Email Address').fill('demo.buyer@kala.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test("the account button is named with the person's name, in each language (issue 20)", async ({ page }) => {
  await login(page, 'demo.buyer@kala.test', DEMO_PASSWORD);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Account menu, Demo Buyer', exact: true })).toBeVisible();
  await header.getByTestId('language-switch').selectOption('ne');
  await expect(header.getByRole('button', { name: 'खाता मेनु, Demo Buyer', exact: true })).toBeVisible();
  await header.getByTestId('language-switch').selectOption('zh');
  await expect(header.getByRole('button', { name: '账户菜单，Demo Buyer', exact: true })).toBeVisible();
  await header.getByTestId('language-switch').selectOption('en');
});

test('in Nepali the not-found page and the privacy policy show their numbers in Devanagari (issue 20)', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'kala_lang', value: 'ne', url: baseURL! }]);
  await page.goto('/404');
  await expect(page.getByText('४०४')).toBeVisible();
  await page.goto('/privacy-policy');
  const policy = page.getByRole('article');
  await expect(policy).toContainText('१३ वर्षभन्दा कम');
  await expect(policy).not.toContainText(/[0-9]/);
});

test("the footer's links to Kala elsewhere are named, and their icons are drawn, not symbols a fallback font must supply", async ({ page }) => {
  await page.goto('/terms-conditions');
  const footer = page.getByRole('contentinfo');
  for (const name of ['Kala on video', 'Kala on photo sharing']) {
    const link = footer.getByRole('link', { name });
    await expect(link).toBeVisible();
    const icon = (await link.locator('svg').boundingBox())!;
    expect(icon.width).toBeGreaterThan(8);
  }
  await expect(footer.getByRole('link', { name: 'Kala on Facebook' })).toHaveText('f');
  expect(await footer.textContent()).not.toMatch(/[▶◎]/);
});

test('a language chosen in the header reaches texts fetched after the first paint, and stays after a reload (ADR 0032)', async ({ page }) => {
  await page.goto('/terms-conditions');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('switch', { name: 'Data saver' })).toBeVisible();

  await header.getByRole('combobox', { name: 'Language' }).selectOption('ne');
  await expect(header.getByRole('link', { name: 'ग्यालरी' })).toBeVisible();
  // The switch's words are a namespace of their own, registered when its chunk came after the first paint.
  await expect(footer.getByRole('switch', { name: 'डेटा बचत' })).toBeVisible();

  await header.getByRole('combobox', { name: 'भाषा' }).selectOption('zh');
  await expect(header.getByRole('link', { name: '画廊' })).toBeVisible();
  await expect(footer.getByRole('switch', { name: '省流量模式' })).toBeVisible();

  const reloaded = await page.reload();
  // The server writes the chosen language into the page it sends (the cookie the switch left), before any code.
  expect(await reloaded!.text()).toMatch(/^<!DOCTYPE html><html lang="zh"/i);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(footer.getByRole('switch', { name: '省流量模式' })).toBeVisible();
  await expect(header.getByRole('link', { name: '画廊' })).toBeVisible();
});
