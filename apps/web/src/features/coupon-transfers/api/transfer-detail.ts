import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** donation/R00040017: one transfer the customer sent or received. */
export function transferDetailQuery(id: string) {
  return queryOptions({
    queryKey: queryKeyOf(transferDetail, id),
    queryFn: ({ signal }) => callEndpoint(transferDetail, { params: { id }, signal }),
    enabled: id !== '',
  });
}

export function useTransferDetail(id: string) {
  return useQuery(transferDetailQuery(id));
}
