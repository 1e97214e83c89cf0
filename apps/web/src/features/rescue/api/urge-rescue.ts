import { useMutation, useQueryClient } from '@tanstack/react-query';
import { followRescue, urgeRescue } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { RescueRef } from './follow-rescue.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rescueOrder/R00010071: urges the rescuer (the server allows one urge every few minutes). */
export function useUrgeRescue(ref: RescueRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(urgeRescue, { body: ref }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeyOf(followRescue, ref.orderPrimaryId) }),
  });
}
