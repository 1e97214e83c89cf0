import { queryOptions, useQuery } from '@tanstack/react-query';
import { vipRights } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** vipRights/R00010076: the VIP rights of the customer's degree. */
export const vipRightsQuery = () =>
  queryOptions({
    queryKey: ['rights', 'vip'],
    queryFn: ({ signal }) => callEndpoint(vipRights, { signal }),
  });

export const useVipRights = () => useQuery(vipRightsQuery());
