import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkOrderDetail, initOrderDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

export const orderDetailKey = (id: string) => ['order', 'detail', id] as const;

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
    queryFn: ({ signal }) =>
      opener
        ? callEndpoint(initOrderDetail, {
            params: { businessType: opener.businessType, orderPrimaryId: id },
            query: { primaryCheck: opener.primaryCheck },
            signal,
          })
        : callEndpoint(checkOrderDetail, { params: { id }, signal }),
  });
}

export function useOrderDetail(id: string, opener: OrderOpener | null = null) {
  return useQuery(orderDetailOptions(id, opener));
}
