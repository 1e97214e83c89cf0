import { ongoingOrders } from '@rc/contract/refs';
import type { OrderSummary } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const pageSize = 10;
export const ongoingOrdersKey = queryKeyOf(ongoingOrders, 'ongoing');

/** order/R00010014: one page of the customer's ongoing orders (orderOnGoing / onTotal). */
export async function fetchOngoingOrders(
  page: number,
  signal: AbortSignal,
  businessType?: string,
): Promise<Page<OrderSummary>> {
  const data = await callEndpoint(ongoingOrders, {
    query: { onPagenum: page, onPagesize: pageSize, ...(businessType ? { businessType } : {}) },
    signal,
  });
  return { list: data.orderOnGoing, total: data.onTotal };
}
