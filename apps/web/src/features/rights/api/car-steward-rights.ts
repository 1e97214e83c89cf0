import { queryOptions, useQuery } from '@tanstack/react-query';
import { carStewardRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010023: the car-steward rights, for the plate given (the current one when absent). */
export const carStewardRightsQuery = (plateNumber?: string) =>
  queryOptions({
    queryKey: queryKeyOf(carStewardRights, 'carSteward', plateNumber ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(carStewardRights, { body: plateNumber ? { plateNumber } : {}, signal }),
  });

export const useCarStewardRights = (plateNumber?: string) => useQuery(carStewardRightsQuery(plateNumber));
