import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsCouponExtend,
  opsCouponGrant,
  opsCouponImport,
  opsCouponRevoke,
  opsCustomerCoupons,
} from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/coupons/*: one customer's coupons and the changes to them, under one key. */
export const couponsKey = queryKeyOf(opsCustomerCoupons);

export function customerCouponsQuery(customer: string) {
  return queryOptions({
    queryKey: [...couponsKey, customer],
    queryFn: ({ signal }) => callEndpoint(opsCustomerCoupons, { signal, query: { customer } }),
  });
}

export function useCustomerCoupons(customer: string) {
  return useQuery({ ...customerCouponsQuery(customer), enabled: customer !== '' });
}

function useCouponMutation<B>(fn: (body: B) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}

export const useGrantCoupon = () =>
  useCouponMutation((body: BodyOf<typeof opsCouponGrant>) => callEndpoint(opsCouponGrant, { body }));
export const useRevokeCoupon = () =>
  useCouponMutation((body: BodyOf<typeof opsCouponRevoke>) => callEndpoint(opsCouponRevoke, { body }));
export const useExtendCoupon = () =>
  useCouponMutation((body: BodyOf<typeof opsCouponExtend>) => callEndpoint(opsCouponExtend, { body }));

/** ops/coupons/import: a CSV checked (checkOnly) or imported; the report is the reply. */
export function useImportCoupons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsCouponImport>) => callEndpoint(opsCouponImport, { body }),
    onSuccess: (data) => {
      if (data.granted > 0) void client.invalidateQueries({ queryKey: couponsKey });
    },
  });
}
