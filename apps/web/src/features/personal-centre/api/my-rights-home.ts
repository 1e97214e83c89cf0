import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R00010024: the "my rights" home model (comRightsBos, isHaveVipRights, isShowAIFlag). */
export const myRightsHomeQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(normalRights),
    queryFn: ({ signal }) => callEndpoint(normalRights, { signal }),
  });

export const useMyRightsHome = () => useQuery(myRightsHomeQuery());
