import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { changeCouponPlate as changeCouponPlateEndpoint } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';
import { couponReads } from '../../../shared/api/cache-families.js';

/** rights/R00010029: ties an unused coupon to another of the customer's plates. */
export function changeCouponPlate(body: BodyOf<typeof changeCouponPlateEndpoint>) {
  return callEndpoint(changeCouponPlateEndpoint, { body });
}

export function useChangeCouponPlate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['rights', 'changeCouponPlate'],
    mutationFn: changeCouponPlate,
    onSuccess: () => invalidateReads(queryClient, ...couponReads),
  });
}
