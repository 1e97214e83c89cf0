import { useQuery } from '@tanstack/react-query';
import { customerCallRelay } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { RescueRef } from './follow-rescue.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * rescueOrder/callRelay: the relay number that reaches the rescuer without
 * either side seeing the other's number. Asked again whenever the rescue moves
 * a stage (`stage` is part of the key), so it appears on acceptance and is gone
 * when the job ends.
 */
export function useCustomerCallRelay(ref: RescueRef, stage: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(customerCallRelay, ref.orderPrimaryId, stage),
    queryFn: ({ signal }) => callEndpoint(customerCallRelay, { body: ref, signal }),
    enabled,
    retry: 1,
  });
}
