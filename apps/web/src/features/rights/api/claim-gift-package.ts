import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rights/R00010016: claims the gift package once; everything under ['rights'] is fresh afterwards. */
export function useClaimGiftPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(claimRights, { body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rights'] }),
  });
}
