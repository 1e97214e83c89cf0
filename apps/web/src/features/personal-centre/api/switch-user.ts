import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  authorizationDetail,
  authorizedUsers,
  consentHistory,
  myFeedbackReplies,
  myInfo,
  mySuggestions,
  privacyAuthorizations,
  switchPlate,
  switchUser,
  voluntaryInquiries,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';

/** What the signed-in person reads of their own (decision 040: these act for `self`). */
const ownReads = [
  myInfo,
  authorizedUsers,
  authorizationDetail,
  privacyAuthorizations,
  consentHistory,
  mySuggestions,
  voluntaryInquiries,
  myFeedbackReplies,
];

/**
 * authority/R00010041: act for a customer who authorised me (or back, with my
 * own pid). Everything cached was read for the previous person, so all of it goes.
 */
export function useSwitchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetPid: string) => callEndpoint(switchUser, { body: { targetPid } }),
    onSuccess: async ({ userVo }) => {
      session.setUserVo(userVo);
      session.setVipFlag((userVo.userVo ?? userVo).isVip);
      // The person's own reads stay (they act for someone else, they are still themselves).
      const own = new Set(ownReads.map((endpoint) => endpoint.name));
      queryClient.removeQueries({ predicate: (q) => !own.has(String(q.queryKey[0])) });
      await queryClient.invalidateQueries();
    },
  });
}

/** authority/R00010046: make one of my plates the current one. */
export function useSwitchPlate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plate: string) => callEndpoint(switchPlate, { params: { plate } }),
    onSuccess: async ({ userVo }) => {
      session.setUserVo(userVo);
      await queryClient.invalidateQueries();
    },
  });
}
