import type { GiftExchange } from '@rc/contract';
import { giftExchangeHistory } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** gift/R00010049: the customer's exchanges, newest first (`presentList`). */
export const giftHistoryKey = queryKeyOf(giftExchangeHistory);

export async function fetchGiftHistory(page: number, signal?: AbortSignal): Promise<Page<GiftExchange>> {
  const data = await callEndpoint(giftExchangeHistory, {
    query: { onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
  return { list: data.presentList, total: data.total };
}
