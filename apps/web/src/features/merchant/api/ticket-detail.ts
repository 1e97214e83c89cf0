import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantOrderDetail, ticketVerificationDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** merchant/R00040030: a ticket this merchant verified, with its latest order of this merchant. */
export function ticketDetailQuery(ticketid: string) {
  return queryOptions({
    queryKey: queryKeyOf(ticketVerificationDetail, ticketid),
    queryFn: ({ signal }) => callEndpoint(ticketVerificationDetail, { query: { ticketid }, signal }),
    enabled: ticketid !== '',
  });
}

export function useTicketDetail(ticketid: string) {
  return useQuery(ticketDetailQuery(ticketid));
}

/** merchant/R00040025/{id}: one order (redemption) of the merchant. */
export function orderDetailQuery(id: string) {
  return queryOptions({
    queryKey: queryKeyOf(merchantOrderDetail, id),
    queryFn: ({ signal }) => callEndpoint(merchantOrderDetail, { params: { id }, signal }),
    enabled: id !== '',
  });
}

export function useOrderDetail(id: string) {
  return useQuery(orderDetailQuery(id));
}
