import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { Status } from '@rc/contract';
import { followRescue } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export interface RescueRef {
  orderPrimaryId: string;
  primaryCheck: string;
}

/**
 * While the live stream is down the page polls every 5 s: the truck moves and
 * the customer must not need to reload.
 */
export const followPollMs = 5000;

/** rescueOrder/R00010072: status, rescuer, truck position, ETA and history of one rescue. */
export function followRescueQuery(ref: RescueRef) {
  return queryOptions({
    queryKey: queryKeyOf(followRescue, ref.orderPrimaryId),
    queryFn: refreshedQuietly<DataOf<typeof followRescue>>(({ signal }) =>
      callEndpoint(followRescue, { body: ref, signal, quiet: [Status.toast] }),
    ),
    refetchInterval: (q) =>
      q.state.data && ['completed', 'cancelled'].includes(q.state.data.status) ? false : followPollMs,
    refetchIntervalInBackground: false,
    retry: 1,
  });
}

/** `live`: the event stream keeps the data fresh, so no polling. */
export function useFollowRescue(ref: RescueRef | null, opts: { live?: boolean } = {}) {
  const base = followRescueQuery(ref ?? { orderPrimaryId: '', primaryCheck: '' });
  return useQuery({
    ...base,
    enabled: Boolean(ref),
    ...(opts.live ? { refetchInterval: false as const } : {}),
  });
}
