import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescueAddress } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** disaster/R00010055: where the customer of an accepted work order waits. */
export function rescueAddressQuery(ticketId: string) {
  return queryOptions({
    queryKey: queryKeyOf(rescueAddress, ticketId),
    queryFn: ({ signal }) => callEndpoint(rescueAddress, { query: { ticketId }, signal }),
  });
}

export function useRescueAddress(ticketId: string) {
  return useQuery({ ...rescueAddressQuery(ticketId), enabled: Boolean(ticketId) });
}
