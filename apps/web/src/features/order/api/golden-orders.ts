import { queryOptions, useQuery } from '@tanstack/react-query';
import { goldenOrderTrack, goldenOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const goldenOrdersKey = queryKeyOf(goldenOrders);
/** The `{id}` of R00010048 that lists the orders of every golden coupon. */
export const allGoldenCoupons = 'all';

/** order/R00010048/{id}: one page of gold-service orders of a coupon (or all). */
export function fetchGoldenOrderPage(couponId: string, page: number, signal: AbortSignal) {
  return callEndpoint(goldenOrders, {
    params: { id: couponId },
    body: { onPagenum: page, onPagesize: 10 },
    signal,
  });
}

/** The coupons the desk has booked on, for the filter (the first page of all, kept small). */
export function goldenCouponsOptions() {
  return queryOptions({
    queryKey: [...goldenOrdersKey, 'coupons'] as const,
    queryFn: async ({ signal }) => (await fetchGoldenOrderPage(allGoldenCoupons, 1, signal)).coupons,
  });
}

export function useGoldenCoupons() {
  return useQuery(goldenCouponsOptions());
}

/** order/R00010046/{id}: one order's progress and its vehicle's trail. */
export function goldenTrackOptions(orderId: string) {
  return queryOptions({
    queryKey: [...goldenOrdersKey, 'track', orderId] as const,
    queryFn: ({ signal }) => callEndpoint(goldenOrderTrack, { params: { id: orderId }, signal }),
    enabled: Boolean(orderId),
  });
}

export function useGoldenTrack(orderId: string) {
  return useQuery(goldenTrackOptions(orderId));
}
