import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferShareCard, wechatJsSignature } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/**
 * donation/R00040022 with auth/R00010074: the WeChat share card of a transfer
 * and the JS-SDK signature of this page, fetched only inside WeChat.
 */
export function shareCardQuery(transferId: string, pageUrl: string, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeyOf(transferShareCard, transferId, pageUrl),
    queryFn: async ({ signal }) => {
      const [card, signature] = await Promise.all([
        callEndpoint(transferShareCard, { body: { transferId }, signal, quiet: true }),
        callEndpoint(wechatJsSignature, { query: { url: pageUrl }, signal, quiet: true }),
      ]);
      return { card, signature };
    },
    enabled: enabled && transferId !== '',
    retry: false,
  });
}

export function useShareCard(transferId: string, pageUrl: string, enabled: boolean) {
  return useQuery(shareCardQuery(transferId, pageUrl, enabled));
}
