import { useMutation, useQuery } from '@tanstack/react-query';
import { resendTicket, substituteDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** order/R00010043: the order's ticket SMS again, to its contact number (once a minute). */
export function useResendTicket() {
  return useMutation({
    mutationKey: ['order', 'resendTicket'],
    mutationFn: (ticketId: string) => callEndpoint(resendTicket, { body: { ticketId } }),
  });
}

/** order/R00010042: the car lent while the customer's is served, its driver and times. */
export function useSubstituteDetail(
  ref: { orderPrimaryId: string; primaryCheck: string },
  active: 'doing' | 'done',
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeyOf(substituteDetail, ref.orderPrimaryId, active),
    queryFn: ({ signal }) => callEndpoint(substituteDetail, { query: { ...ref, active }, signal }),
    enabled,
  });
}
