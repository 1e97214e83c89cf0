import { useMutation, useQueryClient } from '@tanstack/react-query';
import { claimTransfer } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** donation/R00040021: claims a shared transfer, once. */
export function useClaimTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareCode: string) => callEndpoint(claimTransfer, { body: { shareCode } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['transfer'] });
      await queryClient.invalidateQueries({ queryKey: ['rights'] });
    },
  });
}
