import { queryOptions, useQuery } from '@tanstack/react-query';
import { normalRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** rights/R00010024: the "my rights" home model (comRightsBos, isHaveVipRights, isShowAIFlag). */
export const myRightsHomeQuery = () =>
  queryOptions({
    queryKey: ['rights', 'home'],
    queryFn: ({ signal }) => callEndpoint(normalRights, { signal }),
  });

export const useMyRightsHome = () => useQuery(myRightsHomeQuery());
