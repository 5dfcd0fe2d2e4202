// The page's one realtime connection (spec §7.7): socket.io at /live/socket.io, authenticated with the JWT
// on connect. Each signed-in socket joins the room `user:<id>`, so a notification reaches every open tab of
// its recipient. With REDIS_URL the Redis adapter carries emits between server processes.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { closeRedis } from '../../lib/redis';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { isAdminRole } from '@kala/shared/constants';
import { liveSessionRole, sessionOfToken, type TokenSession } from '../../lib/session';
import { tokenFromHeader } from '../../lib/tokens';
import { helmetOptions } from '../../plugins/security-headers';

export const LIVE_PATH = '/live/socket.io';

export interface Live {
  /** Sends an event to every socket of one user, on any server process. */
  toUser(userId: string, event: string, payload: unknown): void;
  /** The same to several users as one broadcast: encoded once, and one Redis message between processes. */
  toUsers(userIds: string[], event: string, payload: unknown): void;
  /**
   * Disconnects every socket of the user signed in with a token older than `version` (a password reset), on
   * every server process: they hear nothing more, and a reconnection with the old token is refused.
   */
  endSessionsBefore(userId: string, version: number): void;
  /** The same for the sockets of one token (its SHA-256), at its logout. */
  endSession(tokenHash: string): void;
  /** Every socket of the user, on every process (an operator suspended them). */
  endUser(userId: string): void;
  /** An event to every operator's sockets (the console's queue counts, ADR 0020). */
  toAdmins(event: string, payload: unknown): void;
  readonly io: Server;
}

const roomOf = (userId: string) => `user:${userId}`;
/** Operators' sockets also join this room. */
const ADMINS_ROOM = 'admins';
/** Every socket also joins the room of its token's version, so a reset can spare only the current one. */
const versionRoomOf = (userId: string, version: number) => `user:${userId}:v${version}`;
/** And the room of its token, so a logout ends the sockets of that session only. */
const tokenRoomOf = (tokenHash: string) => `token:${tokenHash}`;

/**
 * The user a connecting socket's token names (handshake auth `{token}` or the Authorization header), when
 * the token's version is the user's current one, as HTTP checks it (lib/session.ts).
 */
function sessionOfSocket(app: FastifyInstance, socket: Socket): Promise<TokenSession | null> {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  const token = typeof fromAuth === 'string' ? fromAuth.replace(/^JWT /, '') : tokenFromHeader(socket.handshake.headers.authorization);
  return sessionOfToken(app, token);
}

export async function startLive(app: FastifyInstance): Promise<Live> {
  const io = new Server(app.server, { path: LIVE_PATH, serveClient: false, transports: ['websocket', 'polling'] });
  // engine.io answers its HTTP requests (polling, the handshake) before Fastify sees them: the same headers.
  io.engine.use(helmet(helmetOptions(app.providers, app.config.publicUrl)));
  const { redisUrl, redisKeyPrefix } = app.config;
  if (redisUrl) {
    const pub = new Redis(redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 });
    // Subscriptions wait for Redis however long it is away (ioredis subscribes again after a reconnection).
    const sub = pub.duplicate({ maxRetriesPerRequest: null });
    // ioredis reconnects by itself; a lost connection is logged, not thrown.
    for (const client of [pub, sub]) client.on('error', (err: unknown) => app.log.warn({ err }, 'live: redis connection error'));
    // The adapter awaits none of these: with Redis away a publish fails, and a close flushes the queued
    // (un)subscriptions, each a rejection nobody handles, which ends a Node process. Other processes miss what
    // is published then; this one's sockets still hear it.
    logFailures(pub, ['publish'], app.log);
    logFailures(sub, ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'], app.log);
    io.adapter(createAdapter(pub, sub, { key: `${redisKeyPrefix}kala-live` }));
    app.addHook('onClose', async () => {
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    });
  }
  io.use((socket, next) => {
    sessionOfSocket(app, socket).then(
      (signedIn) => {
        if (!signedIn) return next(new Error('Please login first'));
        socket.data.userId = signedIn.userId;
        socket.data.version = signedIn.version;
        socket.data.tokenHash = signedIn.tokenHash;
        next();
      },
      () => next(new Error('Please login first')),
    );
  });
  io.on('connection', (socket) => {
    const { userId, version, tokenHash } = socket.data as TokenSession;
    void socket.join([roomOf(userId), versionRoomOf(userId, version), tokenRoomOf(tokenHash)]);
    // A reset or logout between the handshake's check and the join would have missed this socket: look again.
    liveSessionRole(app.db, { userId, version, tokenHash }).then(
      (role) => (role === null ? socket.disconnect(true) : isAdminRole(role) && void socket.join(ADMINS_ROOM)),
      () => undefined,
    );
    // The spec's client announces itself; the token already said who it is, so this is only acknowledged.
    socket.on('userlogin', () => undefined);
  });
  // Closing drops the sockets' transports without a 'disconnect' packet, so their clients reconnect (through
  // nginx, to a process that is up). io.disconnectSockets would go through the Redis adapter and end every
  // process's sockets for good.
  app.addHook('preClose', async () => {
    await io.close().catch(() => undefined);
  });
  return {
    io,
    toUser: (userId, event, payload) => void io.to(roomOf(userId)).emit(event, payload),
    toUsers: (userIds, event, payload) => void io.to(userIds.map(roomOf)).emit(event, payload),
    // disconnectSockets goes through the adapter: with Redis, every process disconnects its own sockets.
    endSessionsBefore: (userId, version) => io.in(roomOf(userId)).except(versionRoomOf(userId, version)).disconnectSockets(true),
    endSession: (tokenHash) => io.in(tokenRoomOf(tokenHash)).disconnectSockets(true),
    endUser: (userId) => io.in(roomOf(userId)).disconnectSockets(true),
    toAdmins: (event, payload) => void io.to(ADMINS_ROOM).emit(event, payload),
  };
}

type UnawaitedCommand = 'publish' | 'psubscribe' | 'subscribe' | 'punsubscribe' | 'unsubscribe';

/** Makes the client's `methods` log a failure and resolve, for a caller that never awaits them. */
function logFailures(client: Redis, methods: UnawaitedCommand[], log: FastifyBaseLogger): void {
  for (const command of methods) {
    const send = (client[command] as (...args: unknown[]) => Promise<unknown>).bind(client);
    const logged = (err: unknown) => (log.warn({ err, command }, 'live: redis command failed'), 0);
    Object.assign(client, { [command]: (...args: unknown[]) => send(...args).catch(logged) });
  }
}
