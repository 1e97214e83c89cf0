import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reassignWorkOrder,
  rescueAddress,
  rescuerCallRelay,
  rescuerHome,
  rescuerWorkOrderDetail,
  rescuerWorkOrders,
  towVehicles,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';

/** disaster/R00010059: hands an accepted work order to another vehicle of the company. */
export function useReassignWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: string; subTicketId: string; toVehicleNo: string; reason: string }) =>
      callEndpoint(reassignWorkOrder, { body: input }),
    onSuccess: () =>
      invalidateReads(
        queryClient,
        rescuerHome,
        rescuerWorkOrders,
        rescuerWorkOrderDetail,
        towVehicles,
        rescueAddress,
        rescuerCallRelay,
      ),
  });
}
