import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import { cancelInquiry, makeInquiry, voluntaryInquiries } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

export const inquiriesKey = queryKeyOf(voluntaryInquiries);

/** order/R00010301: one page of my inquiries (newest first), with the services and cars the form offers. */
export function fetchInquiryPage(page: number, signal: AbortSignal) {
  return callEndpoint(voluntaryInquiries, { query: { onPagenum: page, onPagesize: 10 }, signal });
}

/** What the ask-for-a-quote form offers: page 1 carries it. */
export function inquiryOptionsOptions() {
  return queryOptions({
    queryKey: [...inquiriesKey, 'options'] as const,
    queryFn: async ({ signal }) => {
      const { services, plates } = await fetchInquiryPage(1, signal);
      return { services, plates };
    },
  });
}

export function useInquiryOptions(enabled: boolean) {
  return useQuery({ ...inquiryOptionsOptions(), enabled });
}

/** order/inquiry: asks for a quote; the list reloads. */
export function useMakeInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof makeInquiry>) => callEndpoint(makeInquiry, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: inquiriesKey }),
  });
}

/** order/R00010302/{id}?carNumber: withdraws an inquiry; the list reloads. */
export function useCancelInquiry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, carNumber }: { id: string; carNumber: string }) =>
      callEndpoint(cancelInquiry, { params: { id }, query: { carNumber } }),
    onSuccess: () => client.invalidateQueries({ queryKey: inquiriesKey }),
  });
}
