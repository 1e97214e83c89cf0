import { queryOptions, useQuery } from '@tanstack/react-query';
import { powerServicePrices } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * powerOrder/R00020014: the price of one panel for each car class of the paint
 * service; given one of the customer's plates whose class is known, only that car's class.
 */
export function paintPricesOptions(serviceType: string, plateNumber?: string) {
  return queryOptions({
    queryKey: queryKeyOf(powerServicePrices, serviceType, plateNumber ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(powerServicePrices, {
        body: { serviceType, ...(plateNumber ? { plateNumber } : {}) },
        signal,
      }),
  });
}

export function usePaintPrices(serviceType: string, plateNumber?: string, opts: { enabled?: boolean } = {}) {
  return useQuery({ ...paintPricesOptions(serviceType, plateNumber), enabled: opts.enabled ?? true });
}
