import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Status, localize, pickLocale, statusCatalogue } from '@rc/contract';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { sendEnvelope } from './endpoints.js';

const journal = fileURLToPath(new URL('../../drizzle/meta/_journal.json', import.meta.url));

/** How many migrations this build ships (readiness wants them all applied). */
function shippedMigrations(): number {
  const parsed = JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] };
  return parsed.entries.length;
}

/** -100 "busy, try again later" in the envelope, HTTP 503, in the caller's language. */
export function sendBusy(request: FastifyRequest, reply: FastifyReply) {
  const entry = statusCatalogue[Status.busy];
  const text = entry.message ? localize(entry.message, pickLocale(request.headers['accept-language'])) : '';
  return sendEnvelope(reply, Status.busy, text, null, 503);
}

/**
 * A database call that hit one of its bounds (decision 032): a statement past
 * statement_timeout or cancelled, a lock not granted, no pooled connection within
 * the wait, no reply within query_timeout. The caller is told "busy, try again"
 * (-100), not "fault" (-1). drizzle wraps the driver's error as its `cause`.
 */
export function isDatabaseBusy(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (code === '57014' || code === '55P03') return true;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Query read timeout|Connection terminated due to connection timeout/.test(
        message,
      )
    ) {
      return true;
    }
    e = cause;
  }
  return false;
}

/**
 * How the server lives and dies (decision 032):
 * - while shutting down, a new request is answered -100 in the envelope (HTTP 503), not
 *   Fastify's own body, and those in flight finish;
 * - an API request not answered within RC_REQUEST_TIMEOUT_MS is answered -100 and its
 *   late result dropped, so a stuck table stalls only the requests that need it
 *   (event streams, which never end by design, are left alone);
 * - GET /healthz: the process lives; GET /readyz: the database answers and every
 *   migration this build ships is applied (503 otherwise). Neither needs the API key.
 */
export function registerLifecycle(
  app: FastifyInstance,
  config: Pick<AppConfig, 'requestTimeoutMs'>,
  db: Db,
): void {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return sendBusy(request, reply);
    if (!request.url.startsWith('/api/')) return;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      request.log.warn({ timeoutMs: config.requestTimeoutMs }, 'request timed out; answered busy');
      void sendBusy(request, reply);
    }, config.requestTimeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });

  const expected = shippedMigrations();
  app.get('/healthz', { schema: { hide: true } }, () => ({ status: 'alive' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    if (closing) return reply.code(503).send({ status: 'shutting down' });
    try {
      const applied = await withTimeout(
        db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
        2000,
      );
      const n = rowsOf<{ n: number }>(applied)[0]?.n ?? 0;
      if (n < expected) {
        return reply.code(503).send({ status: 'migrations pending', applied: n, expected });
      }
      return { status: 'ready', migrations: n };
    } catch (err) {
      return reply
        .code(503)
        .send({ status: 'database unreachable', reason: err instanceof Error ? err.message : String(err) });
    }
  });
}

/** node-postgres answers `{rows}`, PGlite the same; tolerate an array too. */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return (result as { rows?: T[] }).rows ?? [];
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
