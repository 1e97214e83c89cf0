import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Place } from '@rc/contract';
import { addressPromptSwitch, checkLocationLink, reportLinkLocation } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** location/checkLink: whether a location link can still be used (no session). */
export function locationLinkQuery(trackCode: string) {
  return queryOptions({
    queryKey: queryKeyOf(checkLocationLink, trackCode),
    queryFn: ({ signal }) => callEndpoint(checkLocationLink, { body: { trackCode }, signal, quiet: true }),
    retry: false,
  });
}

export function useLocationLink(trackCode: string) {
  return useQuery({ ...locationLinkQuery(trackCode), enabled: trackCode.length >= 8 });
}

/** location/report: sends the position once through the link. */
export function useReportLinkLocation() {
  return useMutation({
    mutationFn: (input: { trackCode: string; place: Pick<Place, 'address' | 'lng' | 'lat'> }) =>
      callEndpoint(reportLinkLocation, { body: input }),
  });
}

/** location/switchConfig: how long locating may take before /order/locateTimeoutPage (no session). */
export function locateConfigQuery() {
  return queryOptions({
    queryKey: queryKeyOf(addressPromptSwitch),
    queryFn: ({ signal }) => callEndpoint(addressPromptSwitch, { signal, quiet: true }),
    staleTime: Infinity,
    retry: 1,
  });
}

export function useLocateConfig() {
  return useQuery(locateConfigQuery());
}
