import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLocale } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { signHandoffToken } from '../../http/handoff-token.js';
import { parseInput } from '../../http/validate.js';
import { BusinessError } from '../../http/errors.js';
import { sendEnvelope } from '../../http/endpoints.js';
import { demoChannels, personas, type Persona } from '../../db/seed/personas.js';
import { launcherPage } from './launcher-page.js';
import { partnerPage } from './partner-page.js';
import { latestSms } from '../../db/sms.js';

const handoffBody = z.object({ persona: z.enum(personas.map((p) => p.key) as [string, ...string[]]) });

function originOf(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl || `${request.protocol}://${request.host}`;
}

/** The entry URL a partner would open for this persona: a fresh signed single-use token each time. */
export function entryUrlFor(deps: AppDeps, persona: Persona, origin: string): string {
  if (persona.kind === 'rescuer') return `${origin}/accident/login`;
  const channel = demoChannels.find((c) => c.id === persona.channel);
  if (!channel) throw new Error(`persona ${persona.key} has an unknown channel`);
  const token = signHandoffToken(channel.secret, {
    ch: channel.id,
    sub: persona.customer.pid,
    ttlSeconds: deps.config.handoffTtlSeconds,
  });
  const query = new URLSearchParams({ channel: channel.id, token });
  if (persona.deepLink) {
    query.set('isBackUrl', '1');
    return `${origin}${persona.deepLink}?${query.toString()}`;
  }
  return `${origin}/account/entrance?${query.toString()}`;
}

/** The demo launcher (`/demo`) and the scripted hand-off (`POST /demo/handoff`). Demo mode only. */
export function registerDemo(app: FastifyInstance, deps: AppDeps): void {
  app.get('/demo', { schema: { hide: true } }, async (request, reply) => {
    const lang = (request.query as { lang?: unknown }).lang;
    const locale =
      typeof lang === 'string' ? pickLocale(lang) : pickLocale(request.headers['accept-language']);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(launcherPage(personas, locale, await latestSms(deps.db, deps.fieldCrypto, 20)));
  });

  // Stand-ins for the partner pages the demo's configuration points at (partner-page.ts).
  app.get('/demo/partner/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const raw = request.query as Record<string, unknown>;
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') query[k] = v;
    const lang = query.lang;
    const locale = lang ? pickLocale(lang) : pickLocale(request.headers['accept-language']);
    const page = partnerPage(name, locale, query);
    return reply
      .code(page ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page ?? 'not found');
  });

  app.post('/demo/handoff', { schema: { hide: true } }, async (request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    try {
      const { persona: key } = parseInput(handoffBody, request.body, locale);
      const persona = personas.find((p) => p.key === key);
      if (!persona) throw new Error('unreachable: persona validated');
      return { url: entryUrlFor(deps, persona, originOf(deps, request)), expectedPath: persona.expectedPath };
    } catch (err) {
      if (err instanceof BusinessError) return sendEnvelope(reply, err.status, err.text[locale], err.data);
      throw err;
    }
  });
}
