import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@rc/contract';
import {
  addAuthorizedUser,
  authorizationDetail,
  authorizedUsers,
  revokeAuthorization,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** authority/R00010042: authorise another person to use my rights on some of my plates. */
export function useAddAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof addAuthorizedUser>) =>
      callEndpoint(addAuthorizedUser, { body, quiet: [-5] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(authorizedUsers) }),
  });
}

/** rightauth/R00010128: one authorisation between me and another person. */
export const authorizationDetailQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(authorizationDetail, id),
    queryFn: ({ signal }) => callEndpoint(authorizationDetail, { params: { id }, signal }),
    enabled: id.length > 0,
  });

export const useAuthorizationDetail = (id: string) => useQuery(authorizationDetailQuery(id));

/** rightauth/R00010129: revoke an authorisation I granted. */
export function useRevokeAuthorization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(revokeAuthorization, { params: { id } }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeyOf(authorizationDetail, data.authorizationId), data);
      return queryClient.invalidateQueries({ queryKey: queryKeyOf(authorizedUsers) });
    },
  });
}
