import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataOf, LocationLinkPosition } from '@rc/contract';
import { applyLinkPosition, locationLinkPosition, rescuerWorkOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../api/client.js';
import { refreshedQuietly } from '../../api/quiet-refresh.js';
import { queryKeyOf } from '../../api/query-keys.js';

/** How often the creator's screen asks while the customer has not answered yet. */
export const linkPollMs = 5000;

export function linkPositionKey(trackCode: string) {
  return queryKeyOf(locationLinkPosition, trackCode);
}

/**
 * disaster/linkPosition: whether the customer has sent their position through
 * the link. Asked every 5 s while waiting and the page is in view (react-query
 * stops polling a hidden tab), never again once reported or lapsed.
 */
export function linkPositionQuery(trackCode: string) {
  return queryOptions({
    queryKey: linkPositionKey(trackCode),
    queryFn: refreshedQuietly<DataOf<typeof locationLinkPosition>>(({ signal }) =>
      callEndpoint(locationLinkPosition, { body: { trackCode }, signal, quiet: true }),
    ),
    refetchInterval: (query) => (stillWaiting(query.state.data) ? linkPollMs : false),
    retry: 2,
  });
}

function stillWaiting(data: LocationLinkPosition | undefined): boolean {
  return !data || data.state === 'waiting';
}

export function useLinkPosition(trackCode: string) {
  return useQuery(linkPositionQuery(trackCode));
}

/** disaster/applyLinkPosition: makes the reported place the rescue address of the creator's work order. */
export function useApplyLinkPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { trackCode: string; ticketId: string; subTicketId: string }) =>
      callEndpoint(applyLinkPosition, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(rescuerWorkOrders, 'open') }),
  });
}
