import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Status, type ServiceFormSubmission } from '@rc/contract';
import { sendForInspection, submitDesignatedDriverOrder, submitServiceForm } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads, orderReads } from '../../../shared/api/cache-families.js';
import { serviceFormReads } from './service-form-reads.js';

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
        invalidateReads(queryClient, ...serviceFormReads),
        // The order lists; a health-card application is a card order: the card list shows it.
        invalidateReads(queryClient, ...orderReads),
        // The coupon it used: the rights, the coupon lists and the forms' coupon pickers.
        invalidateReads(queryClient, ...couponReads),
      ]);
    },
  });
}
