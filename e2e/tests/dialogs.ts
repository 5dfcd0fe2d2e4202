// Every dialog of every remote at the project's width (issue 20 items 3 and 4), for dialogs.spec.ts (1366 px)
// and dialogs-mobile.spec.ts (390 px): opened as a person opens it, its content is never wider than the
// dialog (nothing clipped, nothing to scroll sideways); a toast shown while a dialog is open is above it and
// can be pressed; no more than two toasts are on screen at once.
import { expect, test, type Locator, type Page } from './kala-test';
import { DEMO_PASSWORD, firstInStore, login, uniqueEmail } from './helpers';

const BUYER = 'demo.buyer@kala.test';
const ARTIST = 'demo.artist@kala.test';
const remote = (page: Page, name: string) => page.locator(`[data-remote="mf-${name}"]`);
const toasts = (page: Page) => page.getByTestId('toasts').locator('[role="status"], [role="alert"]');

/**
 * Fails unless the dialog's content fits its width: the dialog and each element in it show all they hold
 * sideways (scrollWidth ≤ clientWidth). `ignore` names parts that pan on purpose (the cropper's picture).
 */
export async function expectFits(dialog: Locator, ignore?: string): Promise<void> {
  await expect(dialog).toBeVisible();
  const wider = await dialog.evaluate((d: HTMLDialogElement, skip) => {
    const fields = new Set(['INPUT', 'TEXTAREA', 'SELECT']);
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    return [d, ...d.querySelectorAll<HTMLElement>('*')]
      // Not the fields (they scroll their own text), text for screen readers only, or the toasts laid over it.
      .filter((el) => !fields.has(el.tagName) && !(skip && el.closest(skip)) && !el.closest('.kala-visually-hidden, [data-testid="toasts"]'))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${name(el)}: ${el.scrollWidth} px of content in ${el.clientWidth}`);
  }, ignore);
  expect(wider, `content wider than its box in the dialog "${await dialog.getAttribute('aria-labelledby')}"`).toEqual([]);
}

/** The toast is on top where it is (the element at its centre is inside it) and its × can be pressed. */
async function expectToastOnTop(page: Page, text: string): Promise<void> {
  const toast = toasts(page).filter({ hasText: text });
  await expect(toast).toBeVisible();
  const onTop = await toast.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
  });
  expect(onTop, `the toast "${text}" is above everything`).toBe(true);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

async function closeWith(dialog: Locator, button: string): Promise<void> {
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

export function dialogTests(width: number): void {
  test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });

  test(`at ${width} px, a visitor's dialogs fit: added to cart, explicit content, a work, its buying enquiry, its full size`, async ({ page, request }) => {
    const work = await firstInStore(request);
    await page.goto(`/artwork/${work.slug}`);
    await remote(page, 'catalogue').getByRole('button', { name: 'Add to cart' }).click();
    const added = page.getByRole('dialog', { name: 'Artwork has been added to cart' });
    await expectFits(added);
    await closeWith(added, 'Continue');

    await page.goto('/exhibitions');
    const upcoming = remote(page, 'exhibitions').getByRole('tab', { name: 'Upcoming' });
    await upcoming.click();
    await remote(page, 'exhibitions').locator('article').filter({ hasText: 'The Body Remembers' }).getByRole('link', { name: 'Visit the exhibition' }).click();
    const explicit = page.getByRole('dialog', { name: 'Explicit Content' });
    await expectFits(explicit);
    await closeWith(explicit, 'Cancel');

    await page.goto('/exhibition-rooftops-of-kathmandu');
    const viewer = remote(page, 'exhibitions').getByTestId('viewer');
    const current = viewer.locator('[aria-current="true"]');
    const title = (await current.locator('figcaption').textContent())!;
    await current.getByRole('button').click();
    const workDialog = page.getByRole('dialog', { name: title });
    await expectFits(workDialog);
    await workDialog.getByRole('button', { name: 'Full Size Image' }).click();
    const full = page.getByRole('dialog', { name: title }).filter({ has: page.locator('img[src$="-productImage.webp"]') });
    await expectFits(full);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();
    await workDialog.getByRole('button', { name: 'Buy' }).click();
    const enquiry = page.getByRole('dialog', { name: 'Buying enquiry' });
    await enquiry.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(enquiry.getByText('Please enter your name')).toBeVisible();
    await expectFits(enquiry);
  });

  test(`at ${width} px, a buyer's dialogs fit: report (and its reason), block, new group with its toast on top, crop, cancel order`, async ({ page }) => {
    await login(page, BUYER, DEMO_PASSWORD);
    const [work] = ((await (await page.request.get('/api/v2/products/category/all?skip=0&limit=1')).json()) as { message: { slug: string; author: { slug: string } }[] }).message;
    await page.goto(`/artwork/${work.slug}`);
    await remote(page, 'catalogue').getByRole('button', { name: 'Report' }).click();
    const report = page.getByRole('dialog', { name: 'Report' });
    await report.getByLabel('Other').check();
    await expect(report.getByLabel('Write reason')).toBeVisible();
    await expectFits(report);
    await report.getByLabel('Write reason').fill('Looks copied');
    await closeWith(report, 'Cancel');

    await page.goto(`/studios/${work.author.slug}`);
    await remote(page, 'social').getByRole('button', { name: 'Report' }).click();
    await expectFits(report);
    // A toast over the open dialog is above its backdrop, readable and can be closed.
    await report.getByRole('button', { name: 'Submit' }).click();
    await expectToastOnTop(page, 'Please Select option to continue');
    await closeWith(report, 'Cancel');
    await remote(page, 'social').getByRole('button', { name: 'Block' }).click();
    const block = page.getByRole('dialog', { name: /^Block / });
    await expectFits(block);
    await closeWith(block, 'Cancel');

    await page.goto('/inbox');
    await remote(page, 'messaging').getByRole('button', { name: 'New group' }).click();
    const group = page.getByRole('dialog', { name: 'New group' });
    await expectFits(group);
    await group.getByLabel('Group name').fill('Thangka circle');
    await group.getByRole('button', { name: 'Create' }).click();
    await expectToastOnTop(page, 'Choose at least two people');
    await expectFits(group);
    await closeWith(group, 'Cancel');

    await page.goto('/edit');
    await remote(page, 'social').getByLabel('Change picture').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64'),
    });
    const crop = page.getByRole('dialog', { name: 'Crop your picture' });
    await expectFits(crop, '[data-testid="crop-area"]');
    await closeWith(crop, 'Cancel');

    await page.goto('/order');
    await remote(page, 'commerce').getByRole('button', { name: /Cancel order/ }).first().click();
    const cancel = page.getByRole('dialog', { name: 'Cancel Order' });
    await expectFits(cancel);
    await closeWith(cancel, 'No');
  });

  test(`at ${width} px, an artist's post editor fits`, async ({ page }) => {
    await login(page, ARTIST, DEMO_PASSWORD);
    await page.goto('/feed');
    const text = `A long word: Swayambhunathstupaovertheancientvalleyofkathmandu ${Date.now().toString(36)}`;
    await remote(page, 'social').getByLabel('Write a post', { exact: true }).fill(text);
    await remote(page, 'social').getByRole('button', { name: 'Post', exact: true }).click();
    const card = remote(page, 'social').getByTestId('post-card').filter({ hasText: text });
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Post' });
    await expectFits(edit);
    await closeWith(edit, 'Cancel');
    await card.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Delete Post' });
    await expectFits(remove);
    await closeWith(remove, 'Delete');
  });

  test(`at ${width} px, no more than two toasts are on screen at once`, async ({ page, request }) => {
    // Someone registered and not yet verified, so a new code can be sent to them.
    const email = uniqueEmail('toasts');
    expect((await request.post('/auth/register', { data: { name: 'Tara Toast', email, password: 'secret123', 'confirm-password': 'secret123' } })).ok()).toBe(true);
    await page.goto('/verify');
    await page.getByLabel('Verification code').fill('WRONGCODE');
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await expect(toasts(page)).toHaveCount(1);
    expect(await toasts(page).count()).toBe(1);
    await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(toasts(page)).toHaveCount(2);
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Resend code' }).click();
    // The newest replaces the oldest (counted at once: the older ones leave by themselves after 3 s).
    await expect(toasts(page).filter({ hasText: email })).toBeVisible();
    expect(await toasts(page).count()).toBe(2);
  });
}
