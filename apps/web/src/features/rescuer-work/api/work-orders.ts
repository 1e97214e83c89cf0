import type { WorkOrder } from '@rc/contract';
import { rescuerWorkOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export type WorkOrderFlag = '0' | '1';

export function workOrdersKey(flag: WorkOrderFlag) {
  return queryKeyOf(rescuerWorkOrders, flag);
}

/** disaster/R00010053: one page of work orders: open (flag 0, distribution) or finished (flag 1, orderDone). */
export async function fetchWorkOrders(
  flag: WorkOrderFlag,
  page: number,
  signal?: AbortSignal,
): Promise<Page<WorkOrder>> {
  const data = await callEndpoint(rescuerWorkOrders, {
    query: { flag, onPagenum: page, onPagesize: 10 },
    ...(signal ? { signal } : {}),
  });
  return { list: flag === '0' ? data.distribution : data.orderDone, total: data.total };
}
