import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consentHistory,
  consentReceipt,
  privacyAuthorizations,
  updatePrivacyAuthorization,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads, queryKeyOf } from '../../../shared/api/query-keys.js';

/** authority/R00010044: each purpose and whether it is granted now. */
export const privacyQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(privacyAuthorizations),
    queryFn: ({ signal }) => callEndpoint(privacyAuthorizations, { signal }),
  });
export const usePrivacy = (enabled: boolean) => useQuery({ ...privacyQuery(), enabled });

/** authority/consentHistory: every grant and withdrawal, newest first. */
export const consentHistoryQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(consentHistory, 'history'),
    queryFn: ({ signal }) => callEndpoint(consentHistory, { signal }),
  });
export const useConsentHistory = (enabled: boolean) => useQuery({ ...consentHistoryQuery(), enabled });

/** authority/R00010043: grant or withdraw one purpose; effective at once. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; granted: boolean }) =>
      callEndpoint(updatePrivacyAuthorization, { body }),
    onSuccess: () => invalidateReads(queryClient, privacyAuthorizations, consentHistory),
  });
}

/** authority/consentReceipt: the signed receipt of the whole history. */
export function fetchConsentReceipt() {
  return callEndpoint(consentReceipt);
}
