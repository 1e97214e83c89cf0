import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may call an endpoint.
 * - `none`: anyone, no session needed
 * - `session`: any signed-in user (customer, merchant or rescuer)
 * - `customer`: a customer session (merchants are customers with isGiftBag S)
 * - `merchant`: a customer session whose account is a merchant's
 * - `rescuer`: a rescuer session (they log in separately, channel 1)
 * - `operator`: an operations-console session of an operator or an admin (its
 *   own login and its own session table: a customer token is refused, and an
 *   operator token is refused on every other level)
 * - `admin`: an operations-console session of an admin
 */
export type AuthLevel = 'none' | 'session' | 'customer' | 'merchant' | 'rescuer' | 'operator' | 'admin';

/** The levels served by the operations console's own sessions (docs/console.md). */
export function isConsoleAuth(auth: AuthLevel): auth is 'operator' | 'admin' {
  return auth === 'operator' || auth === 'admin';
}

/**
 * Whose account a call of a signed-in customer (merchants are customers too) acts
 * on, declared once per endpoint and resolved by the server before the handler
 * runs (issue 21, docs/decisions/040-acting-for-declared-once.md):
 * - `self`: the signed-in person's own, always, also after they switched to a
 *   customer who authorised them (their own people, consents, transfers, points,
 *   the account itself);
 * - `grantor`: after a switch (authority/R00010041), the customer who authorised
 *   them, within that authorisation's plates: only coupons and orders of those
 *   plates, orders only for those plates; the person's own account otherwise.
 */
export type ActsFor = 'self' | 'grantor';

/** The levels whose calls act for a customer account and so declare `actsFor`. */
export function actsForCustomer(auth: AuthLevel): auth is 'customer' | 'merchant' | 'session' {
  return auth === 'customer' || auth === 'merchant' || auth === 'session';
}

type AnySchema = z.ZodType;

export interface EndpointDef<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  D extends AnySchema = AnySchema,
  A extends AuthLevel = AuthLevel,
> {
  /** The API group: the seed's own path segment or heading (`auth`, `rights`, `order`, ...). */
  group: string;
  /** The seed's code (`R00010003`), or the seed's own name where it has no code. */
  code: string;
  /** camelCase name in the product's words; unique across the contract. */
  name: string;
  /** One sentence: what it does, for the OpenAPI document and for readers. */
  summary: string;
  method: HttpMethod;
  /** Kept as its literal by `defineEndpoint`, so a handler's context is typed by it (server `HandlerContext`). */
  auth: A;
  /** Whose account the call acts on (`ActsFor`); declared by every customer, merchant and session endpoint. */
  actsFor?: ActsFor;
  /**
   * Encrypted submits carry `{ message }` on the wire (SM2 under the session key);
   * `body` is then the schema of the decrypted payload.
   */
  encrypted: boolean;
  /**
   * Takes an `Idempotency-Key` header (issue 22): a retry with the key of a call that
   * succeeded answers that first reply, with no second state change. Optional on the wire.
   */
  idempotent?: boolean;
  /** Path parameters, in order, as they appear after the code: `R00010046/{plate}`. */
  params?: P;
  query?: Q;
  body?: B;
  /** The `data` of a successful reply (for `reply: 'file'`, the schema is unused: `z.null()`). */
  data: D;
  /**
   * `file` answers a blob (stylesheet, image, PDF) instead of the JSON envelope;
   * `stream` answers server-sent events whose `data` each match the `data` schema.
   */
  reply?: 'envelope' | 'file' | 'stream';
  /** Only for the few calls outside `/api/rcservice` (the template download). */
  base?: string;
  /**
   * The largest request body this endpoint takes, in bytes, whatever the server's
   * general limit (HTTP 413 and `-5` beyond). For open endpoints that store what
   * they are sent, so nobody without a session can make the server keep megabytes.
   */
  bodyLimit?: number;
}

