import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkCardOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** cardorder/R00040014/{id}: one card order of the customer. */
export function cardOrderOptions(id: string) {
  return queryOptions({
    queryKey: queryKeyOf(checkCardOrder, id),
    queryFn: ({ signal }) => callEndpoint(checkCardOrder, { params: { id }, signal }),
    enabled: Boolean(id),
  });
}

export function useCardOrder(id: string) {
  return useQuery(cardOrderOptions(id));
}
