import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  opsReportAnswer,
  opsReportDetail,
  opsReportList,
  opsSuggestionAnswer,
  opsSuggestionList,
} from '@rc/contract/refs';
import type { BodyOf, DataOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/feedback/*: error reports and suggestions, read, answered and closed. */
export const reportsKey = queryKeyOf(opsReportList);
export const suggestionsKey = queryKeyOf(opsSuggestionList);

export type ReportState = 'open' | 'answered' | 'closed' | 'all';
export type SuggestionState = 'received' | 'replied' | 'closed' | 'all';
type ReportRow = DataOf<typeof opsReportList>['list'][number];
type SuggestionRow = DataOf<typeof opsSuggestionList>['list'][number];

export function fetchReportPage(
  state: ReportState,
  page: number,
  signal: AbortSignal,
): Promise<Page<ReportRow>> {
  return callEndpoint(opsReportList, { signal, query: { state, onPagenum: page, onPagesize: 20 } });
}

export function fetchSuggestionPage(
  state: SuggestionState,
  page: number,
  signal: AbortSignal,
): Promise<Page<SuggestionRow>> {
  return callEndpoint(opsSuggestionList, { signal, query: { state, onPagenum: page, onPagesize: 20 } });
}

export function reportQuery(id: string) {
  return queryOptions({
    queryKey: [...reportsKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(opsReportDetail, { signal, params: { id } }),
  });
}

export const useReport = (id: string) => useQuery(reportQuery(id));

export function useAnswerReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsReportAnswer>) => callEndpoint(opsReportAnswer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: reportsKey }),
  });
}

export function useAnswerSuggestion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsSuggestionAnswer>) => callEndpoint(opsSuggestionAnswer, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: suggestionsKey }),
  });
}
