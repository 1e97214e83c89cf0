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
import { latestSms } from '../../db/sms.js';

/** An in-app page to return to after the login (never another origin). */
const appPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])\S*$/);

const handoffBody = z.object({
  persona: z.enum(personas.map((p) => p.key) as [string, ...string[]]),
  next: appPath.optional(),
});

function originOf(deps: AppDeps, request: FastifyRequest): string {
  return deps.config.publicUrl || `${request.protocol}://${request.host}`;
}

/** The entry URL a partner would open for this persona: a fresh signed single-use token each time. */
export function entryUrlFor(deps: AppDeps, persona: Persona, origin: string, next?: string): string {
  if (persona.kind === 'rescuer') return `${origin}/accident/login`;
  const channel = demoChannels.find((c) => c.id === persona.channel);
  if (!channel) throw new Error(`persona ${persona.key} has an unknown channel`);
  const token = signHandoffToken(channel.secret, {
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

/** The demo launcher (`/demo`) and the scripted hand-off (`POST /demo/handoff`). Demo mode only. */
export function registerDemo(app: FastifyInstance, deps: AppDeps): void {
  app.get('/demo', { schema: { hide: true } }, async (request, reply) => {
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

  app.post('/demo/handoff', { schema: { hide: true } }, async (request, reply) => {
    const locale = pickLocale(request.headers['accept-language']);
    try {
      const { persona: key, next } = parseInput(handoffBody, request.body, locale);
      const persona = personas.find((p) => p.key === key);
      if (!persona) throw new Error('unreachable: persona validated');
      return {
        url: entryUrlFor(deps, persona, originOf(deps, request), next),
        expectedPath: next ?? persona.expectedPath,
      };
    } catch (err) {
      if (err instanceof BusinessError) return sendEnvelope(reply, err.status, err.text[locale], err.data);
      throw err;
    }
  });
}
