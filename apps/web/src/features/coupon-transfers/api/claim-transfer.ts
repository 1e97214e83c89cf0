import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  claimTransfer,
  giftPreview,
  transferDetail,
  transferPreview,
  transferRecords,
  transferShareCard,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { trackEvent } from '../../../shared/analytics/track.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** donation/R00040021: claims a shared transfer, once. */
export function useClaimTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareCode: string) => callEndpoint(claimTransfer, { body: { shareCode } }),
    onSuccess: (claimed) => {
      trackEvent('transfer', {
        action: 'claim',
        transfer_id: claimed.transfer.id,
        service_type: claimed.transfer.serviceType,
        quantity: claimed.transfer.quantity,
      });
    },
    onSettled: async () => {
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
