import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsRescuerList, opsRescuerSave, opsRescuerSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsRescuer } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/network/rescuers (+ save, setEnabled): one page for the paged list, and the two changes. */
export const rescuersKey = queryKeyOf(opsRescuerList, 'rescuers');

export function fetchRescuerPage(
  keyword: string,
  page: number,
  signal: AbortSignal,
  pageSize = 20,
): Promise<Page<OpsRescuer>> {
  return callEndpoint(opsRescuerList, {
    signal,
    query: { onPagenum: page, onPagesize: pageSize, ...(keyword ? { keyword } : {}) },
  });
}

export function useSaveRescuer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsRescuerSave>) => callEndpoint(opsRescuerSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rescuersKey }),
  });
}

export function useSetRescuerEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsRescuerSetEnabled>) => callEndpoint(opsRescuerSetEnabled, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rescuersKey }),
  });
}
