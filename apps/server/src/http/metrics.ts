import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { AppConfig } from '../config.js';

/** What the metrics read from the rest of the server at scrape time. */
export interface MetricSources {
  /** Live rescue streams open in this process. */
  liveStreams: () => number;
  /** The PostgreSQL pool (absent on PGlite, which has one connection). */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Who may read /metrics (decision 032): a scraper on this machine talking to the
 * server directly (loopback peer, no X-Forwarded-For: a local reverse proxy does
 * not pass), or anyone with `Authorization: Bearer <RC_METRICS_TOKEN>` when set.
 * The peer address is the socket's, not the forwarded one (trustProxy would let a
 * client claim loopback).
 */
export function mayReadMetrics(request: FastifyRequest, token: string): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  const peer = request.raw.socket.remoteAddress ?? '';
  return loopback.has(peer) && request.headers['x-forwarded-for'] === undefined;
}

/**
 * Node's own metrics (event-loop delay, garbage collection, memory) describe the process, so they
 * are collected once per process however many apps it builds. Collecting them per app left, for
 * every app a test file built, an event-loop monitor sampling every 20 ms and a GC observer that
 * kept the app's registry, and through its gauges the app's database, alive after close.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, eventLoopMonitoringPrecision: 20 });
  }
  return processMetrics;
}

/**
 * Prometheus metrics at GET /metrics with prom-client: per route pattern request
 * rate and latency, the PostgreSQL pool's use and waits, event-loop delay (with
 * Node's default process metrics), live streams open.
 */
export function registerMetrics(
  app: FastifyInstance,
  config: Pick<AppConfig, 'metricsToken'>,
  sources: MetricSources,
): void {
  const registry = new Registry();
  const requests = new Counter({
    name: 'rc_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and HTTP status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'rc_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  new Gauge({
    name: 'rc_live_streams',
    help: 'Live rescue event streams open in this process',
    registers: [registry],
    collect() {
      this.set(sources.liveStreams());
    },
  });
  const pool = sources.pool;
  if (pool) {
    new Gauge({
      name: 'rc_db_pool_connections',
      help: 'PostgreSQL pool connections, by state (in use or idle)',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const p = pool();
        this.set({ state: 'in_use' }, p.total - p.idle);
        this.set({ state: 'idle' }, p.idle);
      },
    });
    new Gauge({
      name: 'rc_db_pool_waiting',
      help: 'Requests waiting for a pooled PostgreSQL connection',
      registers: [registry],
      collect() {
        this.set(pool().waiting);
      },
    });
  }

  // Scraped: this process's Node metrics beside the app's own, merged once (every metric is registered above).
  const scraped = Registry.merge([processRegistry(), registry]);

  app.addHook('onResponse', (request, reply, done) => {
    // The pattern (`/api/rcservice/orders/:id`), never the raw URL: bounded labels, no personal data.
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) {
      return reply.code(403).type('text/plain').send('metrics are for this machine or the metrics token\n');
    }
    return reply.type(scraped.contentType).send(await scraped.metrics());
  });
}
