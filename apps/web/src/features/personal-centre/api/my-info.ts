import { queryOptions, useQuery } from '@tanstack/react-query';
import { myInfo } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** person/signInInfo: the signed-in customer's own details, masked. */
export const myInfoQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(myInfo),
    queryFn: ({ signal }) => callEndpoint(myInfo, { signal }),
  });

export const useMyInfo = () => useQuery(myInfoQuery());
