import type { Coupon, MyCouponsTab } from '@rc/contract';
import { myCoupons } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const myCouponsPageSize = 10;

/** rights/R00010066: one page of the customer's coupons in one tab of /rights/mycoupons. */
export function myCouponsKey(tab: MyCouponsTab, serviceType?: string) {
  return queryKeyOf(myCoupons, tab, serviceType ?? '');
}

export function fetchMyCoupons(
  tab: MyCouponsTab,
  page: number,
  signal?: AbortSignal,
  serviceType?: string,
): Promise<Page<Coupon>> {
  return callEndpoint(myCoupons, {
    body: {
      tab,
      onPagenum: page,
      onPagesize: myCouponsPageSize,
      ...(serviceType ? { serviceType } : {}),
    },
    ...(signal ? { signal } : {}),
  });
}
