import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, type RescueOrderPayload } from '@rc/contract';
import { rescueOrders, submitRescueOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { orderReads } from '../../../shared/api/cache-families.js';

/**
 * rescueOrder/R00010070: the rescue request, sent encrypted (SM2) under the session key.
 * A -5 (a field refused) is shown on that field by the form, not as a toast.
 */
export function submitRescue(payload: RescueOrderPayload) {
  return callEndpoint(submitRescueOrder, { body: payload, quiet: [Status.badInput] });
}

export function useSubmitRescue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitRescue,
    onSuccess: () => invalidateReads(queryClient, rescueOrders, ...orderReads),
  });
}
