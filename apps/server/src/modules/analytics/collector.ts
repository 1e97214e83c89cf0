import type { FastifyInstance, FastifyRequest } from 'fastify';
import { customerPid, storeAnalyticsEvents } from '../../domain/analytics.js';
import type { AppDeps } from '../../http/deps.js';
import { findSession, tokenFromHeader } from '../../http/session-store.js';
import { payloadFrom, toEvent } from './decode.js';

/**
 * The largest body the collector reads: the SDK sends one event a request (about 1 KB),
 * a full batch of 50 fits. A larger one is not read and answered 204 like any bad event:
 * nobody without a session makes the server keep more (decision 045).
 */
export const collectorBodyLimit = 64 * 1024;

/**
 * The Sensors-compatible collector at the configured `shenceServerUrl` (the
 * default is same-origin `/api/rcservice/analytics/collect`). It is not a
 * contract endpoint: the SDK speaks its own wire format (image GET with
 * `?data=`, form POST with `data` or `data_list`, beacon text) and cannot send
 * the app's headers, so the API-key check is waived for this one path. It
 * answers 204 with no body whatever arrives (too large, not decodable, bad
 * events): analytics never disturbs a page. Events are stored under the PID of
 * the request's live customer session, or under none: the PID an event claims is
 * not believed.
 */
export function registerAnalyticsCollector(app: FastifyInstance, deps: AppDeps): void {
  const url = deps.config.shenceServerUrl;
  // Only a same-origin path is ours to serve; an external collector is someone else's.
  if (!url.startsWith('/')) return;
  const path = url.split('?')[0] ?? url;

  // Runs before the API-key hook (wired first in app.ts): the SDK cannot add the page's headers.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.url.split('?')[0] === path) {
      request.headers['x-api-key'] = deps.config.apiKey;
      request.headers['x-applicant-code'] = deps.config.applicantCode;
    }
    done();
  });

  void app.register((scope, _opts, registered) => {
    // Own body parsers, encapsulated in this scope: form bodies and beacon text both arrive as strings.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: collectorBodyLimit },
      (_req, body, done) => {
        done(null, body);
      },
    );
    // An oversized or unreadable body never reaches a handler: it is answered like a bad event.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if ((error.statusCode ?? 500) >= 500) request.log.warn({ err: error }, 'analytics event not stored');
      return reply.code(204).send();
    });

    /** The signed-in person's own PID when the request carries a live customer session, else ''. */
    const pidOf = async (request: FastifyRequest): Promise<string> => {
      const token = tokenFromHeader(request.headers.authorization);
      if (!token) return '';
      const session = await findSession(deps.db, token, {
        idleSeconds: deps.config.sessionIdleSeconds,
        absoluteSeconds: deps.config.sessionAbsoluteSeconds,
      });
      if (!session?.customerId || session.scopeOrderId) return '';
      return customerPid(deps.db, session.customerId);
    };

    const store = async (request: FastifyRequest, fields: Record<string, unknown>) => {
      const now = new Date();
      let records: unknown[] = [];
      try {
        records = payloadFrom(fields);
      } catch {
        return;
      }
      if (records.length === 0) return;
      const pid = await pidOf(request);
      const events = records.map((r) => toEvent(r, now, pid)).filter((e) => e !== null);
      if (events.length > 0) await storeAnalyticsEvents(deps.db, events);
    };

    scope.get(path, { schema: { hide: true } }, async (request, reply) => {
      await store(request, (request.query ?? {}) as Record<string, unknown>);
      // The image transport expects an image; an empty GIF-less 204 is enough for it to finish.
      return reply.code(204).send();
    });
    scope.post(path, { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      await store(request, Object.fromEntries(new URLSearchParams(body)));
      return reply.code(204).send();
    });
    registered();
  });
}
