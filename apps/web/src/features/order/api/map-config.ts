import { queryOptions, useQuery } from '@tanstack/react-query';
import { mapConfig } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** map/getMapApi: which map the store screens load (Leaflet unless a vendor key is configured). */
export const mapConfigQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(mapConfig),
    queryFn: ({ signal }) => callEndpoint(mapConfig, { signal, quiet: true }),
    staleTime: Infinity,
  });

export const useMapConfig = () => useQuery(mapConfigQuery());
