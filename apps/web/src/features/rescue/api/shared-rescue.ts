import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { Status } from '@rc/contract';
import { sharedRescue } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** A family member's page refreshes every 10 s (no sign-in, so no live stream). */
export const sharedPollMs = 10_000;

/** rescueOrder/shared: the read-only view behind a family tracking link. */
export function sharedRescueQuery(code: string) {
  return queryOptions({
    queryKey: queryKeyOf(sharedRescue, code),
    queryFn: refreshedQuietly<DataOf<typeof sharedRescue>>(({ signal }) =>
      callEndpoint(sharedRescue, { body: { code }, signal, quiet: [Status.keepOnScreen, Status.toast] }),
    ),
    refetchInterval: (q) => (q.state.error ? false : sharedPollMs),
    retry: false,
  });
}

export function useSharedRescue(code: string) {
  return useQuery({ ...sharedRescueQuery(code), enabled: code.length > 0 });
}
