import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsNewsDetail, opsNewsList, opsNewsSave } from '@rc/contract/refs';
import type { OpsNews, OpsNewsInput, OpsNewsState } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/news/list, ops/news/detail and ops/news/save: the console's news, under one key. */
export const newsKey = queryKeyOf(opsNewsList);

export function fetchNewsPage(
  state: OpsNewsState,
  page: number,
  signal: AbortSignal,
): Promise<Page<OpsNews>> {
  return callEndpoint(opsNewsList, { signal, query: { onPagenum: page, onPagesize: 20, state } });
}

export function newsDetailQuery(id: string) {
  return queryOptions({
    queryKey: [...newsKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(opsNewsDetail, { signal, params: { id } }),
  });
}

export function useNewsDetail(id: string, enabled: boolean) {
  return useQuery({ ...newsDetailQuery(id), enabled });
}

export function useSaveNews() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpsNewsInput) => callEndpoint(opsNewsSave, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: newsKey }),
  });
}
