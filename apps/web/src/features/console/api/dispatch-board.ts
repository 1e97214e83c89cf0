import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsDispatchBoard, opsDispatchContact, opsDispatchReassign } from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/dispatch/board and ops/dispatch/reassign: the open rescues, polled, and their manual reassignment. */
export const dispatchBoardKey = queryKeyOf(opsDispatchBoard, 'board');

/** How often the board refreshes itself while open (a rescue moves in minutes; 15 s is fresh enough). */
export const boardRefreshMs = 15_000;

export function dispatchBoardQuery() {
  return queryOptions({
    queryKey: dispatchBoardKey,
    queryFn: ({ signal }) => callEndpoint(opsDispatchBoard, { signal }),
    refetchInterval: boardRefreshMs,
    refetchIntervalInBackground: false,
  });
}

export function useDispatchBoard() {
  return useQuery(dispatchBoardQuery());
}

export function useReassignRescue() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsDispatchReassign>) => callEndpoint(opsDispatchReassign, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: dispatchBoardKey }),
  });
}

/**
 * ops/dispatch/contact: a dispatcher's reveal of a rescue's full address and a relay
 * number to call its customer. A mutation, not a query: each reveal is one audit line,
 * so it happens only when the dispatcher asks, and is never cached or refetched.
 */
export function useDispatchContact() {
  return useMutation({
    mutationFn: (orderId: string) => callEndpoint(opsDispatchContact, { body: { orderId } }),
  });
}
