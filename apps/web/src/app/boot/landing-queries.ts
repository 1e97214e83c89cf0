import type { QueryClient } from '@tanstack/react-query';
import { refUrl } from '@rc/contract';
import { myRightsHomeQuery } from '../../features/personal-centre/api/my-rights-home.js';
import { homeExpiryTipsQuery } from '../../features/personal-centre/api/home-expiry-tips.js';
import { fullHomePageQuery } from '../../features/personal-centre/api/full-home-page.js';
import { fetchMyCoupons, myCouponsKey } from '../../features/rights/api/my-coupons.js';
import { inBackground } from '../../shared/api/client.js';
import { yieldToMain } from '../../shared/browser/yield-to-main.js';
import { earlyKey, hasEarlyReply } from '../../shared/api/early-replies.js';
import { newsListQuery } from '../../shared/news/news-list.js';
import { giftPackageQuery } from '../../features/rights/api/gift-package.js';
import { authorizedUsersQuery } from '../../features/personal-centre/api/authorized-users.js';
import { merchantHomeQuery } from '../../features/merchant/api/merchant-home.js';
import { session } from '../../shared/session/session-store.js';
import { landingScreens, type FirstRead } from './landing.js';
import type { LandingPath } from './landing-paths.js';

/**
 * The landing screens' first reads as the query cache holds them (the same
 * queries the screens use; landing.test.ts checks both lists agree), so the
 * data the boot script asked for early is in the cache before the screen
 * renders: its first paint has the data, and nothing moves when it arrives.
 */
type FirstQuery = (client: QueryClient) => Promise<unknown>;

const landingQueries: Partial<Record<LandingPath, readonly FirstQuery[]>> = {
  '/mine/persional': [
    (client) => client.prefetchQuery(myRightsHomeQuery()),
    (client) => client.prefetchQuery(homeExpiryTipsQuery()),
    (client) => client.prefetchQuery(fullHomePageQuery()),
    (client) => client.prefetchQuery(newsListQuery()),
  ],
  // The list's first page, as PagedList (src/shared/ui/paged-list.tsx) keeps it.
  '/rights/mycoupons': [
    (client) =>
      client.prefetchInfiniteQuery({
        queryKey: myCouponsKey('usable'),
        queryFn: ({ pageParam, signal }) => fetchMyCoupons('usable', pageParam, signal),
        initialPageParam: 1,
      }),
  ],
  '/rights/getown': [(client) => client.prefetchQuery(giftPackageQuery())],
  '/mine/rightUser': [(client) => client.prefetchQuery(authorizedUsersQuery())],
  '/merchant/merchantHomepage': [(client) => client.prefetchQuery(merchantHomeQuery)],
  '/mine/subcompany': [],
  '/rights/nopower': [],
};

export function firstReadKey(read: FirstRead, token: string | null): string {
  const body = read.body === undefined ? undefined : JSON.stringify(read.body);
  return earlyKey(read.ref.method, refUrl(read.ref), body, token);
}

/**
 * Before a landing screen renders (the data layout's loader): when the boot script
 * sent this screen's first reads for the current session and they have not been
 * used yet, puts their answers into the cache. Otherwise does nothing at once, so
 * no other navigation waits here. A failed read is left to the screen, which asks again.
 */
export async function seedLandingData(client: QueryClient, url: URL): Promise<void> {
  const path = url.pathname as LandingPath;
  const screen = landingScreens[path];
  const queries = landingQueries[path];
  // A tab other than the first (my coupons) is not what the boot asked for.
  if (!screen || !queries || url.searchParams.has('tab')) return;
  const token = session.token();
  if (!screen.reads.every((read) => hasEarlyReply(firstReadKey(read, token)))) return;
  await Promise.allSettled(queries.map((query) => query(client)));
}

/**
 * A landing screen's first reads asked ahead, when it is a tab the customer may tap next
 * (shell/tab-prefetch.ts, decision 062): the same queries the screen uses, so it renders with its
 * data at once. Failures are left to the screen, which asks again. Nobody waits for these reads yet,
 * so they stay out of the loading counter, whose layer would hold back the very tap they prepare for.
 */
export async function prefetchLandingQueries(client: QueryClient, path: string): Promise<void> {
  const asked: Promise<unknown>[] = [];
  for (const query of landingQueries[path as LandingPath] ?? []) {
    // Each in a task of its own: a request's start is a few milliseconds of a slow phone's main
    // thread, and the rights home's four were one long task after its landing (decision 074).
    await yieldToMain();
    asked.push(inBackground(() => query(client)));
  }
  await Promise.allSettled(asked);
}
