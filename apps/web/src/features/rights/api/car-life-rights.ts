import { queryOptions, useQuery } from '@tanstack/react-query';
import { carLifeRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010021: the car-life rights. */
export const carLifeRightsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(carLifeRights, 'carLife'),
    queryFn: ({ signal }) => callEndpoint(carLifeRights, { body: {}, signal }),
  });

export const useCarLifeRights = () => useQuery(carLifeRightsQuery());
