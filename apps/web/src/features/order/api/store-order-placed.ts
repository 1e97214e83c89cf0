import type { QueryClient } from '@tanstack/react-query';
import {
  initCarWashOrder,
  initStandardServiceOrder,
  nearbyShops,
  placeNames,
  placeTypes,
  shopRegions,
} from '@rc/contract/refs';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads, orderReads } from '../../../shared/api/cache-families.js';

/** After an order at a store (car wash or store service): the order lists, the store lookups and the coupons change. */
export function refreshAfterStoreOrder(queryClient: QueryClient) {
  return invalidateReads(
    queryClient,
    ...orderReads,
    ...couponReads,
    initCarWashOrder,
    initStandardServiceOrder,
    placeTypes,
    placeNames,
    shopRegions,
    nearbyShops,
  );
}
