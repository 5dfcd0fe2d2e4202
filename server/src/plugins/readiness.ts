// `app.readiness`: what GET /api/ready asks. Each plugin that owns a connection (database, Redis, storage)
// adds a check of it here, so the readiness answer knows every dependency without reaching into them.
import fp from 'fastify-plugin';

export type ReadinessCheck = () => Promise<unknown>;

export interface Readiness {
  add(name: string, check: ReadinessCheck): void;
  /** Runs every check at once, each bounded by `timeoutMs`: the names of those that failed, with why. */
  run(timeoutMs?: number): Promise<Record<string, string>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

const within = (ms: number, work: Promise<unknown>) =>
  Promise.race([work, new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

export function readiness(): Readiness {
  const checks = new Map<string, ReadinessCheck>();
  return {
    add: (name, check) => void checks.set(name, check),
    async run(timeoutMs = 2000) {
      const failed: Record<string, string> = {};
      await Promise.all(
        [...checks].map(([name, check]) =>
          within(timeoutMs, check()).catch((err: unknown) => {
            failed[name] = err instanceof Error ? err.message || err.name : String(err);
          }),
        ),
      );
      return failed;
    },
  };
}

export default fp(
  async (app) => {
    app.decorate('readiness', readiness());
  },
  { name: 'readiness' },
);
