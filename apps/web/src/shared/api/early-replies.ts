/**
 * Requests the page's inline boot script sent before the app's code arrived
 * (src/app/boot/, docs/decisions/024-early-login-and-landing.md): the hand-off
 * login, the session-key exchange and the landing screen's first reads. The API
 * client and the static-file loader ask here before they call `fetch`; a request
 * already on its way is taken (once) instead of being sent again.
 *
 * A request matches only when method, URL, body and session token are all the
 * same, so an early reply can never answer a different question or another
 * customer. Reads are offered for `readMaxAgeMs` after they were sent (the query
 * cache's own freshness); single-use calls (the login and the key exchange,
 * whose hand-off token and secret work once) are offered until taken.
 */

import { requestScope } from '../ssr/request-scope.js';

/** How long an early read stays usable: the query cache's staleTime (src/app/query-client.ts). */
export const readMaxAgeMs = 30_000;

interface EarlyReply {
  reply: Promise<Response>;
  /** `performance.now()` when it was sent. */
  sentAt: number;
  /** Infinity for a single-use call. */
  maxAgeMs: number;
  /** The reply has arrived (or failed): taking it now costs no wait. */
  settled?: boolean;
}

declare global {
  interface Window {
    /** Written by the inline boot script, read by this module (the two are bundled apart). */
    __rcEarly?: Map<string, EarlyReply>;
  }
}

function store(): Map<string, EarlyReply> | null {
  // A server render (src/entry-server.tsx): the replies its own reads gave.
  const scoped = requestScope()?.early;
  if (scoped) return scoped as Map<string, EarlyReply>;
  if (typeof window === 'undefined') return null;
  window.__rcEarly ??= new Map();
  return window.__rcEarly;
}

/** What identifies a request for matching: method, URL (with its query), body and the session token. */
export function earlyKey(
  method: string,
  url: string,
  body: string | undefined,
  token: string | null,
): string {
  return `${method.toUpperCase()} ${url}\n${body ?? ''}\n${token ?? ''}`;
}

/** Records a request sent early. `maxAgeMs` Infinity for single-use calls. */
export function putEarlyReply(key: string, reply: Promise<Response>, maxAgeMs = readMaxAgeMs): void {
  const entry: EarlyReply = { reply, sentAt: performance.now(), maxAgeMs };
  const settle = () => {
    entry.settled = true;
  };
  // Nobody may ever take it: its failure must not surface as an unhandled rejection.
  reply.then(settle, settle);
  store()?.set(key, entry);
}

/** Whether a usable early reply to exactly this request is waiting (without taking it). */
export function hasEarlyReply(key: string): boolean {
  const found = store()?.get(key);
  return found !== undefined && performance.now() - found.sentAt <= found.maxAgeMs;
}

/** Whether the early reply to exactly this request is waiting and has already arrived. */
export function hasSettledEarlyReply(key: string): boolean {
  return hasEarlyReply(key) && store()?.get(key)?.settled === true;
}

/** The early reply to exactly this request, once; null when there is none or it is too old. */
export function takeEarlyReply(key: string): Promise<Response> | null {
  const early = store();
  const found = early?.get(key);
  if (!early || !found) return null;
  early.delete(key);
  return performance.now() - found.sentAt <= found.maxAgeMs ? found.reply : null;
}

/** Forgets every early reply (tests; a session that ends). */
export function clearEarlyReplies(): void {
  store()?.clear();
}
