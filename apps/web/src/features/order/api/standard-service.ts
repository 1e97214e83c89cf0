import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Status, type BodyOf } from '@rc/contract';
import { initStandardServiceOrder, placeNames, placeTypes, submitValueAddedOrder } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshAfterStoreOrder } from './store-order-placed.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** Which branch, service and parking mode the place lookups are for. */
export interface PlaceLookup {
  branchCode: string;
  serviceType: string;
  subServiceType: string;
}

/** coonetwork/tyorderInit: plates, contact, notice and the priced extra options of a network service. */
export function useStandardServiceInit(serviceType: string) {
  return useQuery({
    queryKey: queryKeyOf(initStandardServiceOrder, serviceType),
    queryFn: ({ signal }) => callEndpoint(initStandardServiceOrder, { body: { serviceType }, signal }),
  });
}

/** coonetwork/placeType: where the service can be done (at a store, at my place, in a car park). */
export function usePlaceTypes(lookup: PlaceLookup, parkingModeType: string) {
  return useQuery({
    queryKey: queryKeyOf(placeTypes, lookup, parkingModeType),
    queryFn: ({ signal }) => callEndpoint(placeTypes, { query: { ...lookup, parkingModeType }, signal }),
    enabled: lookup.branchCode !== '',
    staleTime: 5 * 60_000,
  });
}

/** coonetwork/placeName: the stores of the branch that do the service at the place type picked. */
export function usePlaceNames(lookup: PlaceLookup, placeType: string) {
  return useQuery({
    queryKey: queryKeyOf(placeNames, lookup, placeType),
    queryFn: ({ signal }) => callEndpoint(placeNames, { query: { ...lookup, placeType }, signal }),
    enabled: lookup.branchCode !== '' && placeType !== '',
    staleTime: 5 * 60_000,
  });
}

/** coonetwork/vasOrderSubmit: the order at the store, with the coupon and the options picked. */
export function useSubmitValueAdded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['coonetwork', 'vasOrderSubmit'],
    mutationFn: (body: BodyOf<typeof submitValueAddedOrder>) =>
      callEndpoint(submitValueAddedOrder, { body, quiet: [Status.badInput] }),
    onSuccess: () => refreshAfterStoreOrder(queryClient),
  });
}
