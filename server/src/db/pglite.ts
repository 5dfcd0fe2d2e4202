// PGlite driver: the embedded default when DATABASE_URL is unset. PGlite is a single connection, so a
// transaction must hold it exclusively: a lock queues every other statement until COMMIT/ROLLBACK.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sqlText, type Driver, type DbError, type QueryResult, type Sql } from './types';

interface Reply {
  id: number;
  result?: QueryResult<never> | null;
  error?: { message: string; code?: string; detail?: string; constraint?: string };
}

class Lock {
  private tail: Promise<void> = Promise.resolve();

  /** Runs fn after every earlier holder has finished. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

function toDbError(e: NonNullable<Reply['error']>): DbError {
  return Object.assign(new Error(e.message), { code: e.code, constraint: e.constraint, detail: e.detail });
}

export interface PgliteOptions {
  serverRoot: string;
  /** Folder of the persisted database; null for an in-memory database (tests). */
  dataDir: string | null;
}

export function openPglite({ serverRoot, dataDir }: PgliteOptions): Driver {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  const worker = new Worker(path.join(serverRoot, 'src', 'db', 'pglite-worker.cjs'), { workerData: { dataDir } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.error) waiter?.reject(toDbError(reply.error));
    else waiter?.resolve(reply.result);
  });
  let stopped: Error | null = null;
  const failAll = (err: Error) => {
    stopped = err;
    for (const waiter of pending.values()) waiter.reject(err);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', () => failAll(new Error('database closed')));
  // An idle database must not keep the process alive on its own; one with queries in flight must.
  worker.unref();

  const send = <T>(op: string, sql = '', params: readonly unknown[] = []): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      // A stopped worker would never answer: fail at once (the health check reports maintenance).
      if (stopped) return reject(stopped);
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      worker.postMessage({ id, op, sql, params });
    });

  const lock = new Lock();
  const raw: Driver = {
    kind: 'pglite',
    query: <T>(sql: Sql, params?: readonly unknown[]) => send<QueryResult<T>>('query', sqlText(sql), params),
    exec: async (sql) => {
      await send('exec', sql);
    },
    transaction: () => Promise.reject(new Error('nested')),
    close: async () => undefined,
  };

  return {
    kind: 'pglite',
    query: (sql, params) => lock.run(() => raw.query(sql, params)),
    exec: (sql) => lock.run(() => raw.exec(sql)),
    transaction: (fn) =>
      lock.run(async () => {
        await raw.exec('BEGIN');
        try {
          const result = await fn(raw);
          await raw.exec('COMMIT');
          return result;
        } catch (err) {
          await raw.exec('ROLLBACK');
          throw err;
        }
      }),
    close: () =>
      lock.run(async () => {
        await send('close');
        await worker.terminate();
      }),
  };
}
