import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  completeMerchantOrder,
  lookUpTicket,
  merchantBookings,
  merchantCancelledOrders,
  merchantCompletedOrders,
  merchantHome,
  merchantOpenOrders,
  merchantOrderDetail,
  ticketVerificationDetail,
} from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { trackEvent } from '../../../shared/analytics/track.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';

export type VerifyBody = BodyOf<typeof completeMerchantOrder>;

/**
 * merchant/R00040026: redeem (with an idempotency key the caller keeps for
 * retries of the same confirm), complete with photos, or undo within 30 minutes.
 */
export function useVerify() {
  const queryClient = useQueryClient();
  return useMutation({
    // A confirm's key travels in the body and, for the retry plumbing, in the header too.
    mutationFn: (body: VerifyBody) =>
      callEndpoint(completeMerchantOrder, {
        body,
        ...(body.action === 'redeem' ? { idempotencyKey: body.idempotencyKey } : {}),
      }),
    onSuccess: (order, body) => {
      // The redemption by its order and service only: the customer's name, mobile and plate stay out.
      if (body.action === 'redeem')
        trackEvent('redemption', {
          order_id: order.id,
          ticket_id: order.ticketId,
          service_type: order.serviceType,
          count: order.redeemedCount,
        });
    },
    onSettled: () =>
      invalidateReads(
        queryClient,
        merchantHome,
        merchantBookings,
        merchantOpenOrders,
        merchantCompletedOrders,
        merchantCancelledOrders,
        lookUpTicket,
        ticketVerificationDetail,
        merchantOrderDetail,
      ),
  });
}
