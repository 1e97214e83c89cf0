import { queryOptions, useQuery } from '@tanstack/react-query';
import { rightsTips } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R000100tipsSelect for the home: the rights expiring within 30 days. */
export const homeExpiryTipsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(rightsTips, 'home'),
    queryFn: ({ signal }) => callEndpoint(rightsTips, { body: { screen: 'home' }, signal }),
  });

export const useHomeExpiryTips = () => useQuery(homeExpiryTipsQuery());
