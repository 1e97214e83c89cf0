import type { OrderSummary } from '@rc/contract';
import { rescueOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const rescueOrdersKey = queryKeyOf(rescueOrders);

/** rescueOrder/R00010075: one page of the customer's rescues, newest first. */
export function fetchRescueOrders(page: number, signal?: AbortSignal): Promise<Page<OrderSummary>> {
  return callEndpoint(rescueOrders, {
    body: { onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
}
