import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkOrder } from '@rc/contract';
import { rescuerWorkOrders } from '@rc/contract/refs';
import { callEndpoint } from '../../api/client.js';
import { queryKeyOf } from '../../api/query-keys.js';

/** The steps in which a truck is still on its way to (or at) the customer: where the rescue address may change. */
const placeChangeable: readonly WorkOrder['status'][] = ['accepted', 'departed', 'arrived'];

/** disaster/R00010053 (flag 0): the signed-in rescuer's own work orders that may take a new rescue address. */
export function openWorkOrdersQuery() {
  return queryOptions({
    queryKey: queryKeyOf(rescuerWorkOrders, 'open'),
    queryFn: async ({ signal }) => {
      const data = await callEndpoint(rescuerWorkOrders, {
        query: { flag: '0', onPagenum: 1, onPagesize: 20 },
        signal,
        quiet: true,
      });
      return data.distribution.filter((w) => placeChangeable.includes(w.status));
    },
  });
}

export function useOpenWorkOrders(enabled: boolean) {
  return useQuery({ ...openWorkOrdersQuery(), enabled });
}
