// `npm run bench -- stack`: the production-like stack (tooling/stack.mjs: nginx in front of the server
// processes) with one process, then two, on the gallery listing (its API and its page) and an artwork page,
// all through nginx. Prints requests/s, p99, the ratio two/one, and the servers' CPU time per request (read
// from /proc), so runs on a busy machine can be compared. A private database (kala_stack_bench_<pid>) on the
// PostgreSQL of DATABASE_URL, dropped at the end (or STACK_BENCH_DATABASE_URL, a database already seeded, e.g.
// by `npm run stack`, used as it is); Redis at REDIS_URL under a private key prefix. Loopback only.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { privateDatabase, startStack, type Stack } from '../../tooling/stack.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 8100);
const log = (msg: string) => console.log(`[bench] ${msg}`);

interface Row {
  scenario: string;
  processes: number;
  rps: number;
  p99: number;
  requests: number;
  failed: number;
  cpuMsPerRequest: number;
}

/** CPU time (user + system) of a process so far, in ms (Linux /proc; clock ticks are 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const serversCpu = (stack: Stack) => stack.servers.reduce((sum, s) => sum + (s.child?.pid ? cpuMs(s.child.pid) : 0), 0);

async function measure(stack: Stack, scenario: string, paths: string[]): Promise<Row> {
  for (const p of paths) await fetch(`${stack.url}${p}`);
  const cpuBefore = serversCpu(stack);
  const r = await autocannon({ url: stack.url, connections: CONNECTIONS, duration: SECONDS, workers: 1, requests: paths.map((p) => ({ method: 'GET', path: p })) });
  const cpu = serversCpu(stack) - cpuBefore;
  return {
    scenario,
    processes: stack.servers.length,
    rps: r.requests.average,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed: r.errors + r.timeouts + r.non2xx,
    cpuMsPerRequest: cpu / Math.max(1, r.requests.total),
  };
}

async function scenarios(stack: Stack): Promise<Row[]> {
  const listing = (await (await fetch(`${stack.url}/api/v2/products/category/all`)).json()) as { message: { slug: string; author: { role: number } }[] };
  // A studio's work is at /artwork/…, a member's at /art/….
  const works = listing.message.slice(0, 5).map((p) => `${p.author.role <= 20 ? '/artwork' : '/art'}/${p.slug}`);
  return [
    await measure(stack, 'gallery listing (API)', ['/api/v2/products/category/all', '/api/v2/products/category/all?orderby=pricehigh', '/api/v2/products/category/painting?orderby=new']),
    await measure(stack, 'gallery page (/gallery/all, HTML)', ['/gallery/all']),
    await measure(stack, 'artwork page (HTML, 5 works)', works),
  ];
}

function print(rows: Row[], load: number): void {
  const head = ['scenario', 'processes', 'req/s', 'p99 ms', 'requests', 'failed', 'CPU ms/req', '2 vs 1'];
  const body = rows.map((r) => {
    const one = rows.find((o) => o.scenario === r.scenario && o.processes === 1)!;
    return [r.scenario, String(r.processes), r.rps.toFixed(0), r.p99.toFixed(1), String(r.requests), String(r.failed), r.cpuMsPerRequest.toFixed(2), r.processes === 1 ? '' : `${(r.rps / one.rps).toFixed(2)}×`];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  // Two processes can only beat one when there is a free core: the load says whether there was.
  console.log(`\nthrough nginx, ${CONNECTIONS} connections, ${SECONDS} s each (Node ${process.version}; ${cpus().length} cores, load average ${load.toFixed(1)} at the start)\n`);
  console.log(line(head));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const b of body) console.log(line(b));
  console.log('');
}

export async function benchStack(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const load = loadavg()[0]!;
  const given = process.env.STACK_BENCH_DATABASE_URL;
  const database = given ? { url: given, drop: async () => undefined } : await privateDatabase(adminUrl, `kala_stack_bench_${process.pid}`);
  const rows: Row[] = [];
  try {
    for (const processes of [1, 2]) {
      log(`starting nginx and ${processes} process(es)${processes === 1 ? ' (the first start seeds the demo data)' : ''} …`);
      const stack = await startStack({
        processes,
        port: PORT,
        databaseUrl: database.url,
        redisUrl: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
        work: path.join(repo, '.tmp', 'stack-bench'),
        build: !existsSync(path.join(repo, 'shell', 'dist', 'index.html')),
        log,
        env: { LOG_LEVEL: 'warn', REDIS_KEY_PREFIX: `kala-bench-${process.pid}:`, RATE_LIMIT_MAX: '1000000' },
      });
      try {
        rows.push(...(await scenarios(stack)));
      } finally {
        await stack.stop();
      }
    }
  } finally {
    await database.drop();
  }
  print(rows, load);
}
