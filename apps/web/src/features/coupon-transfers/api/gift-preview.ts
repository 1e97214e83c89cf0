import { queryOptions, useQuery } from '@tanstack/react-query';
import { giftPreview } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** donation/giftPreview: the gift a link offers, to a friend who has not logged in yet. */
export function giftPreviewQuery(shareCode: string) {
  return queryOptions({
    queryKey: queryKeyOf(giftPreview, shareCode),
    queryFn: ({ signal }) => callEndpoint(giftPreview, { body: { shareCode }, signal }),
    enabled: shareCode !== '',
    retry: false,
  });
}

export function useGiftPreview(shareCode: string) {
  return useQuery(giftPreviewQuery(shareCode));
}
