import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MerchantBooking } from '@rc/contract';
import { acceptMerchantBooking, merchantBookings } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';

export const bookingsKey = ['merchant', 'bookings'] as const;

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['merchant'] }),
  });
}
