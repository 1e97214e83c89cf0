import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { createQueryClient } from './query-client.js';

/** One cache for the whole visit, shared by every screen under this layout. */
const queryClient = createQueryClient();

/**
 * The data layer (react-query) for every screen but the entrance. The hand-off
 * screen makes its two calls without a cache, so it does not wait for the
 * library: this layout route loads it lazily, in parallel with the first screen
 * after login (docs/decisions/001's first-screen budget).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
