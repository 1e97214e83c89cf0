import { queryOptions, useQuery } from '@tanstack/react-query';
import { originRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010018: the rights of one catalogue module (/rights/origin/:type). */
export const originRightsQuery = (modelType: string) =>
  queryOptions({
    queryKey: queryKeyOf(originRights, 'origin', modelType),
    queryFn: ({ signal }) => callEndpoint(originRights, { body: { modelType }, signal }),
  });

export const useOriginRights = (modelType: string) => useQuery(originRightsQuery(modelType));
