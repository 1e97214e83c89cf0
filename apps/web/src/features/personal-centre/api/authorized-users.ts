import { queryOptions, useQuery } from '@tanstack/react-query';
import { authorizedUsers } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** authority/R00010045: whom the customer authorised, and who authorised them (switch targets). */
export const authorizedUsersQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(authorizedUsers),
    queryFn: ({ signal }) => callEndpoint(authorizedUsers, { signal }),
  });

export const useAuthorizedUsers = () => useQuery(authorizedUsersQuery());
