// Image work (decode, resize, encode) is CPU-heavy: it runs a few jobs at a time, each on one libvips thread,
// so uploads never take every core and /api/check, the database and other requests stay fast. The pool has
// one worker less than the machine has cores, and at least one.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';

export const IMAGE_WORKERS = Math.max(1, availableParallelism() - 1);

// One thread per job: the pool, not libvips, decides how many cores image work may use.
sharp.concurrency(1);
// Decoded pixels of one upload are of no use to the next: keep no cache of them.
sharp.cache(false);

export interface JobQueue {
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Jobs running now (for tests and logs). */
  readonly running: number;
  readonly waiting: number;
}

/** A semaphore: at most `concurrency` jobs at once, the others wait in arrival order. */
export function jobQueue(concurrency: number): JobQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  // A finishing job hands its slot to the next in line, so `running` never overshoots.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(job) {
      await acquire();
      try {
        return await job();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** The process-wide image pool. */
export const imageQueue = jobQueue(IMAGE_WORKERS);
