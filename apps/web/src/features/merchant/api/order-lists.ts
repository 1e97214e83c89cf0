import type { MerchantOrder } from '@rc/contract';
import { merchantCancelledOrders, merchantCompletedOrders, merchantOpenOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export type OrderListKind = 'toServe' | 'completed' | 'cancelled';

const endpoints = {
  toServe: merchantOpenOrders,
  completed: merchantCompletedOrders,
  cancelled: merchantCancelledOrders,
} as const;

/** merchant/R00040027, R00040028, R00040029: one page of the merchant's orders to serve, completed or undone. */
const keys = {
  toServe: queryKeyOf(merchantOpenOrders),
  completed: queryKeyOf(merchantCompletedOrders),
  cancelled: queryKeyOf(merchantCancelledOrders),
} as const;

export function orderListKey(kind: OrderListKind) {
  return keys[kind];
}

export function fetchOrderList(
  kind: OrderListKind,
  page: number,
  signal?: AbortSignal,
): Promise<Page<MerchantOrder>> {
  return callEndpoint(endpoints[kind], {
    query: { onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
}
