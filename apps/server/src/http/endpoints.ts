import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  Status,
  envelopeSchema,
  idempotencyKeyHeader,
  idempotencyKeyPattern,
  isConsoleAuth,
  localize,
  messages,
  pickLocale,
  routePath,
  type AuthLevel,
  type EndpointDef,
  type Locale,
} from '@rc/contract';
import { BusinessError, forbidden, sessionInvalid } from './errors.js';
import { parseInput } from './validate.js';
import { idempotencyScope, runOnce } from './idempotency.js';
import { findSession, tokenFromHeader, type SessionContext, type SessionPolicy } from './session-store.js';
import { findOperatorSession, type OperatorContext } from './operator-session.js';
import { resolveActingFor, type ActingFor } from './acting-for.js';
import { assertPassMayCall, assertPassOrder } from './order-pass.js';
import type { Db } from '../db/client.js';

type Out<S> = [Exclude<S, undefined>] extends [never]
  ? undefined
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : undefined;

/**
 * What the handler is given, typed by the endpoint's auth level (issue 21): the checks
 * run before the handler, so a customer endpoint's handler gets a customer, a console
 * endpoint's an operator, and none of them works out who the caller is again.
 */
type SessionOf<A extends AuthLevel> = [A] extends ['customer' | 'merchant' | 'rescuer' | 'session']
  ? SessionContext
  : SessionContext | null;
type CustomerOf<A extends AuthLevel> = [A] extends ['customer' | 'merchant'] ? ActingFor : ActingFor | null;
type OperatorOf<A extends AuthLevel> = [A] extends ['operator' | 'admin']
  ? OperatorContext
  : OperatorContext | null;

export interface HandlerContext<E extends EndpointDef> {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** Present whenever the endpoint's auth is a customer, merchant, rescuer or session level (checked before the handler runs). */
  session: SessionOf<E['auth']>;
  /**
   * The customer account the call acts on, from the endpoint's `actsFor` (decision 040):
   * never null on a customer or merchant endpoint; on a session endpoint, null for a rescuer.
   */
  customer: CustomerOf<E['auth']>;
  /** The console session, for `operator` and `admin` endpoints (checked before the handler runs); else null. */
  operator: OperatorOf<E['auth']>;
  /** The raw session token, for calls that act on the token itself (refresh, logout). */
  token: string | null;
  locale: Locale;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A reply's data with its JSON already written: a hot read keeps it beside its cached rows, so a
 * repeated call sends the same bytes without shaping and serialising them again (decision 061).
 * `value` is what `json` says (it is checked against the contract like any reply when replies are
 * validated).
 */
export class SerializedData<T> {
  constructor(
    readonly value: T,
    readonly json: string,
  ) {}
}

/** The data as a SerializedData (its JSON written once, here). */
export function serialized<T>(value: T): SerializedData<T> {
  return new SerializedData(value, JSON.stringify(value));
}

export type Handler<E extends EndpointDef> = (
  ctx: HandlerContext<E>,
) => Promise<z.input<E['data']> | SerializedData<z.input<E['data']>>>;

export interface BoundHandler {
  endpoint: EndpointDef;
  /** Raw file replies (reply: 'file') and event streams (reply: 'stream') send themselves. */
  run: (ctx: HandlerContext<EndpointDef>) => Promise<unknown>;
}

/** Binds a handler to its contract endpoint, keeping the handler's types tied to the contract. */
export function handle<E extends EndpointDef>(endpoint: E, fn: Handler<E>): BoundHandler {
  return { endpoint, run: fn };
}

/**
 * Decrypts an encrypted submit's `{message}` into the plaintext payload. Provided
 * by the encrypted-body plumbing; absent until it is wired in.
 */
export type OpenEncrypted = (session: SessionContext, message: string, locale: Locale) => Promise<unknown>;

export interface ContractDeps {
  db: Db;
  policy: SessionPolicy;
  openEncrypted: OpenEncrypted;
  validateReplies: boolean;
  /**
   * Runs a call as one that begins now, so that a cache may trust what the call's own
   * session fence proved (db/live-channel.ts, decision 055); absent: runs it as is.
   */
  callStart?: <T>(fn: () => T) => T;
}

const encryptedWire = z.object({
  message: z
    .string()
    .min(1)
    .max(64 * 1024),
});

/** The OpenAPI document names the key header on every idempotent call (decision 044). */
const idempotencyHeaders = z.object({
  [idempotencyKeyHeader]: z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .describe(
      'One key per user action (8 to 64 letters, digits, - or _): a retry with the same key answers ' +
        'the first outcome instead of acting again (decision 038).',
    ),
});

export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  statusText: string,
  data: unknown,
  http = 200,
) {
  // Already answered (-100 by the request bound, decision 032): the late result is dropped.
  if (reply.sent || reply.raw.headersSent) return reply;
  return reply.code(http).send({ status, statusText, data });
}

/** The success envelope around data already serialised (SerializedData): sent as it is. */
function sendSerializedEnvelope(reply: FastifyReply, json: string) {
  if (reply.sent || reply.raw.headersSent) return reply;
  return reply
    .code(200)
    .type('application/json; charset=utf-8')
    .send(`{"status":${String(Status.ok)},"statusText":"success","data":${json}}`);
}

function allowed(
  endpoint: EndpointDef,
  session: SessionContext,
  role: 'customer' | 'merchant' | null,
): boolean {
  switch (endpoint.auth) {
    case 'none':
    case 'session':
      return true;
    case 'customer':
      return session.kind === 'customer';
    case 'merchant':
      return session.kind === 'customer' && role === 'merchant';
    case 'rescuer':
      return session.kind === 'rescuer';
    case 'operator':
    case 'admin':
      return false;
  }
}