export function defineEndpoint<
  P extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  D extends AnySchema = AnySchema,
  const A extends AuthLevel = AuthLevel,
>(def: EndpointDef<P, Q, B, D, A>): EndpointDef<P, Q, B, D, A> {
  return def;
}

export const apiBase = '/api/rcservice';

/** The header that carries an idempotency key, on endpoints with `idempotent: true`. */
export const idempotencyKeyHeader = 'Idempotency-Key';

/** A well-formed idempotency key: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{8,64}$/;

/** Names of the path parameters, from the params schema's keys (their order is the path order). */
export function paramNames(def: EndpointDef): string[] {
  const shape = (def.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** Fastify-style route path: `/api/rcservice/authority/R00010046/:plate`. */
export function routePath(def: EndpointDef): string {
  const tail = paramNames(def)
    .map((n) => `/:${n}`)
    .join('');
  return `${def.base ?? apiBase}/${def.group}/${def.code}${tail}`;
}

/** Concrete URL for a call (path params substituted and URI-encoded). */
export function endpointUrl(def: EndpointDef, params: Record<string, string | number> = {}): string {
  const tail = paramNames(def)
    .map((n) => {
      const v = params[n];
      if (v === undefined) throw new Error(`missing path parameter ${n} for ${def.name}`);
      return `/${encodeURIComponent(String(v))}`;
    })
    .join('');
  return `${def.base ?? apiBase}/${def.group}/${def.code}${tail}`;
}

export type ParamsOf<X> =
  DefOf<X> extends EndpointDef<infer P, AnySchema | undefined, AnySchema | undefined, AnySchema>
    ? P extends AnySchema
      ? z.input<P>
      : undefined
    : never;
export type QueryOf<X> =
  DefOf<X> extends EndpointDef<AnySchema | undefined, infer Q, AnySchema | undefined, AnySchema>
    ? Q extends AnySchema
      ? z.input<Q>
      : undefined
    : never;
export type BodyOf<X> =
  DefOf<X> extends EndpointDef<AnySchema | undefined, AnySchema | undefined, infer B, AnySchema>
    ? B extends AnySchema
      ? z.input<B>
      : undefined
    : never;
export type DataOf<X> =
  DefOf<X> extends EndpointDef<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined, infer D>
    ? z.output<D>
    : never;

/**
 * An endpoint without its schemas: what a browser needs to call it. The web app
 * imports these (from `@rc/contract/refs`, generated from the definitions) so
 * that zod and the schemas stay out of its bundle; `E` carries the types.
 */
export interface EndpointRef<E extends EndpointDef = EndpointDef> {
  group: string;
  code: string;
  name: string;
  method: HttpMethod;
  auth: AuthLevel;
  encrypted: boolean;
  idempotent: boolean;
  reply: 'envelope' | 'file' | 'stream';
  base: string;
  paramNames: readonly string[];
  /** Never set: only carries the definition's type. */
  readonly __def?: E;
}

export function refOf<E extends EndpointDef>(def: E): EndpointRef<E> {
  return {
    group: def.group,
    code: def.code,
    name: def.name,
    method: def.method,
    auth: def.auth,
    encrypted: def.encrypted,
    idempotent: def.idempotent ?? false,
    reply: def.reply ?? 'envelope',
    base: def.base ?? apiBase,
    paramNames: paramNames(def),
  };
}

/** Concrete URL for a call through a ref (path params substituted and URI-encoded). */
export function refUrl(ref: EndpointRef, params: Record<string, string | number> = {}): string {
  const tail = ref.paramNames
    .map((n) => {
      const v = params[n];
      if (v === undefined) throw new Error(`missing path parameter ${n} for ${ref.name}`);
      return `/${encodeURIComponent(String(v))}`;
    })
    .join('');
  return `${ref.base}/${ref.group}/${ref.code}${tail}`;
}

/** The definition type behind a ref (or the definition itself). */
export type DefOf<X> = X extends EndpointRef<infer E> ? E : X;
