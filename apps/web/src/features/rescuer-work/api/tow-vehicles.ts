import { queryOptions, useQuery } from '@tanstack/react-query';
import { towVehicles } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** disaster/R00010060: the vehicles bound to the rescuer. */
export function towVehiclesQuery() {
  return queryOptions({
    queryKey: queryKeyOf(towVehicles),
    queryFn: ({ signal }) => callEndpoint(towVehicles, { signal }),
  });
}

export function useTowVehicles() {
  return useQuery(towVehiclesQuery());
}
