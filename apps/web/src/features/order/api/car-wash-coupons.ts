import { useQuery } from '@tanstack/react-query';
import { carWashCoupons } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** coonetwork/couponSelect: the customer's coupons the chosen store takes for the service. */
export function useCarWashCoupons(serviceType: string, shopSnCode: string) {
  return useQuery({
    queryKey: queryKeyOf(carWashCoupons, serviceType, shopSnCode),
    queryFn: ({ signal }) => callEndpoint(carWashCoupons, { body: { serviceType, shopSnCode }, signal }),
    enabled: shopSnCode !== '',
  });
}
