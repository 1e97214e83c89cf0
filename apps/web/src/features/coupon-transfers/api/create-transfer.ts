import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createTransfer,
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

/** donation/R00040019: sets a coupon aside for someone; transfers and coupons are fresh afterwards. */
export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { couponId: string; quantity: number; message?: string }) =>
      callEndpoint(createTransfer, { body }),
    onSuccess: async (transfer) => {
      // Ids only: the recipient's mobile and the message stay out of analytics.
      trackEvent('transfer', {
        action: 'give',
        transfer_id: transfer.id,
        service_type: transfer.serviceType,
        quantity: transfer.quantity,
      });
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
