import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceFormOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** orderNew/formOrder/{id}: a booked form's answers, price and history for its owner. */
export function serviceFormOrderOptions(id: string) {
  return queryOptions({
    queryKey: ['services', 'order', id] as const,
    queryFn: ({ signal }) => callEndpoint(serviceFormOrder, { params: { id }, signal }),
    enabled: id !== '',
  });
}

export function useServiceFormOrder(id: string) {
  return useQuery(serviceFormOrderOptions(id));
}
