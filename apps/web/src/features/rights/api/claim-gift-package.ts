import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** rights/R00010016: claims the gift package once; everything under ['rights'] is fresh afterwards. */
export function useClaimGiftPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(claimRights, { body: {} }),
    onSuccess: () => invalidateReads(queryClient, ...couponReads),
  });
}
