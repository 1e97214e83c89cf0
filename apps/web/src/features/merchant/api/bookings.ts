import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantBooking } from '@rc/contract';
import {
  acceptMerchantBooking,
  lookUpTicket,
  merchantBookings,
  merchantCancelledOrders,
  merchantCompletedOrders,
  merchantHome,
  merchantOpenOrders,
  merchantOrderDetail,
  ticketVerificationDetail,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { invalidateReads, queryKeyOf } from '../../../shared/api/query-keys.js';

export const bookingsKey = queryKeyOf(merchantBookings);

/** merchant/bookings: one page of the open bookings at the merchant's stores, those to accept first. */
export function fetchBookings(page: number, signal?: AbortSignal): Promise<Page<MerchantBooking>> {
  return callEndpoint(merchantBookings, {
    query: { onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
}

/** merchant/acceptBooking: the store takes the booking; the customer is told. */
export function useAcceptBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callEndpoint(acceptMerchantBooking, { body: { orderId } }),
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
