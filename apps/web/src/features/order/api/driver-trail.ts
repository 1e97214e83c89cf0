import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { substituteTrail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * order/R00020066 for a designated-driver order: the driver's way so far and
 * where the drive ends, refreshed every 20 s (as the progress) while enabled.
 */
export function driverTrailOptions(orderPrimaryId: string, primaryCheck: string, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeyOf(substituteTrail, orderPrimaryId),
    queryFn: refreshedQuietly<DataOf<typeof substituteTrail>>(({ signal }) =>
      callEndpoint(substituteTrail, {
        params: { id: orderPrimaryId },
        query: { primaryCheck, serviceType: '6', businessType: 'driver' },
        signal,
      }),
    ),
    enabled: enabled && orderPrimaryId !== '' && primaryCheck !== '',
    refetchInterval: 20_000,
  });
}

export function useDriverTrail(orderPrimaryId: string, primaryCheck: string, enabled: boolean) {
  return useQuery(driverTrailOptions(orderPrimaryId, primaryCheck, enabled));
}
