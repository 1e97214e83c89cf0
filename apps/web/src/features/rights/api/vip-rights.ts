import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** vipRights/R00010076: the VIP rights of the customer's degree. */
export const vipRightsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(vipRights),
    queryFn: ({ signal }) => callEndpoint(vipRights, { signal }),
  });

export const useVipRights = () => useQuery(vipRightsQuery());
