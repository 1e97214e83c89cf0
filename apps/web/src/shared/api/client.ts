import {
  refUrl,
  idempotencyKeyHeader,
  isConsoleAuth,
  localize,
  messages,
  normaliseStatus,
  Status,
  statusCatalogue,
  type BodyOf,
  type DataOf,
  type EndpointRef,
  type ParamsOf,
  type QueryOf,
  type StatusCode,
} from '@rc/contract';
import { pageGlobals } from '../config/page-globals.js';
import { currentLocale } from '../i18n/language.js';
import { session } from '../session/session-store.js';
import { consoleSession } from '../session/console-session.js';
import { ApiError } from './api-error.js';
import { earlyKey, takeEarlyReply } from './early-replies.js';
import { requestScope } from '../ssr/request-scope.js';
import { apiEvents } from './events.js';
import { sealForSession } from './submit-encryptor.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { pathTo } from '../routing/paths.js';

/**
 * The only code that calls `fetch` (house style). It adds the headers, unwraps
 * the `{status, statusText, data}` envelope, applies the status catalogue of
 * spec 8 and the transport rules, and counts in-flight calls for the loading
 * overlay. It shows nothing itself: it emits events the app shell renders.
 */

/** Statuses whose on-screen handling the caller takes over (`true`: all UI, transport included). */
export type Quiet = true | readonly StatusCode[];

type Field<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

export type CallInput<E> = Field<'params', ParamsOf<E>> &
  Field<'query', QueryOf<E>> &
  Field<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    quiet?: Quiet;
    /**
     * For endpoints that take one (`idempotent`): the user action's key, when the caller
     * keeps it across its own retries; otherwise each call makes its own.
     */
    idempotencyKey?: string;
  };

type CallArgs<E> = object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** The spec's login calls: an HTTP 500 on them means the system is being upgraded (spec 8). */
const loginEndpointNames = new Set(['login', 'loginWithNewRcCode']);
/** The one call where -4 is an answer to read, not a reason to end the session (spec 8). */
const tokenRefreshName = 'refreshSession';

export const expiredPath = pathTo('/account/expired');
export const updatingPath = pathTo('/account/updating');
/** Where a console call whose session ended sends the operator (docs/console.md). */
export const consoleLoginPath = pathTo('/console/login');

/** Order-submit calls send `{message}` (SM2); the crypto layer plugs its encryptor in here. */
export type SubmitEncryptor = (payload: unknown) => Promise<{ message: string }>;
let submitEncryptor: SubmitEncryptor | null = sealForSession;
export function setSubmitEncryptor(encryptor: SubmitEncryptor | null): void {
  submitEncryptor = encryptor;
}

/** How long a call may go unanswered before the customer is told (uploads on a slow network included). */
export const requestTimeoutMs = 45_000;

type TransportReason = 'offline' | 'timeout' | 'network' | 'server';

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function transportWords(reason: TransportReason): string {
  const locale = currentLocale();
  if (reason === 'offline') return localize(messages.requestOffline, locale);
  if (reason === 'timeout') return localize(messages.requestTimeout, locale);
  if (reason === 'network') return localize(messages.requestNetwork, locale);
  const fault = statusCatalogue[Status.serverFault].message;
  return fault ? localize(fault, locale) : '';
}

let inFlight = 0;
export function inFlightCount(): number {
  return inFlight;
}

/** Above 0 while `inBackground` starts calls. */
let backgroundDepth = 0;

/**
 * Runs `start`, leaving the calls it begins out of the loading counter (decision 068): reads made
 * ahead for a screen the customer has not asked for yet (a tab, shell/tab-prefetch.ts). The counter's
 * layer holds taps back, and a read nobody waits for must not swallow the tap that opens another
 * screen. A call is counted or not when it starts, so only the calls `start` begins before it
 * returns are left out.
 */
export function inBackground<T>(start: () => T): T {
  backgroundDepth += 1;
  try {
    return start();
  } finally {
    backgroundDepth -= 1;
  }
}
function countDelta(delta: number): void {
  inFlight = Math.max(0, inFlight + delta);
  apiEvents.emit('loading', { inFlight });
}

