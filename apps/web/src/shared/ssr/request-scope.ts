import type { QueryClient } from '@tanstack/react-query';

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
  /** The data layout's cache for this render. */
  queryClient: QueryClient;
}

let provider: (() => RequestScope | undefined) | null = null;

/** Called once by the server entry. */
export function setRequestScopeProvider(next: () => RequestScope | undefined): void {
  provider = next;
}

export function requestScope(): RequestScope | undefined {
  return provider?.();
}
