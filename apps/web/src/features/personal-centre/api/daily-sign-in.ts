import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dailySignIn } from '@rc/contract/refs';
import type { SignedInPerson } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { myInfoQuery } from './my-info.js';

/** person/signIn: today's sign-in; the answer updates the state and points person/signInInfo showed. */
export function useDailySignIn() {
  const client = useQueryClient();
  const key = myInfoQuery().queryKey;
  return useMutation({
    mutationFn: () => callEndpoint(dailySignIn, {}),
    onSuccess: ({ awarded: _awarded, ...state }) => {
      client.setQueryData<SignedInPerson>(key, (old) =>
        old ? { ...old, remainPoint: state.remainPoint, dailySignIn: state } : old,
      );
      void client.invalidateQueries({ queryKey: key });
    },
  });
}
