// Choosing, cropping and saving a profile picture on /edit as a person does it (issue 20 item 1), for the
// desktop and the phone specs: the cropper's picture stays inside its dialog, so the mouse can drag it, the
// zoom slider and Crop; the preview is the cropped picture itself; the header shows the saved one. The
// suite's guard (kala-test.ts) fails the test on any CSP refusal, such as an injected <style>.
import { expect, type Page } from './kala-test';

export const social = (page: Page) => page.locator('[data-remote="mf-social"]');

/** A 400×300 PNG with a gradient, drawn by the browser: big enough to drag around in the crop frame. */
async function picture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const g = canvas.getContext('2d')!;
    const fill = g.createLinearGradient(0, 0, 400, 300);
    fill.addColorStop(0, '#984b48');
    fill.addColorStop(1, '#2e6b3a');
    g.fillStyle = fill;
    g.fillRect(0, 0, 400, 300);
    return canvas.toDataURL('image/png').split(',')[1];
  });
  return Buffer.from(base64, 'base64');
}

/** On /edit: choose a picture, drag it, zoom, press Crop with the pointer; the form shows the cropped preview. */
export async function cropPicture(page: Page): Promise<void> {
  const missing: string[] = [];
  page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
  await social(page).getByLabel('Change picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture(page) });
  const cropper = page.getByRole('dialog', { name: 'Crop your picture' });
  const area = cropper.getByTestId('crop-area');
  await expect(area).toBeVisible();
  const frame = (await area.boundingBox())!;
  const image = area.locator('img');
  await expect(image).toBeVisible();
  // The picture is shown within its frame, inside the dialog (it covered the whole page when the cropper's
  // CSS was refused): what is at the frame's edge is the frame's.
  const dialogBox = (await cropper.boundingBox())!;
  expect(frame.x).toBeGreaterThanOrEqual(dialogBox.x);
  expect(frame.x + frame.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width);
  const outside = await area.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return el.contains(document.elementFromPoint(r.x + r.width / 2, r.bottom + 4));
  });
  expect(outside, 'the picture stays inside its frame').toBe(false);

  const before = await image.getAttribute('style');
  await page.mouse.move(frame.x + frame.width / 2, frame.y + frame.height / 2);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width / 2 + 30, frame.y + frame.height / 2 + 20, { steps: 5 });
  await page.mouse.up();
  await expect.poll(() => image.getAttribute('style')).not.toBe(before);

  const zoom = cropper.getByLabel('Zoom');
  await expect(zoom).toHaveValue('1.5');
  const track = (await zoom.boundingBox())!;
  await zoom.click({ position: { x: track.width * 0.75, y: track.height / 2 } });
  await expect(zoom).not.toHaveValue('1.5');

  await cropper.getByRole('button', { name: 'Crop' }).click();
  await expect(cropper).toBeHidden();
  // The preview is the cropped picture, shown from the browser's memory (not asked of the server).
  const preview = social(page).locator('section[aria-labelledby="edit-pictures"] img[src^="blob:"]');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(200);
  expect(missing).toEqual([]);
}
