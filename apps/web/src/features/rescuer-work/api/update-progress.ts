import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  rescueAddress,
  rescuerCallRelay,
  rescuerHome,
  rescuerWorkOrderDetail,
  rescuerWorkOrders,
  towVehicles,
  updateWorkOrderProgress,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads, queryKeyOf } from '../../../shared/api/query-keys.js';

export type ProgressStep =
  'accepted' | 'declined' | 'departed' | 'arrived' | 'met' | 'inService' | 'finished' | 'position';

export type RescueOutcome = 'completed' | 'goneOnArrival' | 'unsuccessful';

export interface ProgressInput {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
  step: ProgressStep;
  lng: number;
  lat: number;
  meetingCode?: string;
  outcome?: RescueOutcome;
  remark?: string;
  /** When a queued position was taken. */
  at?: string;
}

/** disaster/R00010058: accept, the next step, or a position report. */
export function sendProgress(input: ProgressInput, quiet = false) {
  return callEndpoint(updateWorkOrderProgress, { body: input, ...(quiet ? { quiet: true as const } : {}) });
}

export function useUpdateProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProgressInput) => sendProgress(input),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeyOf(rescuerWorkOrderDetail, detail.subTicketId), detail);
      void invalidateReads(
        queryClient,
        rescuerHome,
        rescuerWorkOrders,
        rescuerWorkOrderDetail,
        towVehicles,
        rescueAddress,
        rescuerCallRelay,
      );
    },
  });
}
