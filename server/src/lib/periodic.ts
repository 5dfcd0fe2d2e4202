// Housekeeping while the app runs (pruning old rows): a timer that never keeps the process alive.
import type { FastifyInstance } from 'fastify';

export function runPeriodically(app: FastifyInstance, name: string, everyMs: number, task: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void task().catch((err: unknown) => app.log.warn({ err }, `${name} failed`)), everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
