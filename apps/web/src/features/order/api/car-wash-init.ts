import { queryOptions, useQuery } from '@tanstack/react-query';
import { initCarWashOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** coonetwork/orderInit: the coupons the chosen store accepts, plates, contact and the store. */
export function carWashInitOptions(serviceType: string, shopSnCode: string | undefined) {
  return queryOptions({
    queryKey: queryKeyOf(initCarWashOrder, serviceType, shopSnCode ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(initCarWashOrder, {
        body: { serviceType, ...(shopSnCode ? { shopSnCode } : {}) },
        signal,
      }),
  });
}

export function useCarWashInit(serviceType: string, shopSnCode: string | undefined) {
  return useQuery(carWashInitOptions(serviceType, shopSnCode));
}
