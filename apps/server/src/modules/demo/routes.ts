import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { pickLocale } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { signHandoffToken } from '../../http/handoff-token.js';
import { parseInput } from '../../http/validate.js';
import { BusinessError } from '../../http/errors.js';
import { sendEnvelope } from '../../http/endpoints.js';
import { demoChannels, personas, type Persona } from '../../seed/personas.js';
import { launcherPage } from './launcher-page.js';
import { partnerPage } from './partner-page.js';
import { latestSms } from '../../domain/sms.js';
import { channelSecretSealed } from '../../domain/customer-sign-in.js';
import { isLocalRequest, originOfLocalRequest } from '../../http/local-request.js';

/** An in-app page to return to after the login (never another origin). */
const appPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/);

const handoffBody = z.object({
  persona: z.enum(personas.map((p) => p.key) as [string, ...string[]]),
  next: appPath.optional(),
});

/** RC_PUBLIC_URL, else the Host the local request came by (never a client's X-Forwarded-Host). */
function originOf(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl || originOfLocalRequest(request, deps.config.port);
}

/**
 * The entry URL a partner would open for this persona: a fresh signed single-use
 * token each time, signed with the channel's secret as this database holds it.
 */
export async function entryUrlFor(
  deps: AppDeps,
  persona: Persona,
  origin: string,
  next?: string,
): Promise<string> {
  if (persona.kind === 'rescuer') return `${origin}/accident/login`;
  const channel = demoChannels.find((c) => c.id === persona.channel);
  if (!channel) throw new Error(`persona ${persona.key} has an unknown channel`);
  const secretSealed = await channelSecretSealed(deps.db, channel.id);
  if (secretSealed === null) throw new Error(`channel ${channel.id} is not in the database`);
  const token = signHandoffToken(deps.fieldCrypto.open(secretSealed), {
    ch: channel.id,
    sub: persona.customer.pid,
    ttlSeconds: deps.config.handoffTtlSeconds,
  });
  const query = new URLSearchParams({ channel: channel.id, token });
  const deepLink = next ?? persona.deepLink;
  if (deepLink) {
    query.set('isBackUrl', '1');
    return `${origin}${deepLink}${deepLink.includes('?') ? '&' : '?'}${query.toString()}`;
  }
  return `${origin}/account/entrance?${query.toString()}`;
}

/**
 * The demo launcher (`/demo`) and the scripted hand-off (`POST /demo/handoff`). Demo
 * mode only, and only for requests from this machine unless RC_DEMO_PUBLIC is set:
 * they hand out a session for every persona and show the SMS outbox (codes, links).
 * Anyone else gets the plain 404 of a server without demo mode.
 */
export function registerDemo(app: FastifyInstance, deps: AppDeps): void {
  const trustsProxies = deps.config.trustProxy.length > 0;
  const localOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    if (deps.config.demoPublic || isLocalRequest(request, trustsProxies)) return;
    await reply.code(404).send({ status: -3, statusText: 'Not Found', data: null });
  };
  app.get('/demo', { schema: { hide: true }, onRequest: localOnly }, async (request, reply) => {
    const { lang, next } = request.query as { lang?: unknown; next?: unknown };
    const back = appPath.safeParse(next);
    const locale =
      typeof lang === 'string' ? pickLocale(lang) : pickLocale(request.headers['accept-language']);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        launcherPage(
          personas,
          locale,
          await latestSms(deps.db, deps.fieldCrypto, 20),
          back.success ? back.data : null,
        ),
      );
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

  app.post('/demo/handoff', { schema: { hide: true }, onRequest: localOnly }, async (request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    try {
      const { persona: key, next } = parseInput(handoffBody, request.body, locale);
      const persona = personas.find((p) => p.key === key);
      if (!persona) throw new Error('unreachable: persona validated');
      return {
        url: await entryUrlFor(deps, persona, originOf(deps, request), next),
        expectedPath: next ?? persona.expectedPath,
      };
    } catch (err) {
      if (err instanceof BusinessError) return sendEnvelope(reply, err.status, err.text[locale], err.data);
      throw err;
    }
  });
}
