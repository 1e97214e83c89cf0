import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { seedLandingData } from './boot/landing-queries.js';

export { prefetchLandingQueries } from './boot/landing-queries.js';
import { requestScope } from '../shared/ssr/request-scope.js';
import { createQueryClient } from './query-client.js';

/** One cache for the whole visit, shared by every screen under this layout. */
const visitClient = createQueryClient();

/** The visit's cache; in a server render, that render's own (src/shared/ssr/request-scope.ts). */
export function layoutQueryClient() {
  return requestScope()?.queryClient ?? visitClient;
}

/**
 * The data layer (react-query) for every screen but the entrance. The hand-off
 * screen makes its two calls without a cache, so it does not wait for the
 * library: this layout route loads it lazily, in parallel with the first screen
 * after login (docs/decisions/001's first-screen budget).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={layoutQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * The layout's loader: on the screen a hand-off lands on, the data the page's
 * boot script asked for early goes into the cache first (boot/landing-queries.ts),
 * so the screen's first paint has it. Any other navigation passes at once.
 */
export async function dataLayoutLoader({ request }: LoaderFunctionArgs): Promise<null> {
  await seedLandingData(layoutQueryClient(), new URL(request.url));
  return null;
}
