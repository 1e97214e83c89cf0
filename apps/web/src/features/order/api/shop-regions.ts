import { useQuery } from '@tanstack/react-query';
import { shopRegions } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * coonetwork/regionInit: the provinces and cities that have stores for the
 * service, and the city the customer is in (from the phone's position).
 */
export function useShopRegions(
  serviceType: string,
  position: { lat: number; lng: number } | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: queryKeyOf(shopRegions, serviceType, position),
    queryFn: ({ signal }) =>
      callEndpoint(shopRegions, { body: { serviceType, ...(position ?? {}) }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
