import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceFormOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** orderNew/formOrder/{id}: a booked form's answers, price and history for its owner. */
export function serviceFormOrderOptions(id: string) {
  return queryOptions({
    queryKey: queryKeyOf(serviceFormOrder, id),
    queryFn: ({ signal }) => callEndpoint(serviceFormOrder, { params: { id }, signal }),
    enabled: id !== '',
  });
}

export function useServiceFormOrder(id: string) {
  return useQuery(serviceFormOrderOptions(id));
}
