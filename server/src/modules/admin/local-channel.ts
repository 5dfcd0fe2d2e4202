// The operator's local channel (ADR 0020): with the embedded database only the server's process may open
// PGlite's folder, so `npm run admin -- make-admin | revoke-admin` asks the running server instead, over a
// Unix socket in DATA_DIR (mode 0600). Each request is signed with the server's secret (HMAC-SHA256 over the
// command and a timestamp): only someone who can read DATA_DIR/jwt-secret or the environment can send one.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Db } from '../../db';
import { changeOperator, type OperatorChange } from './operators';

export interface ChannelRequest {
  command: OperatorChange;
  email: string;
  at: number;
  mac: string;
}

export interface ChannelReply {
  ok: boolean;
  message: string;
}

const MAX_SKEW_MS = 60_000;

export const channelPathOf = (dataDir: string): string => path.join(dataDir, 'admin.sock');

const macOf = (secret: string, r: Pick<ChannelRequest, 'command' | 'email' | 'at'>): string =>
  createHmac('sha256', secret).update(`${r.command}\n${r.email}\n${r.at}`).digest('hex');

function isSigned(secret: string, r: ChannelRequest): boolean {
  const expected = Buffer.from(macOf(secret, r));
  const given = Buffer.from(String(r.mac));
  return given.length === expected.length && timingSafeEqual(given, expected) && Math.abs(Date.now() - r.at) < MAX_SKEW_MS;
}

async function answer(db: Db, secret: string, line: string): Promise<ChannelReply> {
  let request: ChannelRequest;
  try {
    request = JSON.parse(line) as ChannelRequest;
  } catch {
    return { ok: false, message: 'Bad request.' };
  }
  if ((request.command !== 'make-admin' && request.command !== 'revoke-admin') || typeof request.email !== 'string') return { ok: false, message: 'Bad request.' };
  if (!isSigned(secret, request)) return { ok: false, message: 'Refused: the request is not signed with this server’s secret.' };
  return changeOperator(db, request.command, request.email);
}

/** Listens until the returned close is called; the socket file is removed then. */
export async function openLocalChannel(db: Db, dataDir: string, secret: string): Promise<() => Promise<void>> {
  const file = channelPathOf(dataDir);
  rmSync(file, { force: true }); // left by a server that was killed
  const server = net.createServer((socket) => {
    let buffer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      if (buffer.length > 4096) return socket.destroy();
      const end = buffer.indexOf('\n');
      if (end < 0) return;
      answer(db, secret, buffer.slice(0, end)).then(
        (reply) => socket.end(`${JSON.stringify(reply)}\n`),
        (err: unknown) => socket.end(`${JSON.stringify({ ok: false, message: err instanceof Error ? err.message : String(err) })}\n`),
      );
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, () => resolve()));
  chmodSync(file, 0o600);
  return () => new Promise<void>((resolve) => server.close(() => (rmSync(file, { force: true }), resolve())));
}

/** The CLI's side: null when no server listens (then the command opens the database itself). */
export function askRunningServer(dataDir: string, secret: string, command: OperatorChange, email: string): Promise<ChannelReply | null> {
  const at = Date.now();
  const request: ChannelRequest = { command, email, at, mac: macOf(secret, { command, email, at }) };
  return new Promise((resolve, reject) => {
    const socket = net.connect(channelPathOf(dataDir));
    let reply = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: string) => (reply += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(reply) as ChannelReply);
      } catch {
        reject(new Error('The running server gave no answer.'));
      }
    });
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err)));
  });
}
