// Exhibitions (issue 13) in the composed app with the seeded shows: the list with its banner, tabs and the
// explicit-content dialog; the viewer by keyboard (arrows, a work, its full-size image, Escape); and a buying
// enquiry that reaches the operator's outbox.
import { expect, test, type Page } from './kala-test';
import { latestMailTo } from './helpers';

const exhibitions = (page: Page) => page.locator('[data-remote="mf-exhibitions"]');

test('the list: the show on now, Previous and Upcoming, and an explicit show behind its dialog', async ({ page }) => {
  await page.goto('/exhibitions');
  const list = exhibitions(page);
  await expect(list.getByRole('heading', { name: 'Exhibitions', level: 1 })).toBeVisible();
  await expect(list.getByRole('heading', { name: 'Rooftops of Kathmandu' })).toBeVisible();

  const previous = list.getByRole('tab', { name: 'Previous' });
  await expect(previous).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('tabpanel')).toContainText('High Passes');
  await expect(list.getByRole('tabpanel')).toContainText('Mandalas in Gold');
  await previous.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expect(list.getByRole('tabpanel')).toContainText('Monsoon Diaries');

  // The explicit show asks first; Cancel keeps the visitor on the list.
  const explicit = list.locator('article').filter({ hasText: 'The Body Remembers' }).getByRole('link', { name: 'Visit the exhibition' });
  await explicit.click();
  const dialog = page.getByRole('dialog', { name: 'Explicit Content' });
  await expect(dialog).toContainText('This exhibition contains explicit material. By continuing you confirm that you are over 18 years of age.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/exhibitions(\?tab=upcoming)?$/);

  await explicit.click();
  await page.getByRole('dialog', { name: 'Explicit Content' }).getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/exhibition-the-body-remembers$/);
  await expect(exhibitions(page).getByRole('heading', { name: 'The Body Remembers', level: 1 })).toBeVisible();

  // Escape goes back to the list as it was (its tab); the answer holds for the session: the show opens at once.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/exhibitions(\?tab=upcoming)?$/);
  await expect(list.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await explicit.click();
  await expect(page).toHaveURL(/\/exhibition-the-body-remembers$/);
});

test('the viewer by keyboard: move between works, open one and its full-size image, send a buying enquiry', async ({ page, request }) => {
  await page.goto('/exhibition-rooftops-of-kathmandu');
  const viewer = exhibitions(page).getByTestId('viewer');
  await expect(viewer.getByRole('heading', { name: 'Rooftops of Kathmandu', level: 1 })).toBeVisible();
  const counter = viewer.getByText(/^\d of \d$/);
  const total = Number((await counter.textContent())!.split(' of ')[1]);
  await expect(counter).toHaveText(`1 of ${total}`);

  // Audio stays off until the visitor turns it on.
  await expect(viewer.getByTestId('sound')).toHaveAccessibleName('Sound on');

  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`2 of ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 of ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText(`2 of ${total}`);
  // The seeded second work is sold (no Buy); the third is for sale.
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText(`3 of ${total}`);

  // The current work is a button: focus it and press Enter.
  const current = viewer.locator('[aria-current="true"]');
  const title = (await current.locator('figcaption').textContent())!;
  await current.getByRole('button').focus();
  await page.keyboard.press('Enter');
  const work = page.getByRole('dialog', { name: title });
  await expect(work.getByRole('button', { name: 'Buy' })).toBeFocused();

  await work.getByRole('button', { name: 'Full Size Image' }).click();
  const full = page.getByRole('dialog', { name: title }).filter({ has: page.locator('img[src$="-productImage.webp"]') });
  await expect(full.locator('img')).toBeVisible();
  await expect.poll(() => full.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(full).toBeHidden();
  await expect(work).toBeVisible();

  await work.getByRole('button', { name: 'Buy' }).click();
  const form = page.getByRole('dialog', { name: 'Buying enquiry' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Please enter your name')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  const email = `collector.${Date.now()}@kala.test`;
  await form.getByLabel('Name').fill('Mira Collector');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill('+977 9801234567');
  await form.getByLabel('Message').fill(`Is "${title}" still available?`);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Message Received Successfully! We will get back to you as soon as possible')).toBeVisible();
  await expect(form).toBeHidden();

  const mail = await latestMailTo(request, 'gallery@kala.test');
  expect(mail.subject).toBe(`Buying enquiry: ${title} by Aarati Shrestha`);
  expect(mail.text).toContain(email);
  expect(mail.text).toContain('/exhibition-rooftops-of-kathmandu');
  // The work's own picture, as the server stores it (a client's link never reaches the mail).
  expect(mail.text).toMatch(/\nImage: \S+\/[^/\s]+\.webp(\n|$)/);

  // The dialog gone, focus is back on the work that opened it; Escape, with no dialog open, leaves the show.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(current.getByRole('button')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/exhibitions$/);
});
