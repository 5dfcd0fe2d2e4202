// A PostgreSQL and a Redis of a test's own, on a port of the ops range (8220–8239), which the test may stop
// and start again: never the machine's shared ones. PostgreSQL refuses to run as root: it runs as `postgres`.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

function pgBin(tool: string): string {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a));
  return path.join('/usr/lib/postgresql', versions[0], 'bin', tool);
}

export interface PrivatePostgres {
  url: string;
  start(): void;
  stop(): void;
  remove(): void;
}

export function privatePostgres(port: number): PrivatePostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'kala-pg-'));
  const asRoot = userInfo().uid === 0;
  const pg = (tool: string, args: string[]) =>
    asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', pgBin(tool), ...args], { stdio: 'pipe' }) : execFileSync(pgBin(tool), args, { stdio: 'pipe' });
  if (asRoot) {
    chmodSync(dir, 0o700);
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])));
  }
  const data = path.join(dir, 'data');
  pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => void pg('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    // Fast shutdown: open connections are ended at once, as a crash or a restart does to the app.
    stop: () => void pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    remove() {
      if (existsSync(path.join(data, 'postmaster.pid'))) this.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function privateRedis(port: number): PrivateRedis {
  let child: ChildProcess | null = null;
  return {
    url: `redis://127.0.0.1:${port}`,
    start: () =>
      new Promise((resolve, reject) => {
        child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Ready to accept connections')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Polls `check` until it holds (a condition, not a timer: gives up after `limitMs`). */
export async function until(check: () => Promise<boolean>, limitMs = 30_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}
