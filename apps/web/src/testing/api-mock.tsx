import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { ReactElement, ReactNode } from 'react';

/** A 200 reply with a JSON body, as the server sends every envelope. */
export const jsonResponse = (body: unknown): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The envelope of an accepted call. */
export const ok = (data: unknown) => ({ status: 0, statusText: 'success', data });

/** The envelope of a call to a path the test does not answer. */
export const notFound = { status: -3, statusText: '您访问的内容不存在', data: null };

export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The JSON body a call sent ({} when it sent none). */
export const jsonBody = (init: RequestInit | undefined): Record<string, unknown> =>
  typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};

/** Answers a call by the first route whose key ends its path; the route gets the URL and the call's init. */
export type ApiRoutes = Record<string, (url: URL, init: RequestInit | undefined) => unknown>;

/**
 * A mocked `fetch` for the tests of one file: installed before each test, and taken away
 * after it together with what testing-library rendered.
 */
export function mockFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return {
    fetchMock,
    /** Answers every call by `routes`, and a path none of them ends with by -3. */
    answer: (routes: ApiRoutes) => {
      fetchMock.mockImplementation((input, init) => {
        const url = new URL(urlOf(input), 'http://localhost');
        const key = Object.keys(routes).find((k) => url.pathname.endsWith(k));
        const envelope = key ? routes[key]?.(url, init) : notFound;
        return Promise.resolve(jsonResponse(envelope));
      });
    },
    /** The calls made so far to a URL containing `path`. */
    callsTo: (path: string) => fetchMock.mock.calls.filter(([u]) => urlOf(u).includes(path)),
  };
}

/** A QueryClient that does not retry (a refused call shows its error at once). */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** renderHook's wrapper: a fresh QueryClient around the hook. */
export const queryWrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
);

/** Renders `element` under a fresh QueryClient. */
export function renderWithQuery(element: ReactElement) {
  const client = testQueryClient();
  render(<QueryClientProvider client={client}>{element}</QueryClientProvider>);
  return client;
}

/** Renders `routes` in a memory router at `at`, under a fresh QueryClient; returns the router. */
export function renderRoutes(routes: RouteObject[], at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  renderWithQuery(<RouterProvider router={router} />);
  return router;
}
