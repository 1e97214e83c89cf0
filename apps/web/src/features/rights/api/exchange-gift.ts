import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import {
  exchangeGift as exchangeGiftEndpoint,
  giftCatalogue,
  giftExchangeDetail,
  giftExchangeHistory,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** gift/R00040034: exchanges points for a gift, once per customer. */
export function exchangeGift(body: BodyOf<typeof exchangeGiftEndpoint>) {
  return callEndpoint(exchangeGiftEndpoint, { body });
}

export function useExchangeGift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['gift', 'exchange'],
    mutationFn: exchangeGift,
    onSuccess: async () => {
      await invalidateReads(
        queryClient,
        giftCatalogue,
        giftExchangeHistory,
        giftExchangeDetail,
        ...couponReads,
      );
    },
  });
}
