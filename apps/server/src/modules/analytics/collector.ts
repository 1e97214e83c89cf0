import type { FastifyInstance } from 'fastify';
import { analyticsEvents } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { payloadFrom, toEvent } from './decode.js';

const maxBodyBytes = 512 * 1024;

/**
 * The Sensors-compatible collector at the configured `shenceServerUrl` (the
 * default is same-origin `/api/rcservice/analytics/collect`). It is not a
 * contract endpoint: the SDK speaks its own wire format (image GET with
 * `?data=`, form POST with `data` or `data_list`, beacon text) and cannot send
 * the app's headers, so the API-key check is waived for this one path. It
 * answers 200 with no body whatever arrives: analytics never disturbs a page.
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
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxBodyBytes }, (_req, body, done) => {
      done(null, body);
    });

    const store = async (fields: Record<string, unknown>) => {
      const now = new Date();
      let records: unknown[] = [];
      try {
        records = payloadFrom(fields);
      } catch {
        return;
      }
      const events = records.map((r) => toEvent(r, now)).filter((e) => e !== null);
      if (events.length > 0) await deps.db.insert(analyticsEvents).values(events);
    };

    scope.get(path, { schema: { hide: true } }, async (request, reply) => {
      await store((request.query ?? {}) as Record<string, unknown>);
      // The image transport expects an image; an empty GIF-less 204 is enough for it to finish.
      return reply.code(204).send();
    });
    scope.post(path, { schema: { hide: true } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      await store(Object.fromEntries(new URLSearchParams(body)));
      return reply.code(204).send();
    });
    registered();
  });
}