/**
 * Registers every endpoint of the contract: the bound handler where one exists,
 * otherwise an honest `-2` "not available yet". Auth, input parsing, encrypted
 * bodies and the envelope are done here once, for all of them.
 */
export function registerContract(
  app: FastifyInstance,
  endpoints: readonly EndpointDef[],
  handlers: readonly BoundHandler[],
  deps: ContractDeps & { roleOf: (session: SessionContext) => Promise<'customer' | 'merchant' | null> },
): void {
  const byEndpoint = new Map<EndpointDef, BoundHandler>();
  for (const h of handlers) {
    if (byEndpoint.has(h.endpoint)) throw new Error(`two handlers for ${h.endpoint.name}`);
    if (!endpoints.includes(h.endpoint))
      throw new Error(`handler for ${h.endpoint.name}, which is not in the contract`);
    byEndpoint.set(h.endpoint, h);
  }

  for (const endpoint of endpoints) {
    const bound = byEndpoint.get(endpoint);
    const replySchema = envelopeSchema(endpoint.data);
    app.route({
      method: endpoint.method,
      url: routePath(endpoint),
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      schema: {
        summary: endpoint.summary,
        tags: [endpoint.group],
        operationId: endpoint.name,
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.idempotent ? { headers: idempotencyHeaders } : {}),
        ...(endpoint.method === 'POST' && endpoint.body
          ? { body: endpoint.encrypted ? encryptedWire : endpoint.body }
          : {}),
      },
      handler: (request, reply) =>
        deps.callStart ? deps.callStart(() => answer(request, reply)) : answer(request, reply),
    });

    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const locale = pickLocale(request.headers['accept-language']);
      try {
        if (!bound) {
          return await sendEnvelope(
            reply,
            Status.keepOnScreen,
            localize(messages.notAvailableYet, locale),
            null,
          );
        }
        const token = tokenFromHeader(request.headers.authorization);
        let session: SessionContext | null = null;
        let operator: OperatorContext | null = null;
        if (isConsoleAuth(endpoint.auth)) {
          // Console calls look only at console sessions: a customer or rescuer token finds nothing.
          operator = token ? await findOperatorSession(deps.db, token) : null;
          if (!operator) throw sessionInvalid();
          if (endpoint.auth === 'admin' && operator.role !== 'admin') throw forbidden();
        } else if (token) session = await findSession(deps.db, token, deps.policy);
        // An order pass (an SMS link) is nobody on open calls, and reaches only its order's reads.
        if (session?.scopeOrderId) {
          if (endpoint.auth === 'none') session = null;
          else assertPassMayCall(endpoint, session);
        }
        if (endpoint.auth !== 'none' && !isConsoleAuth(endpoint.auth)) {
          if (!session) throw sessionInvalid();
          const role = endpoint.auth === 'merchant' ? await deps.roleOf(session) : null;
          if (!allowed(endpoint, session, role)) throw forbidden();
        }
        const customer = await resolveActingFor(deps.db, endpoint, session);
        // HandlerContext promises a customer or merchant handler its customer: keep that true.
        if ((endpoint.auth === 'customer' || endpoint.auth === 'merchant') && !customer)
          throw sessionInvalid();
        const scope = endpoint.idempotent
          ? idempotencyScope(
              request.headers[idempotencyKeyHeader.toLowerCase()],
              endpoint.name,
              session,
              locale,
            )
          : null;
        const read = async () => {
          const params = endpoint.params ? parseInput(endpoint.params, request.params, locale) : undefined;
          const query = endpoint.query ? parseInput(endpoint.query, request.query, locale) : undefined;
          let body: unknown = undefined;
          if (endpoint.body) {
            if (endpoint.encrypted) {
              const wire = parseInput(encryptedWire, request.body, locale);
              if (!session) throw sessionInvalid();
              body = parseInput(
                endpoint.body,
                await deps.openEncrypted(session, wire.message, locale),
                locale,
              );
            } else {
              body = parseInput(endpoint.body, request.body, locale);
            }
          }
          return { params, query, body };
        };
        const data = await runOnce(
          deps.db,
          scope,
          locale,
          read,
          (input) => {
            if (session) assertPassOrder(endpoint, session, input);
            return bound.run({ ...input, session, customer, operator, token, locale, request, reply });
          },
          endpoint.encrypted,
        );
        // File and event-stream replies have sent (or are sending) themselves.
        if (endpoint.reply === 'file' || endpoint.reply === 'stream') return reply;
        const ready = data instanceof SerializedData ? data : null;
        if (deps.validateReplies) {
          const value: unknown = ready ? ready.value : data;
          const checked = replySchema.safeParse({ status: 0, statusText: '', data: value ?? null });
          if (!checked.success) {
            request.log.error(
              { endpoint: endpoint.name, issues: checked.error.issues },
              'reply breaks the contract',
            );
            throw new Error(`reply of ${endpoint.name} breaks the contract`);
          }
        }
        if (ready) return await sendSerializedEnvelope(reply, ready.json);
        return await sendEnvelope(reply, Status.ok, 'success', data ?? null);
      } catch (err) {
        if (err instanceof BusinessError) {
          return sendEnvelope(reply, err.status, localize(err.text, locale), err.data);
        }
        throw err;
      }
    }
  }
}
