import type { QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { LoginData } from '@rc/contract';

/**
 * What one server render of a landing screen keeps apart from every other
 * (docs/decisions/052-landing-rendered-on-the-server.md). In the browser there
 * is one page and one customer, so the session store, the early replies and
 * the query cache are module state there; on the server many hand-offs render
 * at once, so the server entry (src/entry-server.tsx) gives each render its own
 * scope, and those modules ask here first. In the browser this is always
 * undefined.
 */
export interface RequestScope {
  /** Stands in for sessionStorage. */
  storage: Map<string, string>;
  /** Stands in for window.__rcEarly (src/shared/api/early-replies.ts). */
  early: Map<string, unknown>;
  /** Stands in for the session store's in-memory login data (session.lastLogin()). */
  lastLogin?: LoginData | null;
  /** Stands in for the app's i18n instance: this render's own, in its language (decision 064). */
  i18n?: i18n;
  /** The data layout's cache for this render. */
  queryClient: QueryClient;
  /**
   * Stands in for `fetch` in the API client (src/shared/api/client.ts): the call goes through the
   * server's own handlers, as the browser's would (decision 062). Absent: nothing is sent.
   */
  send?: (url: string, init: ScopedRequest) => Promise<Response>;
}

/** An API call as the API client would hand it to `fetch`. */
export interface ScopedRequest {
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

let provider: (() => RequestScope | undefined) | null = null;

/** Called once by the server entry. */
export function setRequestScopeProvider(next: () => RequestScope | undefined): void {
  provider = next;
}

export function requestScope(): RequestScope | undefined {
  return provider?.();
}
