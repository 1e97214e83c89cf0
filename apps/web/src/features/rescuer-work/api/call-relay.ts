import { useQuery } from '@tanstack/react-query';
import { rescuerCallRelay } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * disaster/callRelay: the relay number that reaches the customer without
 * showing either real number. Asked again when the work order moves (`status`
 * is in the key), so it goes once the job ends.
 */
export function useRescuerCallRelay(subTicketId: string, status: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(rescuerCallRelay, subTicketId, status),
    queryFn: ({ signal }) => callEndpoint(rescuerCallRelay, { body: { subTicketid: subTicketId }, signal }),
    enabled,
    retry: 1,
  });
}
