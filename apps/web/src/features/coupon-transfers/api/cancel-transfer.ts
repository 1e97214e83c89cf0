import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  cancelTransfer,
  giftPreview,
  transferDetail,
  transferPreview,
  transferRecords,
  transferShareCard,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** donation/R00040020: cancels a transfer nobody has claimed; the coupon comes back. */
export function useCancelTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transferId: string) => callEndpoint(cancelTransfer, { body: { transferId } }),
    onSuccess: async () => {
      await invalidateReads(
        queryClient,
        transferRecords,
        transferDetail,
        transferPreview,
        giftPreview,
        transferShareCard,
        ...couponReads,
      );
    },
  });
}