/** The failing calls, newest last: the feedback report sends them as errorUrls. */
const maxFailures = 10;
const failures: string[] = [];
export function recordedFailures(): string[] {
  return [...failures];
}
export function clearRecordedFailures(): void {
  failures.length = 0;
}
function recordFailure(def: EndpointRef, url: string, what: string): void {
  // The path only: a query may carry personal data or a hand-off token.
  failures.push(`${def.method} ${url.split('?')[0] ?? url} ${what} @${new Date().toISOString()}`);
  if (failures.length > maxFailures) failures.shift();
}

function quietFor(quiet: Quiet | undefined, status: StatusCode): boolean {
  return quiet === true || (Array.isArray(quiet) && quiet.includes(status));
}

/** Query values as the URL carries them; objects (not used by the contract's queries) as JSON. */
function queryValue(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  return JSON.stringify(v);
}

function buildUrl(def: EndpointRef, params: unknown, query: unknown): string {
  const base = refUrl(def, (params ?? {}) as Record<string, string | number>);
  if (!query || typeof query !== 'object') return base;
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    search.append(k, queryValue(v));
  }
  const qs = search.toString();
  return qs ? `${base}?${qs}` : base;
}

function headersFor(def: EndpointRef, hasBody: boolean): Record<string, string> {
  const globals = pageGlobals();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  // Console calls carry the console's token, every other call the customer's: never the other one.
  const token = isConsoleAuth(def.auth) ? consoleSession.token() : session.token();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (globals.apiKey) headers['X-Api-Key'] = globals.apiKey;
  if (globals.applicantCode) headers['X-Applicant-Code'] = globals.applicantCode;
  return headers;
}

interface RawEnvelope {
  status: unknown;
  statusText: unknown;
  data: unknown;
}

/**
 * The envelope, or null when the reply is not one (a proxy's error page). Reading the
 * body can fail like the request itself (a cancel, the time-out, a dropped connection):
 * that is thrown, for the caller to tell apart, never taken for a malformed reply.
 */
async function readEnvelope(res: Response): Promise<RawEnvelope | null> {
  if (!(res.headers.get('content-type') ?? '').includes('json')) return null;
  const text = await res.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'status' in body) return body as RawEnvelope;
  } catch {
    // not JSON after all
  }
  return null;
}

/**
 * Keys of idempotent calls whose outcome the customer never learnt: answered -100
 * ("busy", the server may still have committed it), cut off, timed out. A repeat of the
 * same action (same endpoint, same input) within `unsettledKeyMs` carries the same key,
 * so the server answers the first outcome if there was one, or runs it once if not.
 * A known outcome (success or a definite refusal) forgets the key.
 */
const unsettledKeys = new Map<string, { key: string; at: number }>();
const unsettledKeyMs = 30 * 60_000;

function actionOf(def: EndpointRef, url: string, body: unknown): string {
  return `${def.name} ${url} ${JSON.stringify(body ?? null)}`;
}

function unsettledKey(action: string | null): string | undefined {
  if (action === null) return undefined;
  const entry = unsettledKeys.get(action);
  if (!entry) return undefined;
  if (Date.now() - entry.at > unsettledKeyMs) {
    unsettledKeys.delete(action);
    return undefined;
  }
  return entry.key;
}

function isAbort(e: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (e instanceof DOMException && e.name === 'AbortError');
}

