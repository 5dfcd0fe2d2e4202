// The catalogue on a 390 px phone (issue 8, small things): Featured works at their own proportions (no
// empty wall above them) and the studios sort readable whole.
import type { Route } from '@playwright/test';
import { expect, test } from './kala-test';
import { catalogue } from './helpers';

test('Featured shows each work at its own proportions, with no empty wall above it', async ({ page }) => {
  await page.goto('/');
  const featured = catalogue(page).getByTestId('home-featured');
  await featured.scrollIntoViewIfNeeded();
  const image = featured.getByTestId('artwork-card').first().locator('img');
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('complete', true);
  // The frame around the picture is as tall as the picture: nothing empty above it.
  const gap = await image.evaluate((img) => img.parentElement!.getBoundingClientRect().height - img.getBoundingClientRect().height);
  expect(gap).toBeLessThanOrEqual(1);
});

test("the studios sort shows 'Most Followers' whole", async ({ page }) => {
  await page.goto('/studios');
  const sort = catalogue(page).getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('followers');
  // The select is at least as wide as its chosen text plus its padding and arrow.
  const room = await sort.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const text = context.measureText(select.selectedOptions[0].text).width;
    return select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - text;
  });
  expect(room).toBeGreaterThanOrEqual(0);
});

test('placeholders shimmer only on the screen: those waiting below the fold stand still', async ({ page }) => {
  // The next pages are held on the way, as on a slow phone network: otherwise they come so fast here that the
  // placeholders scrolled to are cards before the check (the test was flaky in CI).
  const held: Route[] = [];
  await page.route(/[?&]skip=[1-9]/, (route) => void held.push(route));
  await page.goto('/gallery/all');
  const gallery = catalogue(page);
  await expect(gallery.getByTestId('artwork-card').first()).toBeVisible();
  const skeletons = gallery.getByTestId('artwork-card-skeleton');
  await expect(skeletons.first()).toBeAttached();
  // The running animations of skeleton cards (each shimmer is an animation of a placeholder's band).
  const shimmering = () =>
    page.evaluate(() => document.getAnimations().filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('[data-testid="artwork-card-skeleton"]')).length);
  expect(await shimmering()).toBe(0);
  await skeletons.last().scrollIntoViewIfNeeded();
  await expect.poll(shimmering).toBeGreaterThan(0);
  expect(held.length).toBeGreaterThan(0);
});
