import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { checkOrderDetail, initOrderDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** Store bookings have no live channel: an ongoing order is re-read this often while on screen. */
const followEveryMs = 10_000;
const ongoing: readonly string[] = ['submitted', 'accepted', 'inService', 'toVerify'];

export const orderDetailKey = (id: string) => queryKeyOf(initOrderDetail, id);

/** How a link opens an order by its check value (order/R00010038) rather than by the session alone. */
export interface OrderOpener {
  businessType: string;
  primaryCheck: string;
}

/**
 * One order of the customer with its status history: order/R00010038 when the
 * address carries the order's business type and check value (the screen a
 * booking lands on), order/R00010015/{id} otherwise. Both answer the same
 * detail, kept under one key so a cancel updates either screen.
 */
export function orderDetailOptions(id: string, opener: OrderOpener | null = null) {
  return queryOptions({
    queryKey: orderDetailKey(id),
    queryFn: refreshedQuietly<DataOf<typeof checkOrderDetail>>(({ signal }) =>
      opener
        ? callEndpoint(initOrderDetail, {
            params: { businessType: opener.businessType, orderPrimaryId: id },
            query: { primaryCheck: opener.primaryCheck },
            signal,
          })
        : callEndpoint(checkOrderDetail, { params: { id }, signal }),
    ),
    // While the order goes on, the store's or rescuer's next step shows without a reload.
    refetchInterval: (q) => (q.state.data && ongoing.includes(q.state.data.status) ? followEveryMs : false),
  });
}

export function useOrderDetail(id: string, opener: OrderOpener | null = null) {
  return useQuery(orderDetailOptions(id, opener));
}
