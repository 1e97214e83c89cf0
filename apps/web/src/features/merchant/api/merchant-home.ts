import { queryOptions, useQuery } from '@tanstack/react-query';
import { merchantHome } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** merchant/R00040023: the merchant's store, counts and last 7 days per store. */
export const merchantHomeQuery = queryOptions({
  queryKey: queryKeyOf(merchantHome),
  queryFn: ({ signal }) => callEndpoint(merchantHome, { signal }),
});

export function useMerchantHome() {
  return useQuery(merchantHomeQuery);
}
