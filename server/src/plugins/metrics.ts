// Prometheus metrics (prom-client), one registry per app: requests by route and status with their latency,
// open sockets, chat messages delivered, the database pool, and Node's own (event-loop lag, memory, GC).
// GET /metrics exists only when METRICS_TOKEN is set and asks for it as a bearer token (docs/adr/0017).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { unauthorized } from '../lib/http-error';

export interface Metrics {
  registry: Registry;
  /** One per recipient a chat message is sent to live. */
  chatMessagesDelivered: Counter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in the timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function register(app: FastifyInstance, registry: Registry): Metrics {
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route and status: latency in seconds (its _count counts them)',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  // One series per method, route and status, looked up by a plain key: prom-client hashes a labels object on
  // every observe, which a cached listing did thousands of times a second.
  const series = new Map<string, Histogram.Internal<string>>();
  app.addHook('onResponse', (req, reply, done) => {
    // The route's pattern, never the raw URL: one series per route, not per artwork.
    const route = req.routeOptions.url ?? '(unmatched)';
    const key = `${req.method} ${reply.statusCode} ${route}`;
    let child = series.get(key);
    if (!child) series.set(key, (child = requests.labels({ method: req.method, route, status_code: String(reply.statusCode) })));
    child.observe(reply.elapsedTime / 1000);
    done();
  });
  new Gauge({
    name: 'kala_sockets_open',
    help: 'socket.io connections open on this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('live') ? app.live.io.engine.clientsCount : 0);
    },
  });
  new Gauge({
    name: 'kala_db_pool_connections',
    help: 'PostgreSQL pool: connections in use, idle, and requests waiting for one',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.db.poolStats();
      if (!stats) return;
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const chatMessagesDelivered = new Counter({
    name: 'kala_chat_messages_delivered_total',
    help: 'Chat messages sent live, one per recipient',
    registers: [registry],
  });
  return { registry, chatMessagesDelivered };
}

export default fp(
  async (app) => {
    const metrics = register(app, new Registry());
    app.decorate('metrics', metrics);
    const token = app.config.metricsToken;
    if (!token) return;
    app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
      if (!bearerMatches(req.headers.authorization, token)) throw unauthorized();
      return reply.header('content-type', metrics.registry.contentType).header('cache-control', 'no-store').send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db'] },
);
