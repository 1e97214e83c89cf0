import { queryOptions, useQuery } from '@tanstack/react-query';
import { Status } from '@rc/contract';
import { couponDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010027: a coupon by id, or the customer's usable coupon of a service type. */
export function couponDetailQuery(idOrType: string) {
  return queryOptions({
    queryKey: queryKeyOf(couponDetail, idOrType),
    // -3 (not found) is shown on the page itself, not as a toast.
    queryFn: ({ signal }) =>
      callEndpoint(couponDetail, { params: { id: idOrType }, signal, quiet: [Status.toast] }),
    retry: false,
  });
}

export function useCouponDetail(idOrType: string) {
  return useQuery(couponDetailQuery(idOrType));
}
