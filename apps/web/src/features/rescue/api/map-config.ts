import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfig } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** map/getMapApi: the tile URL the live map loads (tiles may be unreachable: the screen works without them). */
export function mapConfigQuery() {
  return queryOptions({
    queryKey: queryKeyOf(mapConfig),
    queryFn: ({ signal }) => callEndpoint(mapConfig, { signal, quiet: true }),
    staleTime: Infinity,
  });
}

export function useMapConfig() {
  return useQuery(mapConfigQuery());
}
