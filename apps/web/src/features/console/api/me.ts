import { queryOptions, useQuery } from '@tanstack/react-query';
import { opsMe } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/me: who is signed in and when the session ends. */
export function consoleMeQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsMe),
    queryFn: ({ signal }) => callEndpoint(opsMe, { signal }),
  });
}

export function useConsoleMe() {
  return useQuery(consoleMeQuery());
}
