import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, type ServiceFormSubmission } from '@rc/contract';
import { sendForInspection, submitDesignatedDriverOrder, submitServiceForm } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/**
 * Books a service from its form through its door: the designated driver's
 * encrypted driverOrder/R00010064, the inspection run's order/R00020012, the
 * encrypted orderNew/formSubmit for the others.
 */
export function useSubmitServiceForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['services', 'submit'],
    mutationFn: (body: ServiceFormSubmission) => {
      const quiet = [Status.badInput];
      if (body.formCode === 'designatedDriver')
        return callEndpoint(submitDesignatedDriverOrder, { body, quiet });
      if (body.formCode === 'inspectionRun') return callEndpoint(sendForInspection, { body, quiet });
      return callEndpoint(submitServiceForm, { body, quiet });
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['services'] }),
        queryClient.invalidateQueries({ queryKey: ['order', 'list'] }),
        // A health-card application is a card order: the card list shows it.
        queryClient.invalidateQueries({ queryKey: ['order', 'card'] }),
        queryClient.invalidateQueries({ queryKey: ['rights'] }),
        queryClient.invalidateQueries({ queryKey: ['coupons'] }),
      ]);
    },
  });
}
