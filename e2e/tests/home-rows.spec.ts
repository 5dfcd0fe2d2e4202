// Home's rows as a desktop visitor meets them (issue 8): a row's arrows show only when they would move
// it, and the category tiles share their rows evenly; a signed-in person's Recommended row follows their likes.
import { expect, test } from './kala-test';
import { PAGE_SIZE } from '@kala/shared/constants';
import { apiPerson, authOf, catalogue, DEMO_PASSWORD, login } from './helpers';

test("a row's arrows show only when they would move it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const row = catalogue(page).locator('section[id^="home-popular-"], section[data-testid^="home-popular-"]').first();
  await row.scrollIntoViewIfNeeded();
  await expect(row.getByTestId('artwork-card').first()).toBeVisible();
  const back = row.getByRole('button', { name: 'Scroll back' });
  const on = row.getByRole('button', { name: 'Scroll on' });
  // At the start there is nothing to go back to.
  await expect(back).toBeHidden();
  const overflows = await row.getByRole('list').first().evaluate((list) => list.scrollWidth > list.clientWidth + 1);
  if (!overflows) {
    await expect(on).toBeHidden();
    return;
  }
  await on.click();
  await expect(back).toBeVisible();
});

test('the category tiles never leave one alone on a row at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const tiles = catalogue(page).getByTestId('category-tile');
  await expect(tiles.first()).toBeVisible();
  const tops = await tiles.evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
  // Each tile is hung with its category's most popular work (each tile asks for its own).
  await expect(tiles.locator('img')).toHaveCount(tops.length);
  await expect(tiles.locator('img').first()).toBeVisible();
  const perRow = new Map<number, number>();
  for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
  const counts = [...perRow.values()];
  expect(counts.length === 1 || Math.min(...counts) > 1, `tiles per row: ${counts.join(', ')}`).toBe(true);
});

// The rows far below wait as placeholders that are not laid out (content-visibility) and hold the height
// their cards will take: Back to home lands on the row it left, every row above it still waiting.
for (const width of [1280, 390]) {
  test(`at ${width} px, Back from a work in a low row, and a reload there, land on that row again`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/');
    const rows = catalogue(page).locator('section[data-testid^="home-popular-"]');
    await expect(rows.first()).toBeAttached();
    // A row low on the page with rows still below it (at the very bottom the scroll would stop short anyway).
    await expect(rows).toHaveCount(8);
    const row = rows.nth(5);
    const card = row.getByTestId('artwork-card').first();
    // Down the page as a reader goes, a turn of the wheel at a time, every row rendering as it nears.
    await page.mouse.move(width / 2, 400);
    await expect(async () => {
      await page.mouse.wheel(0, 500);
      // Whole on screen, so the click itself does not scroll.
      await expect(card).toBeInViewport({ ratio: 1, timeout: 250 });
    }).toPass();
    const title = row.getByRole('heading', { level: 2 });
    const top = async () => Math.round((await title.boundingBox())!.y);
    let last = NaN;
    await expect.poll(async () => last === (last = await top())).toBe(true);
    const before = last;

    await card.click();
    await expect(catalogue(page).getByTestId('artwork-page')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
    await expect(card).toBeInViewport();

    // A reload there comes back to the same row, the rows above it waiting again.
    await page.reload();
    await expect.poll(async () => Math.abs((await top()) - before)).toBeLessThanOrEqual(1);
    await expect(card).toBeInViewport();
  });
}

test('a signed-in person who likes a work is recommended works of its categories, most liked first, never that work', async ({ page, request }) => {
  interface Work { id: string; slug: string; likes: string[]; categories: { _id: string }[] }
  const person = await apiPerson(request, 'Sabin');
  const [liked] = ((await (await request.get('/api/v2/products/category/photography?skip=0&limit=1')).json()) as { message: Work[] }).message;
  await login(page, person.email, DEMO_PASSWORD);

  // They like a photograph on its page, as anyone does.
  await page.goto(`/artwork/${liked!.slug}`);
  const like = catalogue(page).getByRole('button', { name: 'Like', exact: true });
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  const recommended = async () => ((await (await request.get('/api/products/recommended', { headers: authOf(person) })).json()) as { result: Work[] }).result;
  await expect.poll(async () => (await recommended()).some((w) => w.id === liked!.id)).toBe(false);
  const expected = await recommended();
  expect(expected.length).toBeGreaterThan(0);
  const mine = new Set(liked!.categories.map((c) => c._id));
  for (const work of expected) expect(work.categories.some((c) => mine.has(c._id)), work.slug).toBe(true);
  const likes = expected.map((w) => w.likes.length);
  expect(likes).toEqual([...likes].sort((a, b) => b - a));

  // Home's Recommended row shows those works in that order (as many as a row holds); a reload shows the same.
  const shown = expected.slice(0, PAGE_SIZE.scroller).map((w) => w.slug);
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    else await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    const row = catalogue(page).getByTestId('home-recommended');
    await row.scrollIntoViewIfNeeded();
    const cards = row.getByTestId('artwork-card');
    await expect(cards).toHaveCount(shown.length);
    const slugs = await cards.evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').pop()));
    expect(slugs).toEqual(shown);
  }
});
