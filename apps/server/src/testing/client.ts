import type { LightMyRequestResponse } from 'fastify';
import {
  Status,
  badInputDataSchema,
  endpointUrl,
  exchangeSessionKeys,
  idempotencyKeyHeader,
  type BodyOf,
  type DataOf,
  type EndpointDef,
  type ParamsOf,
  type QueryOf,
} from '@rc/contract';
import { sealMessage } from '@rc/sm2';
import type { TestApp } from './test-app.js';

/**
 * The typed test client (issue 24, "tests state what they need"): a call names the
 * contract's endpoint, not a URL, says who makes it (`as`, a session a factory made)
 * and gets back that endpoint's data type. The request goes through the server's
 * whole stack (api key, auth level, acting-for, encryption, idempotency, envelope),
 * exactly as the page's calls do.
 */

/** Who makes a call: a session from a factory (testing/factories.ts). Only its token goes on the wire. */
export interface Caller {
  token: string;
  /**
   * The login's one-time key-exchange secret (customers and merchants): an encrypted
   * submit fetches the session's SM2 key with it, once, the way the page does.
   */
  publicSecret?: string;
}

type Defined<X> = [X] extends [undefined] ? false : true;

/** Path parameters: required when the endpoint has them. */
type ParamsPart<E extends EndpointDef> =
  Defined<ParamsOf<E>> extends true ? { params: ParamsOf<E> } : { params?: undefined };
/** Query and body: required only when some field is. */
type QueryPart<E extends EndpointDef> =
  Defined<QueryOf<E>> extends true
    ? object extends QueryOf<E>
      ? { query?: QueryOf<E> }
      : { query: QueryOf<E> }
    : { query?: undefined };
type BodyPart<E extends EndpointDef> =
  Defined<BodyOf<E>> extends true
    ? object extends BodyOf<E>
      ? { body?: BodyOf<E> }
      : { body: BodyOf<E> }
    : { body?: undefined };

/** Who calls and how, apart from the input. */
export interface CallSettings {
  /** The caller's session; none for an anonymous call. */
  as?: Caller | undefined;
  locale?: 'zh-CN' | 'en-US';
  /** Sent once per user action on idempotent endpoints (decision 038). */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export type CallOptions<E extends EndpointDef> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallSettings;

/**
 * What a test sends that the contract would refuse (bad input tests): the body, query
 * or path parameters as they are, with no type attached.
 */
export interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Send the body as it is on an encrypted endpoint too (not sealed with the session's key). */
  plain?: boolean;
}

export interface CallResult<E extends EndpointDef> {
  /** The envelope's status: 0 success, negative a refusal (-5 bad input, -1 session, ...). */
  status: number;
  statusText: string;
  /**
   * The endpoint's data on status 0, checked against the contract's schema; on a
   * refusal, whatever the envelope carried (most often null).
   */
  data: DataOf<E>;
  /** The fields a bad-input refusal (-5) names, in order; empty on any other reply. */
  badFields: string[];
  /** The HTTP status (200 for any envelope the server chose to send). */
  http: number;
  response: LightMyRequestResponse;
}

interface Envelope {
  status: number;
  statusText: string;
  data: unknown;
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).status === 'number' &&
    typeof (value as Envelope).statusText === 'string' &&
    'data' in value
  );
}

function describe(endpoint: EndpointDef, url: string): string {
  return `${endpoint.name} (${endpoint.method} ${url})`;
}

/** Query values as the URL carries them (strings); absent ones left out. */
function queryOf(query: Record<string, unknown> | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  const entries: [string, string][] = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v as string | number | boolean)]);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** The session's SM2 public key for encrypted submits, fetched once per session. */
const submitKeys = new WeakMap<Caller, Promise<string>>();

export interface TestClient {
  /** One call of `endpoint`; throws on a transport failure (no JSON envelope), never on a refusal. */
  call: <E extends EndpointDef>(endpoint: E, opts: CallOptions<E>) => Promise<CallResult<E>>;
  /** One call that must succeed: its data, or an error naming the endpoint and the refusal. */
  ok: <E extends EndpointDef>(endpoint: E, opts: CallOptions<E>) => Promise<DataOf<E>>;
  /** One call with input the contract does not allow (tests of bad input); the reply as `call` gives it. */
  callRaw: <E extends EndpointDef>(
    endpoint: E,
    input: RawInput,
    opts?: CallSettings,
  ) => Promise<CallResult<E>>;
}

