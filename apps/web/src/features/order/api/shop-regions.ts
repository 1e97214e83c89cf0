import { useQuery } from '@tanstack/react-query';
import { shopRegions } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

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
    queryKey: ['coonetwork', 'regions', serviceType, position] as const,
    queryFn: ({ signal }) =>
      callEndpoint(shopRegions, { body: { serviceType, ...(position ?? {}) }, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}
