import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { initOrderDetail, submitOrderQuestion } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** order/R00010011: a question about one of the customer's orders. */
export function useSubmitOrderQuestion() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['order', 'question'],
    mutationFn: (body: BodyOf<typeof submitOrderQuestion>) => callEndpoint(submitOrderQuestion, { body }),
    // The question's photos join the order: its detail shows them.
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf(initOrderDetail) }),
  });
}
