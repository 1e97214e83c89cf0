import { queryOptions, useQuery } from '@tanstack/react-query';
import { powerServicePrices } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** powerOrder/R00020014: the price of one panel for each car class of the paint service. */
export function paintPricesOptions(serviceType: string) {
  return queryOptions({
    queryKey: ['services', 'paintPrices', serviceType] as const,
    queryFn: ({ signal }) => callEndpoint(powerServicePrices, { body: { serviceType }, signal }),
  });
}

export function usePaintPrices(serviceType: string) {
  return useQuery(paintPricesOptions(serviceType));
}
