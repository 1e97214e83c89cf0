import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { acceptGiftRight as acceptGiftRightEndpoint } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** rights/R00010017: accepts a gifted right with its gift code. */
export function acceptGiftRight(body: BodyOf<typeof acceptGiftRightEndpoint>) {
  return callEndpoint(acceptGiftRightEndpoint, { body });
}

export function useAcceptGiftRight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rights', 'acceptGiftRight'],
    mutationFn: acceptGiftRight,
    onSuccess: () => invalidateReads(queryClient, ...couponReads),
  });
}
