import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsTipList, opsTipMove, opsTipSave, opsTipSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsTip } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/tips/*: the editorial tips of the rights screens and the login. */
export const tipsKey = queryKeyOf(opsTipList);

export function fetchTipPage(page: number, signal: AbortSignal): Promise<Page<OpsTip>> {
  return callEndpoint(opsTipList, { signal, query: { onPagenum: page, onPagesize: 50 } });
}

function useTipMutation<B, R>(run: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: tipsKey }),
  });
}

export const useSaveTip = () =>
  useTipMutation((body: BodyOf<typeof opsTipSave>) => callEndpoint(opsTipSave, { body }));
export const useSetTipEnabled = () =>
  useTipMutation((body: BodyOf<typeof opsTipSetEnabled>) => callEndpoint(opsTipSetEnabled, { body }));
export const useMoveTip = () =>
  useTipMutation((body: BodyOf<typeof opsTipMove>) => callEndpoint(opsTipMove, { body }));
