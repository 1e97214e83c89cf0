import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferDetail } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** donation/R00040017: one transfer the customer sent or received. */
export function transferDetailQuery(id: string) {
  return queryOptions({
    queryKey: ['transfer', 'detail', id],
    queryFn: ({ signal }) => callEndpoint(transferDetail, { params: { id }, signal }),
    enabled: id !== '',
  });
}

export function useTransferDetail(id: string) {
  return useQuery(transferDetailQuery(id));
}
