// The image pool: at most its size of jobs at once, the rest in arrival order, a failure frees its slot.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { IMAGE_WORKERS, imageQueue, jobQueue } from '../../../src/modules/media/image-queue';
import { renderImageSizes } from '../../../src/modules/media/images';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

it('has one worker less than the cores, and at least one', () => {
  expect(IMAGE_WORKERS).toBe(Math.max(1, availableParallelism() - 1));
});

it('runs at most `concurrency` jobs at once, in arrival order, and frees the slot of a failed job', async () => {
  const queue = jobQueue(2);
  let running = 0;
  let most = 0;
  const started: number[] = [];
  const job = (i: number) => async () => {
    started.push(i);
    running++;
    most = Math.max(most, running);
    await tick();
    running--;
    if (i === 1) throw new Error('broken image');
    return i;
  };
  const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => queue.run(job(i))));
  expect(most).toBe(2);
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
  expect({ running: queue.running, waiting: queue.waiting }).toEqual({ running: 0, waiting: 0 });
});

it('renders uploads through the pool, never more at once than it has workers', async () => {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#984B48' } }).jpeg().toBuffer();
  let most = 0;
  const watch = setInterval(() => (most = Math.max(most, imageQueue.running)), 1);
  try {
    const rendered = await Promise.all(Array.from({ length: 6 }, (_v, i) => renderImageSizes(photo, 'artworks', `pool-${i}`)));
    expect(rendered.map((r) => r.sizes.map((s) => s.width))).toEqual(Array.from({ length: 6 }, () => [320, 640, 1280]));
  } finally {
    clearInterval(watch);
  }
  expect(most).toBeGreaterThan(0);
  expect(most).toBeLessThanOrEqual(IMAGE_WORKERS);
  expect(imageQueue.waiting).toBe(0);
});
