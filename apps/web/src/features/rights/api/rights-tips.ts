import { queryOptions, useQuery } from '@tanstack/react-query';
import { rightsTips } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** rights/R000100tipsSelect: the expiry reminders, for one service type or all. */
export const rightsTipsQuery = (serviceType?: string) =>
  queryOptions({
    queryKey: queryKeyOf(rightsTips, serviceType ?? ''),
    queryFn: ({ signal }) => callEndpoint(rightsTips, { body: serviceType ? { serviceType } : {}, signal }),
  });

export const useRightsTips = (serviceType?: string) => useQuery(rightsTipsQuery(serviceType));
