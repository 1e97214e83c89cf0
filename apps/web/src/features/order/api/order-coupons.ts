import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderCoupons } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** order/R00010080: the customer's coupons that pay for the service, for the plate picked. */
export function useOrderCoupons(serviceType: string, plateNumber: string) {
  return useQuery({
    queryKey: queryKeyOf(orderCoupons, serviceType, plateNumber),
    queryFn: ({ signal }) =>
      callEndpoint(orderCoupons, {
        body: { serviceType, ...(plateNumber ? { plateNumber } : {}) },
        signal,
      }),
    // Another plate keeps the list on screen until its own arrives.
    placeholderData: keepPreviousData,
  });
}
