import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { orderSideSteps } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export interface RescueSideRef {
  orderPrimaryId: string;
  primaryCheck: string;
  businessType: string;
}

/** rescueOrder/R00010073: the steps of a rescue, done and to come (/order/orderSide). */
export function rescueSideStepsQuery(ref: RescueSideRef) {
  return queryOptions({
    queryKey: queryKeyOf(orderSideSteps, ref.orderPrimaryId),
    queryFn: refreshedQuietly<DataOf<typeof orderSideSteps>>(({ signal }) =>
      callEndpoint(orderSideSteps, { query: ref, signal }),
    ),
    refetchInterval: 10_000,
  });
}

export function useRescueSideSteps(ref: RescueSideRef) {
  return useQuery(rescueSideStepsQuery(ref));
}
