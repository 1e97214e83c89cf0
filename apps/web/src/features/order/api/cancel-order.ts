import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { cancelOrder, cancelOrderReasons } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { orderDetailKey } from './order-detail.js';
import { invalidateReads, queryKeyOf } from '../../../shared/api/query-keys.js';
import { couponReads, orderReads } from '../../../shared/api/cache-families.js';
import { serviceFormReads } from './service-form-reads.js';

type Ref = { orderPrimaryId: string; primaryCheck: string };

/** order/R00010036: the reasons, charge and notice of an order's cancel form. */
export function cancelReasonsOptions(ref: Ref) {
  return queryOptions({
    queryKey: queryKeyOf(cancelOrderReasons, ref.orderPrimaryId),
    queryFn: ({ signal }) => callEndpoint(cancelOrderReasons, { body: ref, signal }),
  });
}

export function useCancelReasons(ref: Ref, enabled: boolean) {
  return useQuery({ ...cancelReasonsOptions(ref), enabled });
}

/** order/R00010040: cancels the order; the lists, the order and the coupons reload. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['order', 'cancel'],
    mutationFn: (body: BodyOf<typeof cancelOrder>) => callEndpoint(cancelOrder, { body }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderDetailKey(detail.id), detail);
      await Promise.all([
        // The lists; a withdrawn card application shows on its card order and the card list.
        invalidateReads(queryClient, ...orderReads),
        // The coupon returns: the forms' coupon lists change.
        invalidateReads(queryClient, ...couponReads, ...serviceFormReads),
      ]);
    },
  });
}
