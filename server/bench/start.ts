// npm run bench -- start [--rounds 5]: how long a server process takes to build the app and be ready
// (plugins, routes, their validators and serializers; not the database's own start or the migrations).
// Each round in a fresh process, on an in-memory embedded database: nothing is warm but the disk cache.
// Prints each round and the median, with the load average.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDb } from '../src/db';
import { migrate } from '../src/db/migrate';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHILD = '--one-start';

/** In the child: one app built and made ready, its time printed as a number of milliseconds. */
async function oneStart(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-start-'));
  const config = loadConfig({ NODE_ENV: 'bench', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'silent' }, { serverRoot, web: null });
  const db = openDb(config, { memory: true });
  try {
    await migrate(db, serverRoot);
    const started = performance.now();
    const app = await buildApp(config, { db });
    await app.ready();
    console.log(Math.round(performance.now() - started));
    await app.close();
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchStart(args: string[]): Promise<void> {
  if (args.includes(CHILD)) return oneStart();
  const { values } = parseArgs({ args, options: { rounds: { type: 'string', default: '5' } } });
  const times: number[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    const child = spawnSync(process.execPath, [...process.execArgv, path.join(serverRoot, 'bench', 'run.ts'), 'start', CHILD], { encoding: 'utf8' });
    const ms = Number(child.stdout.trim().split('\n').pop());
    if (child.status !== 0 || !Number.isFinite(ms)) throw new Error(`a start failed: ${child.stderr || child.stdout}`);
    console.log(`[bench start] round ${round}: ${ms} ms`);
    times.push(ms);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];
  console.log(`\napp built and ready: median ${median} ms of ${times.length} fresh processes (${times.join(', ')}); load average ${loadavg().map((n) => n.toFixed(2)).join(' ')} at the end (${cpus().length} CPUs, Node ${process.version})`);
}
