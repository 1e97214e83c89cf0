import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { exchangeGift as exchangeGiftEndpoint } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

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
      await queryClient.invalidateQueries({ queryKey: ['gift'] });
      await queryClient.invalidateQueries({ queryKey: ['rights'] });
    },
  });
}
