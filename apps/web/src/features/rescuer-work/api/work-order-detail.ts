import { queryOptions, useQuery } from '@tanstack/react-query';
import { Status } from '@rc/contract';
import { rescuerWorkOrderDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export interface WorkOrderRef {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
}

/** disaster/R00010056: one work order; polled so a colleague's accept shows up. */
export function workOrderDetailQuery(ref: WorkOrderRef) {
  return queryOptions({
    queryKey: queryKeyOf(rescuerWorkOrderDetail, ref.subTicketId),
    queryFn: ({ signal }) =>
      callEndpoint(rescuerWorkOrderDetail, {
        query: {
          ticketid: ref.ticketId,
          subTicketid: ref.subTicketId,
          ...(ref.vehicleNo ? { vehicleNo: ref.vehicleNo } : {}),
          flag: '0',
        },
        signal,
        quiet: [Status.toast],
      }),
    refetchInterval: 10_000,
    retry: false,
  });
}

export function useWorkOrderDetail(ref: WorkOrderRef) {
  return useQuery(workOrderDetailQuery(ref));
}
