import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelTransfer } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** donation/R00040020: cancels a transfer nobody has claimed; the coupon comes back. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: string) => callEndpoint(cancelTransfer, { body: { transferId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['transfer'] });
      await queryClient.invalidateQueries({ queryKey: ['rights'] });
    },
  });
}