export async function callEndpoint<E extends EndpointRef>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<DataOf<E>> {
  const input = (args[0] ?? {}) as CallInput<E>;
  const counted = backgroundDepth === 0;
  const def: EndpointRef = endpoint;
  const url = buildUrl(def, input.params, input.query);
  /**
   * Nothing fails silently (issue 19): the customer is told in words what went
   * wrong (never the browser's "Failed to fetch"), and the error carries those
   * words for screens that show it; the technical detail goes to the feedback report.
   */
  const transportError = (reason: TransportReason, detail: string, httpStatus: number | null) => {
    recordFailure(def, url, httpStatus === null ? reason : `HTTP ${httpStatus}`);
    const words = transportWords(reason);
    if (input.quiet !== true) {
      apiEvents.emit('toast', { text: words });
      apiEvents.emit('raiseFeedback', { message: detail });
    }
    return new ApiError('transport', Status.serverFault, words, null, httpStatus, def.name);
  };

  const seal = async (): Promise<string> => {
    if (!submitEncryptor) {
      throw new ApiError(
        'transport',
        Status.serverFault,
        'encrypted submit without an encryptor',
        null,
        null,
        def.name,
      );
    }
    return JSON.stringify(await submitEncryptor(input.body));
  };
  // Only an encrypted submit waits for its body (a plain call counts as in flight at once).
  const sealed = def.encrypted && input.body !== undefined;
  const body = sealed ? await seal() : input.body === undefined ? undefined : JSON.stringify(input.body);
  // One key per user action (issue 22): the automatic retry below carries the same one, and
  // so does the customer's own repeat of an action whose outcome never reached them.
  const action = def.idempotent && input.idempotencyKey === undefined ? actionOf(def, url, input.body) : null;
  const idempotencyKey = def.idempotent
    ? (input.idempotencyKey ?? unsettledKey(action) ?? newIdempotencyKey())
    : null;
  let settled = false;

  if (counted) countDelta(+1);
  // A request with no answer in time is abandoned and said so, instead of a screen that waits forever.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), requestTimeoutMs);
  const passAbort = () => timeout.abort();
  input.signal?.addEventListener('abort', passAbort);
  try {
    let res: Response;
    let envelope: RawEnvelope | null;
    try {
      const headers = headersFor(def, body !== undefined);
      if (idempotencyKey) headers[idempotencyKeyHeader] = idempotencyKey;
      // The same request sent by the page's boot script before this code arrived (early-replies.ts).
      const bearer = headers.Authorization?.slice('Bearer '.length) ?? null;
      const early = takeEarlyReply(earlyKey(def.method, url, body, bearer));
      // A server drawing (src/entry-server.tsx) sends through the server's own handlers.
      const scoped = requestScope()?.send;
      const send = (sent: string | undefined) =>
        scoped?.(url, { method: def.method, headers, body: sent }) ??
        fetch(url, {
          method: def.method,
          headers,
          body: sent,
          signal: timeout.signal,
          credentials: 'same-origin',
        });
      res = await (early ??
        send(body).catch(async (e: unknown) => {
          // The connection dropped (the reply may be lost after the change was made): an
          // idempotent call is sent once more with the same key, and the server answers the
          // first outcome. An encrypted body is sealed anew (the same message is spent).
          if (!idempotencyKey || isAbort(e, input.signal) || timeout.signal.aborted) throw e;
          return send(sealed ? await seal() : body);
        }));
      // The login's HTTP 500 (below) is read from the status alone.
      envelope = loginEndpointNames.has(def.name) && res.status === 500 ? null : await readEnvelope(res);
    } catch (e) {
      // The caller's own cancel is no failure; the timer's is.
      if (isAbort(e, input.signal) && !timeout.signal.aborted) {
        throw new ApiError('aborted', Status.serverFault, 'aborted', null, null, def.name);
      }
      if (input.signal?.aborted) {
        throw new ApiError('aborted', Status.serverFault, 'aborted', null, null, def.name);
      }
      if (timeout.signal.aborted) {
        throw transportError('timeout', `no answer in ${requestTimeoutMs} ms`, null);
      }
      throw transportError(
        isOffline() ? 'offline' : 'network',
        e instanceof Error ? e.message : String(e),
        null,
      );
    }

    if (loginEndpointNames.has(def.name) && res.status === 500) {
      recordFailure(def, url, 'HTTP 500');
      apiEvents.emit('navigate', { to: updatingPath, replace: true });
      throw new ApiError('transport', Status.serverFault, res.statusText || 'HTTP 500', null, 500, def.name);
    }

    if (!envelope) {
      throw transportError(
        'server',
        res.ok ? 'malformed reply' : `HTTP ${res.status} ${res.statusText}`.trim(),
        res.status,
      );
    }

    const status = normaliseStatus(envelope.status);
    const statusText = typeof envelope.statusText === 'string' ? envelope.statusText : '';
    // -100: past a bound on the server, whose work may still commit; anything else is known.
    settled = status !== Status.busy;
    if (status === Status.ok) {
      if (def.encrypted) announceOrderSubmit(def, input.body, envelope.data);
      return envelope.data as DataOf<E>;
    }

    applyStatus(def, url, status, statusText, input.quiet);
    throw new ApiError('status', status, statusText, envelope.data, res.status, def.name);
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', passAbort);
    if (counted) countDelta(-1);
    if (action !== null && idempotencyKey !== null) {
      if (settled) unsettledKeys.delete(action);
      else unsettledKeys.set(action, { key: idempotencyKey, at: Date.now() });
    }
  }
}

