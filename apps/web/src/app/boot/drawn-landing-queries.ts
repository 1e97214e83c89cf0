import type { QueryClient } from '@tanstack/react-query';
import { couponsOfTypeKey, fetchCouponsOfType } from '../../features/rights/api/coupons-of-type.js';
import { rightDetailQuery } from '../../features/rights/api/right-detail.js';
import {
  fetchTransferRecords,
  transferRecordsKey,
} from '../../features/coupon-transfers/api/transfer-records.js';
import type { ServerRenderedLanding } from './server-landing.js';

/**
 * What the drawn landings without early first reads (boot/landing.ts) read as they open: the
 * same queries their screens use, run by the server (src/entry-server.tsx) before it draws, through
 * its own handlers (decision 062). The screen then renders with its data, on the server and in the
 * hydration alike (the cache travels with the page). `params`: the landing path's parameters.
 */
export const drawnLandingQueries: Partial<
  Record<
    ServerRenderedLanding,
    (client: QueryClient, params: Record<string, string | undefined>) => Promise<unknown>[]
  >
> = {
  // The real-name form and the expired screen read nothing: the session holds the ID types.
  '/account/authentication': () => [],
  '/account/expired': () => [],
  // Gifts received, page 1, as PagedList (src/shared/ui/paged-list.tsx) keeps it.
  '/serviceTransfer/claimGiftPackage': (client) => [
    client.prefetchInfiniteQuery({
      queryKey: transferRecordsKey('received'),
      queryFn: ({ pageParam, signal }) => fetchTransferRecords('received', pageParam, signal),
      initialPageParam: 1,
    }),
  ],
  // The right's header and its coupons, page 1.
  '/rights/coupons/:type': (client, { type = '' }) => [
    client.prefetchQuery(rightDetailQuery(type)),
    client.prefetchInfiniteQuery({
      queryKey: couponsOfTypeKey(type),
      queryFn: ({ pageParam, signal }) => fetchCouponsOfType(type, pageParam, signal),
      initialPageParam: 1,
    }),
  ],
};
