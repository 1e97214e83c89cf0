import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RescueFollow } from '@rc/contract';
import { cancelRescue, changeRescueDestination, rescueOrders, shareRescue } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { followRescueQuery, type RescueRef } from './follow-rescue.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { orderReads } from '../../../shared/api/cache-families.js';

export type CancelReason = 'selfSolved' | 'otherHelp' | 'tooSlow' | 'wrongInfo' | 'other';
export const cancelReasons: readonly CancelReason[] = [
  'selfSolved',
  'otherHelp',
  'tooSlow',
  'wrongInfo',
  'other',
];

/** Both answer the fresh follow data: it replaces the cached one at once. */
function useFollowWrite<I>(ref: RescueRef, call: (input: I) => Promise<RescueFollow>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      queryClient.setQueryData(followRescueQuery(ref).queryKey, data);
      void invalidateReads(queryClient, rescueOrders, ...orderReads);
    },
  });
}

/** rescueOrder/cancel: allowed until the rescuer is on site. */
export function useCancelRescue(ref: RescueRef) {
  return useFollowWrite(ref, (reasonCode: CancelReason) =>
    callEndpoint(cancelRescue, { body: { ...ref, reasonCode } }),
  );
}

/** rescueOrder/changeDestination: until towing starts. */
export function useChangeDestination(ref: RescueRef) {
  return useFollowWrite(ref, (destination: { address: string; lng: number; lat: number }) =>
    callEndpoint(changeRescueDestination, { body: { ...ref, destination } }),
  );
}

/** rescueOrder/share: a read-only link for family; a new one replaces the last. */
export function useShareRescue(ref: RescueRef) {
  return useMutation({ mutationFn: () => callEndpoint(shareRescue, { body: ref }) });
}
