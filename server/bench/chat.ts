// npm run bench -- chat [--sockets 5000] [--rate 1000] [--seconds 10] [--processes 1,2] [--ports 8433,8434] [--cpu-prof DIR]
// Chat delivery: one signed-in socket per person, people paired in one-to-one rooms; senders emit
// `send-message` at a fixed rate and the time until the partner's socket gets `receive-message` is the
// delivery time (stored first, then delivered, as in production). Prints, for one server process and then
// two sharing Redis (the socket.io adapter): sockets held, messages/s delivered, delivery p50/p99, and the
// server's memory per socket (resident memory before and after the sockets connected). --cpu-prof DIR writes
// each server process's V8 CPU profile there (node --cpu-prof).
//
// Works in a schema of its own (kala_bench_chat) of DATABASE_URL (default the local test database), with
// REDIS_URL for the two-process run; both are created and dropped here. The clients run in this process:
// on a small machine they compete with the servers for the CPU (say so with the figures).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { io as connect, type Socket } from 'socket.io-client';
import { ROLES } from '@kala/shared/constants';
import { loadConfig } from '../src/config';
import { openDb, type Db } from '../src/db';
import { migrate } from '../src/db/migrate';
import { runAdminSql } from '../src/db/postgres';
import { tokenService } from '../src/lib/tokens';
import { startServer, stopServers } from '../test/support/spawn-server';

const SCHEMA = 'kala_bench_chat';
const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const log = (msg: string) => console.log(`[bench chat] ${msg}`);

interface Options {
  sockets: number;
  rate: number;
  seconds: number;
  processes: number[];
  ports: number[];
  cpuProf?: string;
}

function options(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      sockets: { type: 'string', default: '5000' },
      rate: { type: 'string', default: '1000' },
      seconds: { type: 'string', default: '10' },
      processes: { type: 'string', default: '1,2' },
      ports: { type: 'string', default: '8433,8434' },
      'cpu-prof': { type: 'string' },
    },
  });
  const list = (s: string) => s.split(',').map(Number);
  return { sockets: Number(values.sockets), rate: Number(values.rate), seconds: Number(values.seconds), processes: list(values.processes), ports: list(values.ports), cpuProf: values['cpu-prof'] };
}

/** `sockets` people in pairs, each pair with its one-to-one room, in bulk. */
async function people(db: Db, count: number): Promise<{ ids: string[]; rooms: string[] }> {
  const ids = (
    await db.many<{ id: string }>(
      `insert into users (name, email, role, slug, email_verified)
       select 'Bench ' || g, 'bench-' || g || '@kala.test', $2, 'bench-' || g, true from generate_series(1, $1) g returning id`,
      [count, ROLES.user],
    )
  ).map((r) => r.id);
  const rooms: string[] = [];
  for (let i = 0; i + 1 < ids.length; i += 2) {
    const room = (await db.one<{ id: string }>(`insert into chat_rooms (kind, pair_key) values ('normal', $1) returning id`, [`${ids[i]}:${ids[i + 1]}`]))!.id;
    await db.query('insert into chat_members (room_id, user_id) values ($1, $2), ($1, $3)', [room, ids[i], ids[i + 1]]);
    rooms.push(room);
  }
  // What autovacuum does after a bulk load: statistics for the planner.
  await db.exec('analyze users, chat_rooms, chat_members, chat_messages');
  return { ids, rooms };
}

const rssOf = (pid: number): number => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

/** The server processes' database connections are named, so their backends' CPU can be read. */
const APP_NAME = 'kala-bench-chat';

/** CPU time (user + system, ms) a process has used; 0 once it is gone. Clock ticks are 10 ms on Linux. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * CPU used so far by each side: the servers, their PostgreSQL backends, this process (the clients). Read
 * before and after a run, it tells where the time goes whatever else the shared machine is doing.
 */
async function cpuNow(db: Db, servers: number[]): Promise<{ server: number; db: Map<number, number>; client: number }> {
  const backends = await db.many<{ pid: number }>('select pid from pg_stat_activity where application_name = $1', [APP_NAME]);
  const usage = process.cpuUsage();
  return {
    server: servers.reduce((sum, pid) => sum + cpuMsOf(pid), 0),
    db: new Map(backends.map((b) => [b.pid, cpuMsOf(b.pid)])),
    client: (usage.user + usage.system) / 1000,
  };
}

