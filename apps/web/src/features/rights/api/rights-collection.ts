import { queryOptions, useQuery } from '@tanstack/react-query';
import { rightsCollection } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010089: the whole catalogue in groups, each right flagged held or not. */
export const rightsCollectionQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(rightsCollection),
    queryFn: ({ signal }) => callEndpoint(rightsCollection, { signal }),
  });

export const useRightsCollection = () => useQuery(rightsCollectionQuery());
