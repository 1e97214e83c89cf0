import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftExchangeDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** gift/R00040035: one exchange with the coupons it issued. */
export function giftExchangeDetailQuery(exchangeId: string) {
  return queryOptions({
    queryKey: queryKeyOf(giftExchangeDetail, exchangeId),
    queryFn: ({ signal }) => callEndpoint(giftExchangeDetail, { body: { exchangeId }, signal }),
  });
}

export function useGiftExchangeDetail(exchangeId: string | null) {
  return useQuery({ ...giftExchangeDetailQuery(exchangeId ?? ''), enabled: Boolean(exchangeId) });
}
