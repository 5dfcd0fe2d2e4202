// `npm run stack`: a production-like Kala on this machine: one build, nginx (nginx/kala.conf) on STACK_PORT
// (default 8000) in front of STACK_PROCESSES server processes (default 2, on the next ports), on
// DATABASE_URL, REDIS_URL and, when S3_BUCKET is set, S3 (else uploads on disk under .tmp/stack/data).
// Ctrl-C stops everything. KALA_SKIP_BUILD=1 reuses the last build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStack } from '../tooling/stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const S3_KEYS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'];
const options = {
  processes: Number(env.STACK_PROCESSES ?? 2),
  port: Number(env.STACK_PORT ?? 8000),
  databaseUrl: env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/kala',
  redisUrl: env.REDIS_URL || 'redis://127.0.0.1:6379',
  s3: Object.fromEntries(S3_KEYS.filter((k) => env[k]).map((k) => [k, env[k]])),
  work: path.resolve(env.STACK_DIR ?? path.join(root, '.tmp', 'stack')),
  build: env.KALA_SKIP_BUILD !== '1',
  inherit: true,
  log: (msg) => console.log(`[stack] ${msg}`),
};
if (!Number.isInteger(options.processes) || options.processes < 1) {
  console.error(`STACK_PROCESSES must be a whole number of processes, not '${env.STACK_PROCESSES}'`);
  process.exit(2);
}

let stack;
let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n[stack] ${signal}: stopping ${options.processes} server processes and nginx`);
  await stack?.stop();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));

try {
  stack = await startStack(options);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
const ports = stack.servers.map((s) => s.port).join(', ');
console.log(`\n[stack] Kala is up at ${stack.url}  (nginx → ${options.processes} processes on ports ${ports};`);
console.log(`[stack] ${options.s3.S3_BUCKET ? `uploads in S3 bucket ${options.s3.S3_BUCKET}` : 'uploads on disk'}; files in ${path.relative(root, options.work)}). Ctrl-C stops it.`);
