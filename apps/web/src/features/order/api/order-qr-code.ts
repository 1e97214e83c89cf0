import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '@rc/contract';
import { refreshOrderQrCode } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { refreshedQuietly } from '../../../shared/api/quiet-refresh.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export type OrderRef = { orderPrimaryId: string; primaryCheck: string };

/** order/R00010039: a fresh short-lived QR content, fetched again when the server says to. */
export function useOrderQr(ref: OrderRef | null) {
  return useQuery({
    queryKey: queryKeyOf(refreshOrderQrCode, ref?.orderPrimaryId ?? ''),
    queryFn: refreshedQuietly<DataOf<typeof refreshOrderQrCode>>(({ signal }) => {
      if (!ref) throw new Error('no order');
      return callEndpoint(refreshOrderQrCode, { query: ref, signal });
    }),
    enabled: Boolean(ref),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.refreshAfterSeconds ?? 60) * 1000,
  });
}
