import type { Coupon } from '@rc/contract';
import { transferableCoupons } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** donation/R00040018: one page of the coupons the customer may give. */
export const transferableCouponsKey = queryKeyOf(transferableCoupons);

export function fetchTransferableCoupons(page: number, signal?: AbortSignal): Promise<Page<Coupon>> {
  return callEndpoint(transferableCoupons, {
    body: { onPagenum: page, onPagesize: 20 },
    ...(signal ? { signal } : {}),
  });
}
