import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferPreview } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** donation/R00040015: what a shared transfer offers, before claiming it. */
export function transferPreviewQuery(shareCode: string) {
  return queryOptions({
    queryKey: queryKeyOf(transferPreview, shareCode),
    queryFn: ({ signal }) => callEndpoint(transferPreview, { body: { shareCode }, signal }),
    enabled: shareCode !== '',
    retry: false,
  });
}

export function useTransferPreview(shareCode: string) {
  return useQuery(transferPreviewQuery(shareCode));
}
