import { useMutation, useQueryClient } from '@tanstack/react-query';
import { switchPlate, switchUser } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { session } from '../../../shared/session/session-store.js';

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
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'mine' });
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
