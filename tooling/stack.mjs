// A production-like stack on this machine: nginx with nginx/kala.conf in front of several server processes
// on PostgreSQL, Redis and (optionally) S3, laid out as nginx/README.md describes. `npm run stack` runs it
// (scripts/stack.mjs); the stack tests and `npm run bench -- stack` start and stop it with the same code.
// A real host uses systemd and the files in deploy/ instead (docs/operations.md).
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './build-app.mjs';

// For the browser tests, which load this module (and so build-app.mjs) only with a dynamic import.
export { buildApp };

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(repo, 'server', 'package.json'));
const BROTLI = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The apps a full build makes: the shell, then every remote (mf-*). */
export const appsOf = (root = repo) => ['shell', ...readdirSync(root).filter((d) => d.startsWith('mf-') && existsSync(path.join(root, d, 'package.json')))];

/** Builds the shell and every remote once, as `npm start` does; throws when one fails. */
export function buildAll(log = console.log) {
  for (const app of appsOf()) {
    const started = Date.now();
    if (buildApp(path.join(repo, app)) !== 0) throw new Error(`building ${app} failed`);
    log(`built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/** A connection string without its password, for messages. */
const shown = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** Throws one clear sentence per service that does not answer: PostgreSQL, Redis, and S3 when configured. */
export async function checkServices({ databaseUrl, redisUrl, s3 }) {
  const problems = [];
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    problems.push(`PostgreSQL at ${shown(databaseUrl)} does not answer (${err.code ?? err.message}). Start it, create the database, or set DATABASE_URL.`);
  } finally {
    await client.end().catch(() => undefined);
  }
  const { Redis } = require('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  let cause;
  redis.on('error', (err) => (cause ??= err));
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(`Redis at ${shown(redisUrl)} does not answer (${cause?.code ?? err.code ?? err.message}). Start it or set REDIS_URL.`);
  } finally {
    redis.disconnect();
  }
  if (s3?.S3_BUCKET) {
    const { S3Client, HeadBucketCommand } = require('@aws-sdk/client-s3');
    const credentials = s3.S3_ACCESS_KEY_ID ? { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY ?? '' } : undefined;
    const client = new S3Client({ region: s3.S3_REGION || 'us-east-1', endpoint: s3.S3_ENDPOINT || undefined, forcePathStyle: !!s3.S3_ENDPOINT, credentials });
    try {
      await client.send(new HeadBucketCommand({ Bucket: s3.S3_BUCKET }), { abortSignal: AbortSignal.timeout(5000) });
    } catch (err) {
      problems.push(`S3 bucket ${s3.S3_BUCKET}${s3.S3_ENDPOINT ? ` at ${s3.S3_ENDPOINT}` : ''} does not answer (${err.name ?? err.message}). Check the S3_* settings, or unset S3_BUCKET to keep uploads on disk.`);
    } finally {
      client.destroy();
    }
  }
  if (problems.length) throw new Error(`Cannot start the stack:\n  ${problems.join('\n  ')}`);
}

/** The nginx root as nginx/README.md lays it out: shell/, remotes/<folder>/<version>/, remotes.json. */
export function layOut(siteRoot) {
  rmSync(siteRoot, { recursive: true, force: true });
  cpSync(path.join(repo, 'shell', 'dist'), path.join(siteRoot, 'shell'), { recursive: true });
  const remotes = appsOf().filter((a) => a !== 'shell').map((folder) => {
    const { version } = JSON.parse(readFileSync(path.join(repo, folder, 'package.json'), 'utf8'));
    const dir = path.join(siteRoot, 'remotes', folder, version);
    cpSync(path.join(repo, folder, 'dist'), dir, { recursive: true });
    // Its published routes, as kala-remote.sh activate lists them (the first data beside them is the server's).
    const { routes } = JSON.parse(readFileSync(path.join(dir, 'routes.json'), 'utf8'));
    return { name: folder.replace(/-/g, '_'), entry: `/remotes/${folder}/remoteEntry.js`, version, routes };
  });
  writeFileSync(path.join(siteRoot, 'remotes.json'), `${JSON.stringify({ remotes }, null, 1)}\n`);
}

/** nginx's files in `work`: kala.conf for this site, port and processes, its map, and a whole nginx.conf. */
export function renderNginx({ work, siteRoot, port, serverPorts }) {
  const conf = path.join(work, 'kala.conf');
  const upstream = serverPorts.map((p) => `    server 127.0.0.1:${p} max_fails=0;`).join('\n');
  const site = readFileSync(path.join(repo, 'nginx', 'kala.conf'), 'utf8')
    .replaceAll('KALA_ROOT', siteRoot)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace(/^ {4}server 127\.0\.0\.1:8080[^;]*;$/m, upstream);
  writeFileSync(conf, site);
  cpSync(path.join(repo, 'nginx', 'kala-security-headers.conf'), path.join(work, 'kala-security-headers.conf'));
  const hasBrotli = existsSync(BROTLI);
  if (hasBrotli) cpSync(path.join(repo, 'nginx', 'kala-brotli.conf'), path.join(work, 'kala-brotli.conf'));
  execFileSync(path.join(repo, 'nginx', 'kala-remote.sh'), ['map'], { env: { ...process.env, KALA_ROOT: siteRoot, KALA_CONF: conf } });
  const tmp = path.join(work, 'tmp');
  mkdirSync(tmp, { recursive: true });
  // Workers run as the user nginx starts as, or as root only when started as root (a container, CI).
  const main = [
    process.getuid?.() === 0 ? 'user root;' : '',
    hasBrotli ? `load_module ${BROTLI};` : '',
    'daemon off;',
    'worker_processes 2;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/nginx-error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  sendfile on;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${tmp};`),
    `  include ${conf};`,
    '}',
  ].join('\n');
  writeFileSync(path.join(work, 'nginx.conf'), `${main}\n`);
  return { conf, main: path.join(work, 'nginx.conf') };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** True once the process answers its readiness check (/api/ready; /api/check where there is none). */
async function isReady(port) {
  for (const check of ['/api/ready', '/api/check']) {
    const status = await fetch(`http://127.0.0.1:${port}${check}`, { signal: AbortSignal.timeout(2000) }).then((r) => r.status, () => 0);
    if (status === 200) return true;
    if (status !== 404) return false;
  }
  return false;
}

async function waitUntil(what, condition, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited (${child.exitCode})`);
    if (await condition()) return;
    await sleep(100);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

const exited = (child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', resolve)));

/**
 * Starts a stack and answers a handle: { url, work, servers, kill(i, signal), start(i), restart(i), stop() }.
 * Options: processes (2), port (nginx; servers take the next ones), databaseUrl, redisUrl, s3 (S3_* env),
 * work (folder for the site, configs and logs), build (true), env (more for the servers), inherit (logs to
 * this terminal instead of work/server-<port>.log), log.
 */
export async function startStack(options) {
  const { processes = 2, port, databaseUrl, redisUrl, s3 = {}, work, build = true, env = {}, inherit = false, log = () => undefined } = options;
  await checkServices({ databaseUrl, redisUrl, s3 });
  if (build) buildAll(log);
  mkdirSync(work, { recursive: true });
  const siteRoot = path.join(work, 'site');
  layOut(siteRoot);
  const serverPorts = Array.from({ length: processes }, (_, i) => port + 1 + i);
  const nginxFiles = renderNginx({ work, siteRoot, port, serverPorts });
  const url = `http://127.0.0.1:${port}`;
  // One secret for every process (production refuses to invent one), kept so a restart keeps the sessions.
  const secretFile = path.join(work, 'jwt-secret');
  if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 });
  const serverEnv = {
    ...process.env,
    PAYMENT_SANDBOX: 'allow',
    JWT_SECRET: readFileSync(secretFile, 'utf8'),
    DATA_DIR: path.join(work, 'data'),
    ...s3,
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PUBLIC_URL: env.PUBLIC_URL ?? url,
    TRUST_PROXY: '127.0.0.1',
    KALA_ROOT: siteRoot,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
  };
  const servers = serverPorts.map((p) => ({ port: p, child: null }));

  const start = async (i) => {
    const server = servers[i];
    const out = inherit ? 'inherit' : createWriteStream(path.join(work, `server-${server.port}.log`), { flags: 'a' });
    // node itself (not npx): a signal sent to this pid reaches the server.
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(repo, 'server'),
      env: { ...serverEnv, PORT: String(server.port) },
      stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    });
    if (!inherit) {
      child.stdout.pipe(out, { end: false });
      child.stderr.pipe(out, { end: false });
    }
    server.child = child;
    // Long enough for the first start on an empty database (migrations and the demo seed's pictures).
    await waitUntil(`server on port ${server.port}`, () => isReady(server.port), 600_000, child);
  };
  const kill = async (i, signal = 'SIGTERM') => {
    const { child } = servers[i];
    if (!child) return;
    child.kill(signal);
    await exited(child);
    servers[i].child = null;
  };

  const nginx = spawn('nginx', ['-c', nginxFiles.main, '-p', work], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stack = {
    url,
    work,
    siteRoot,
    servers,
    nginxConf: nginxFiles.conf,
    nginxCommand: `nginx -c ${nginxFiles.main} -p ${work}`,
    start,
    kill,
    /** SIGTERM, wait for the exit, start again: one step of a rolling restart. */
    restart: async (i) => {
      await kill(i, 'SIGTERM');
      await start(i);
    },
    stop: async () => {
      await Promise.all(servers.map(async (s, i) => {
        if (!s.child) return;
        const timer = setTimeout(() => s.child?.kill('SIGKILL'), 20_000);
        await kill(i, 'SIGTERM');
        clearTimeout(timer);
      }));
      if (nginx.exitCode === null) {
        nginx.kill('SIGQUIT');
        await exited(nginx);
      }
    },
  };
  try {
    // The first process migrates and seeds an empty database alone; the others start once it is ready.
    await start(0);
    await Promise.all(servers.slice(1).map((_, i) => start(i + 1)));
    await waitUntil('nginx', async () => (await fetch(`${url}/api/check`).then((r) => r.status, () => 0)) === 200, 20_000, nginx);
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return stack;
}

/** A private database on the PostgreSQL of `adminUrl` (created now): its URL and a function that drops it. */
export async function privateDatabase(adminUrl, name) {
  const pg = require('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
