import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownServices } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rights/R00010022: the services the customer holds. */
export const ownServicesQuery = () =>
  queryOptions({
    queryKey: ['rights', 'ownServices'],
    queryFn: ({ signal }) => callEndpoint(ownServices, { signal }),
  });

export const useOwnServices = () => useQuery(ownServicesQuery());
