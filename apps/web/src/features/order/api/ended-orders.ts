import { endedOrders } from '@rc/contract/refs';
import type { OrderSummary } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { pageSize } from './ongoing-orders.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const endedOrdersKey = queryKeyOf(endedOrders, 'ended');

/** order/R00010035: one page of the customer's completed and cancelled orders (orderEndingAndConceled / ecTotal). */
export async function fetchEndedOrders(page: number, signal: AbortSignal): Promise<Page<OrderSummary>> {
  const data = await callEndpoint(endedOrders, { query: { onPagenum: page, onPagesize: pageSize }, signal });
  return { list: data.orderEndingAndConceled, total: data.ecTotal };
}
