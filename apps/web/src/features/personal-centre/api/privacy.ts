import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  consentHistory,
  consentReceipt,
  privacyAuthorizations,
  updatePrivacyAuthorization,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** authority/R00010044: each purpose and whether it is granted now. */
export const privacyQuery = () =>
  queryOptions({
    queryKey: ['mine', 'privacy'],
    queryFn: ({ signal }) => callEndpoint(privacyAuthorizations, { signal }),
  });
export const usePrivacy = (enabled: boolean) => useQuery({ ...privacyQuery(), enabled });

/** authority/consentHistory: every grant and withdrawal, newest first. */
export const consentHistoryQuery = () =>
  queryOptions({
    queryKey: ['mine', 'privacy', 'history'],
    queryFn: ({ signal }) => callEndpoint(consentHistory, { signal }),
  });
export const useConsentHistory = (enabled: boolean) => useQuery({ ...consentHistoryQuery(), enabled });

/** authority/R00010043: grant or withdraw one purpose; effective at once. */
export function useSetConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string; granted: boolean }) =>
      callEndpoint(updatePrivacyAuthorization, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['mine', 'privacy'] }),
  });
}

/** authority/consentReceipt: the signed receipt of the whole history. */
export function fetchConsentReceipt() {
  return callEndpoint(consentReceipt);
}
