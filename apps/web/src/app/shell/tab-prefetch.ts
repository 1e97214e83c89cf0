import { yieldToMain } from '../../shared/browser/yield-to-main.js';
import { appRoutes } from '../routes.js';

/**
 * A tab's screen made ready before it is tapped (decision 062, issue 23 point 2): its page code
 * loaded (the same import the router makes on the tap, which then finds it done) and its first
 * reads in the cache (the same queries; fresh data is not asked again). Its own chunk, loaded only
 * once the landing is up and the browser idle (shell/customer-tab-bar.tsx): nothing the first
 * screen loads.
 */
export async function prefetchTab(path: string): Promise<void> {
  await appRoutes.find((route) => route.path === path)?.page();
  // The code and the reads in tasks of their own (decision 074). The data layout's own chunk (the
  // router loads it with any screen) is imported as the router does.
  await yieldToMain();
  const { layoutQueryClient, prefetchLandingQueries } = await import('../query-layout.js');
  await prefetchLandingQueries(layoutQueryClient(), path);
}