/** The typed client of a test app; `app` is read at call time, so a file may make it before `beforeAll`. */
export function testClient(app: TestApp | (() => TestApp)): TestClient {
  const t = typeof app === 'function' ? app : () => app;

  async function submitKey(caller: Caller): Promise<string> {
    let key = submitKeys.get(caller);
    if (!key) {
      const secret = caller.publicSecret;
      if (!secret) throw new Error('an encrypted call needs a customer session (it has no publicSecret)');
      key = send(
        exchangeSessionKeys,
        { params: undefined, body: { publicSecret: secret } },
        { as: caller },
      ).then((r) => {
        if (r.status !== 0) throw new Error(`the session's submit key was refused: ${r.statusText}`);
        return r.data.publicKey;
      });
      submitKeys.set(caller, key);
    }
    return key;
  }

  async function send<E extends EndpointDef>(
    endpoint: E,
    input: RawInput,
    opts: CallSettings,
  ): Promise<CallResult<E>> {
    const path = endpointUrl(endpoint, input.params ?? {});
    const query = queryOf(input.query);
    let payload = input.body;
    if (endpoint.encrypted && payload !== undefined && !input.plain) {
      if (!opts.as) throw new Error(`${endpoint.name} is an encrypted submit: it needs \`as\``);
      payload = { message: sealMessage(payload, await submitKey(opts.as)) };
    }
    const response = await t().call({
      method: endpoint.method,
      url: path,
      ...(query ? { query } : {}),
      ...(endpoint.method === 'POST' ? { payload: payload ?? {} } : {}),
      ...(opts.as ? { token: opts.as.token } : {}),
      ...(opts.locale ? { locale: opts.locale } : {}),
      headers: {
        ...(opts.idempotencyKey ? { [idempotencyKeyHeader]: opts.idempotencyKey } : {}),
        ...opts.headers,
      },
    });
    let parsed: unknown;
    try {
      parsed = response.json();
    } catch {
      parsed = undefined;
    }
    if (!isEnvelope(parsed)) {
      throw new Error(
        `${describe(endpoint, path)} answered HTTP ${response.statusCode} without an envelope: ` +
          response.body.slice(0, 300),
      );
    }
    let data = parsed.data;
    if (parsed.status === 0 && (endpoint.reply ?? 'envelope') === 'envelope') {
      const checked = endpoint.data.safeParse(parsed.data);
      if (!checked.success) {
        throw new Error(
          `${describe(endpoint, path)} answered data outside the contract: ${checked.error.message}`,
        );
      }
      data = checked.data;
    }
    const bad = parsed.status === Status.badInput ? badInputDataSchema.safeParse(parsed.data) : null;
    return {
      status: parsed.status,
      statusText: parsed.statusText,
      data: data as DataOf<E>,
      badFields: bad?.success ? bad.data.errors.map((e) => e.field) : [],
      http: response.statusCode,
      response,
    };
  }

  function split<E extends EndpointDef>(opts: CallOptions<E>): [RawInput, CallSettings] {
    const { params, query, body, ...rest } = opts as CallSettings & RawInput;
    return [
      {
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        ...(body !== undefined ? { body } : {}),
      },
      rest,
    ];
  }

  return {
    call(endpoint, opts) {
      const [input, rest] = split(opts);
      return send(endpoint, input, rest);
    },
    async ok(endpoint, opts) {
      const [input, rest] = split(opts);
      const r = await send(endpoint, input, rest);
      if (r.status !== 0) {
        throw new Error(
          `${endpoint.name} was refused: ${r.status} ${r.statusText} ${JSON.stringify(r.data)}`,
        );
      }
      return r.data;
    },
    callRaw(endpoint, input, opts = {}) {
      return send(endpoint, input, opts);
    },
  };
}
