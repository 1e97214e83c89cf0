import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reassignWorkOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** disaster/R00010059: hands an accepted work order to another vehicle of the company. */
export function useReassignWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { ticketId: string; subTicketId: string; toVehicleNo: string; reason: string }) =>
      callEndpoint(reassignWorkOrder, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accident'] }),
  });
}
