import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownServices } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010022: the services the customer holds. */
export const ownServicesQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(ownServices),
    queryFn: ({ signal }) => callEndpoint(ownServices, { signal }),
  });

export const useOwnServices = () => useQuery(ownServicesQuery());
