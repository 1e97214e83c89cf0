import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTransfer } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** donation/R00040019: sets a coupon aside for someone; transfers and coupons are fresh afterwards. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { couponId: string; quantity: number; message?: string }) =>
      callEndpoint(createTransfer, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['transfer'] });
      await queryClient.invalidateQueries({ queryKey: ['rights'] });
    },
  });
}
