import { queryOptions, useQuery } from '@tanstack/react-query';
import { initDesignatedDriver, initSafeParking, serviceFormInit } from '@rc/contract/refs';
import type { ServiceFormInit } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * A service form's description, coupons, plates and contact: through the
 * spec's own init where it names one (driverOrder/R00010063,
 * order/safeParking/init), orderNew/formInit otherwise.
 */
export function serviceFormInitOptions(formCode: string) {
  return queryOptions({
    queryKey: queryKeyOf(initDesignatedDriver, formCode),
    queryFn: ({ signal }): Promise<ServiceFormInit> => {
      if (formCode === 'designatedDriver') return callEndpoint(initDesignatedDriver, { body: {}, signal });
      if (formCode === 'safetyBerth' || formCode === 'safeDocking')
        return callEndpoint(initSafeParking, { body: { formCode }, signal });
      return callEndpoint(serviceFormInit, { body: { formCode }, signal });
    },
  });
}

export function useServiceFormInit(formCode: string) {
  return useQuery(serviceFormInitOptions(formCode));
}
