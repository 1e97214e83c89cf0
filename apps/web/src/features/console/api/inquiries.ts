import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsInquiryAnswer, opsInquiryList } from '@rc/contract/refs';
import type { BodyOf, OpsInquiry } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/inquiries/*: customers' voluntary inquiries, answered by the desk. */
export const inquiriesKey = queryKeyOf(opsInquiryList);
export type InquiryState = 'open' | 'answered' | 'cancelled' | 'all';

export function fetchInquiryPage(
  state: InquiryState,
  page: number,
  signal: AbortSignal,
): Promise<Page<OpsInquiry>> {
  return callEndpoint(opsInquiryList, { signal, query: { state, onPagenum: page, onPagesize: 20 } });
}

export function useAnswerInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsInquiryAnswer>) => callEndpoint(opsInquiryAnswer, { body }),
    // A refusal (cancelled meanwhile, answered by a colleague) refreshes the list too.
    onSettled: () => client.invalidateQueries({ queryKey: inquiriesKey }),
  });
}
