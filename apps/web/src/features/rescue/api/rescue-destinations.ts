import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescueDestinations } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rescueOrder/R00010078: repair shops to tow to, nearest to the place first. */
export function rescueDestinationsQuery(at: { lng: number; lat: number }) {
  return queryOptions({
    queryKey: queryKeyOf(rescueDestinations, at.lng, at.lat),
    queryFn: ({ signal }) => callEndpoint(rescueDestinations, { body: at, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useRescueDestinations(at: { lng: number; lat: number }, enabled: boolean) {
  return useQuery({ ...rescueDestinationsQuery(at), enabled });
}
