import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsMerchantList, opsMerchantSave, opsMerchantSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsMerchant } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/network/merchants (+ save, setEnabled): one page for the paged list, and the two changes. */
export const merchantsKey = queryKeyOf(opsMerchantList, 'merchants');

export function fetchMerchantPage(
  keyword: string,
  page: number,
  signal: AbortSignal,
  pageSize = 20,
): Promise<Page<OpsMerchant>> {
  return callEndpoint(opsMerchantList, {
    signal,
    query: { onPagenum: page, onPagesize: pageSize, ...(keyword ? { keyword } : {}) },
  });
}

export function useSaveMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsMerchantSave>) => callEndpoint(opsMerchantSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchantsKey }),
  });
}

export function useSetMerchantEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsMerchantSetEnabled>) => callEndpoint(opsMerchantSetEnabled, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: merchantsKey }),
  });
}
