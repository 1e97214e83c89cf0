import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkOrderDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

export const orderDetailKey = (id: string) => ['order', 'detail', id] as const;

/** order/R00010015/{id}: one order of the customer with its status history. */
export function orderDetailOptions(id: string) {
  return queryOptions({
    queryKey: orderDetailKey(id),
    queryFn: ({ signal }) => callEndpoint(checkOrderDetail, { params: { id }, signal }),
  });
}

export function useOrderDetail(id: string) {
  return useQuery(orderDetailOptions(id));
}
