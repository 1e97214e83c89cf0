import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsStoreList, opsStoreSave, opsStoreSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsStore } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/network/stores (+ save, setEnabled): one page for the paged list, and the two changes. */
export const storesKey = queryKeyOf(opsStoreList, 'stores');

export function fetchStorePage(
  keyword: string,
  merchantId: string,
  page: number,
  signal: AbortSignal,
  pageSize = 20,
): Promise<Page<OpsStore>> {
  return callEndpoint(opsStoreList, {
    signal,
    query: {
      onPagenum: page,
      onPagesize: pageSize,
      ...(merchantId ? { merchantId } : {}),
      ...(keyword ? { keyword } : {}),
    },
  });
}

export function useSaveStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsStoreSave>) => callEndpoint(opsStoreSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storesKey }),
  });
}

export function useSetStoreEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsStoreSetEnabled>) => callEndpoint(opsStoreSetEnabled, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: storesKey }),
  });
}