function stringField(value: unknown, key: string): string {
  const field = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : '';
}

/**
 * Every order submit is an encrypted endpoint, so this is the one place that
 * knows an order was placed, whichever screen placed it; the analytics tracker
 * listens. Picks the ids out here so nothing personal in the payload travels on.
 */
function announceOrderSubmit(def: EndpointRef, body: unknown, data: unknown): void {
  apiEvents.emit('orderSubmitted', {
    endpoint: def.name,
    orderId: stringField(data, 'orderPrimaryId'),
    serviceType: stringField(body, 'serviceType'),
    // The declarative service forms name their service by form code instead.
    formCode: stringField(body, 'formCode'),
  });
}

/** Spec 8's status catalogue, as the client acts on it. */
function applyStatus(
  def: EndpointRef,
  url: string,
  status: StatusCode,
  statusText: string,
  quiet: Quiet | undefined,
): void {
  const entry = statusCatalogue[status];
  switch (entry.behaviour) {
    case 'toastAndRaiseFeedback': {
      recordFailure(def, url, `status ${status}`);
      if (quietFor(quiet, status)) return;
      const text = entry.message ? localize(entry.message, currentLocale()) : statusText;
      apiEvents.emit('toast', { text });
      apiEvents.emit('raiseFeedback', { message: statusText || text });
      return;
    }
    case 'toast':
      if (!quietFor(quiet, status) && statusText) apiEvents.emit('toast', { text: statusText });
      return;
    case 'keepOnScreen':
      if (!quietFor(quiet, status) && statusText) apiEvents.emit('notice', { text: statusText });
      return;
    case 'expireSession':
      if (def.name === tokenRefreshName) return;
      if (isConsoleAuth(def.auth)) {
        // A console session that ended leaves the customer's session alone.
        consoleSession.clear();
        apiEvents.emit('navigate', { to: consoleLoginPath, replace: true });
        return;
      }
      // Security first: the session ends whatever the caller asked to handle itself.
      session.clearLoginState();
      apiEvents.emit('navigate', { to: expiredPath, replace: true });
      return;
    case 'success':
      return;
  }
}

export interface EventStreamHandlers {
  /** A named event with its data parsed as JSON (the endpoint's documented event shape). */
  onEvent: (name: string, data: unknown) => void;
  /**
   * The stream ended. `refused`: the server answered an envelope instead (the
   * status catalogue was applied; do not reconnect); otherwise the connection
   * dropped or the server ended it, and the caller may reconnect.
   */
  onClose: (how: { refused: boolean }) => void;
}

/**
 * Opens a server-sent-events endpoint (`reply: 'stream'`) with fetch streaming,
 * since EventSource cannot send the Authorization header. Returns a function
 * that closes it. Not counted in the loading overlay: it stays open.
 */
export function openEventStream<E extends EndpointRef>(
  endpoint: E,
  input: { query?: QueryOf<E>; params?: ParamsOf<E> },
  handlers: EventStreamHandlers,
): () => void {
  const def: EndpointRef = endpoint;
  const url = buildUrl(def, input.params, input.query);
  const abort = new AbortController();
  let closed = false;
  let cancelReader: (() => void) | null = null;
  const finish = (refused: boolean) => {
    if (closed) return;
    closed = true;
    handlers.onClose({ refused });
  };

  const dispatch = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    try {
      handlers.onEvent(name, JSON.parse(data.join('\n')) as unknown);
    } catch {
      // A malformed event is skipped; the next one carries the whole state again.
    }
  };

  const run = async () => {
    const res = await fetch(url, {
      method: 'GET',
      headers: { ...headersFor(def, false), Accept: 'text/event-stream' },
      signal: abort.signal,
      credentials: 'same-origin',
    });
    if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
      const envelope = await readEnvelope(res);
      if (envelope) {
        const status = normaliseStatus(envelope.status);
        const statusText = typeof envelope.statusText === 'string' ? envelope.statusText : '';
        applyStatus(def, url, status, statusText, [Status.toast]);
        finish(true);
        return;
      }
      finish(false);
      return;
    }
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    cancelReader = () => void reader.cancel().catch(() => undefined);
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value.replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        dispatch(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
    finish(false);
  };
  run().catch(() => finish(false));
  return () => {
    closed = true;
    cancelReader?.();
    abort.abort();
  };
}