async function openSockets(urls: string[], tokens: string[]): Promise<Socket[]> {
  const sockets: Socket[] = [];
  // In batches: thousands of handshakes at once would measure the accept queue, not the chat.
  for (let i = 0; i < tokens.length; i += 200) {
    const batch = tokens.slice(i, i + 200).map((token, j) => {
      const socket = connect(urls[(i + j) % urls.length]!, { path: '/live/socket.io', transports: ['websocket'], auth: { token }, reconnection: false, forceNew: true });
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    });
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

interface Row {
  processes: number;
  sockets: number;
  sent: number;
  delivered: number;
  perSecond: number;
  p50: number;
  p99: number;
  bytesPerSocket: number;
  /** CPU ms per delivered message: servers, database backends, clients. */
  cpu: { server: number; db: number; client: number };
  load: number;
}

async function measure(db: Db, o: Options, processes: number, env: Record<string, string>, tokens: string[], rooms: string[]): Promise<Row> {
  const started = await Promise.all(o.ports.slice(0, processes).map((port) => startServer(serverRoot, { ...env, SERVE_PORT: String(port) }, o.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProf] : [])));
  const children: ChildProcess[] = started.map((s) => s.child);
  try {
    const before = children.reduce((sum, c) => sum + rssOf(c.pid!), 0);
    const sockets = await openSockets(started.map((s) => s.url), tokens);
    await new Promise((r) => setTimeout(r, 2000)); // let the servers settle before reading their memory
    const bytesPerSocket = (children.reduce((sum, c) => sum + rssOf(c.pid!), 0) - before) / sockets.length;
    log(`${processes} process(es): ${sockets.length} sockets connected`);
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    sockets.forEach((socket, i) => {
      socket.on('receive-message', (m: { message: string; postedBy: { _id: string } }) => {
        // Only the partner's copy counts (the sender's own tabs get it too).
        if (i % 2 === 1) {
          const at = sentAt.get(m.message);
          if (at !== undefined) latencies.push(performance.now() - at);
        }
      });
    });
    const load = loadavg()[0]!;
    const cpuBefore = await cpuNow(db, children.map((c) => c.pid!));
    let sent = 0;
    const perTick = o.rate / 100;
    let owed = 0;
    const started0 = performance.now();
    const end = started0 + o.seconds * 1000;
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        if (performance.now() >= end) return clearInterval(timer), resolve();
        for (owed += perTick; owed >= 1; owed--) {
          const pair = sent % rooms.length;
          const text = `m${sent++}`;
          sentAt.set(text, performance.now());
          sockets[pair * 2]!.emit('send-message', { room: rooms[pair], message: text });
        }
      }, 10);
    });
    // The last deliveries: until every message arrived, or 30 s more (what is still missing then is counted).
    const drainEnd = performance.now() + 30_000;
    while (latencies.length < sent && performance.now() < drainEnd) await new Promise((r) => setTimeout(r, 100));
    const cpuAfter = await cpuNow(db, children.map((c) => c.pid!));
    const dbMs = [...cpuAfter.db].reduce((sum, [pid, ms]) => sum + ms - (cpuBefore.db.get(pid) ?? 0), 0);
    for (const s of sockets) s.disconnect();
    const sorted = latencies.sort((a, b) => a - b);
    // Delivered per second over the whole time it took (sending, then draining).
    const seconds = (performance.now() - started0) / 1000;
    const per = (ms: number) => ms / Math.max(1, sorted.length);
    const cpu = { server: per(cpuAfter.server - cpuBefore.server), db: per(dbMs), client: per(cpuAfter.client - cpuBefore.client) };
    return { processes, sockets: sockets.length, sent, delivered: sorted.length, perSecond: sorted.length / seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), bytesPerSocket, cpu, load };
  } finally {
    await stopServers(children);
  }
}

/**
 * Each sender (one per pair) stays within the per-user send limit the servers apply (chat-send, the same
 * for the socket): past it, the bench would measure refusals. More sockets spread the rate over more senders.
 */
function checkWithinSendLimit(o: Options): void {
  const { writeMax, windowMs } = loadConfig({ ...process.env, NODE_ENV: 'test' }, { serverRoot }).rateLimit;
  const perSender = Math.ceil(((o.rate / Math.floor(o.sockets / 2)) * Math.min(o.seconds * 1000, windowMs)) / 1000);
  if (perSender > writeMax) {
    throw new Error(`each sender would send ${perSender} messages in ${windowMs / 1000} s, over the per-user limit of ${writeMax}: use more --sockets or a lower --rate`);
  }
}

export async function benchChat(argv: string[]): Promise<void> {
  const o = options(argv);
  checkWithinSendLimit(o);
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kala-bench-chat-'));
  await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade`);
  await runAdminSql(databaseUrl, `create schema ${SCHEMA}`);
  const db = openDb({ databaseUrl, dataDir: '', serverRoot }, { schema: SCHEMA });
  try {
    await migrate(db, serverRoot);
    const { ids, rooms } = await people(db, o.sockets);
    // The secret the servers will read from the same DATA_DIR.
    const tokens = tokenService(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, { serverRoot }).jwtSecret);
    const signed = await Promise.all(ids.map((id) => tokens.sign(id, ROLES.user, 0)));
    const env = { NODE_ENV: 'test', DATABASE_URL: databaseUrl, KALA_TEST_SCHEMA: SCHEMA, DATA_DIR: dataDir, LOG_LEVEL: 'silent', REDIS_KEY_PREFIX: `${SCHEMA}:`, PGAPPNAME: APP_NAME };
    const rows: Row[] = [];
    for (const n of o.processes) rows.push(await measure(db, o, n, n > 1 ? { ...env, REDIS_URL: redisUrl } : { ...env, REDIS_URL: '' }, signed, rooms));
    console.log(`\nChat delivery: ${o.sockets} sockets (${rooms.length} one-to-one rooms), ${o.rate} messages/s asked for ${o.seconds} s, PostgreSQL, Node ${process.version}`);
    console.log('CPU ms per delivered message: the servers, their PostgreSQL backends, the clients (this process); load: 1-minute load average at the start.');
    console.log('processes  sockets  sent    delivered  msgs/s   p50 ms   p99 ms   KB/socket  cpu server  cpu db  cpu client  load');
    for (const r of rows) {
      const cells = [r.processes, r.sockets, r.sent, r.delivered, r.perSecond.toFixed(0), r.p50.toFixed(1), r.p99.toFixed(1), (r.bytesPerSocket / 1024).toFixed(1)];
      const cpu = [r.cpu.server, r.cpu.db, r.cpu.client].map((ms) => ms.toFixed(2));
      const widths = [10, 8, 7, 10, 8, 8, 8, 10, 11, 7, 11];
      console.log([...cells, ...cpu, r.load.toFixed(1)].map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(' '));
    }
  } finally {
    await db.close().catch(() => undefined);
    await runAdminSql(databaseUrl, `drop schema if exists ${SCHEMA} cascade`).catch((err: unknown) => console.error('[bench chat] could not drop the schema', err));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
