import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsChannelCreate, opsChannelList, opsChannelRotate, opsChannelSetEnabled } from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/channels/*: the partner channels; create and rotate answer the secret once. */
export function channelsQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsChannelList),
    queryFn: ({ signal }) => callEndpoint(opsChannelList, { signal }),
  });
}

export const useChannels = () => useQuery(channelsQuery());

function useChannelMutation<B, R>(fn: (body: B) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: channelsQuery().queryKey }),
  });
}

export const useCreateChannel = () =>
  useChannelMutation((body: BodyOf<typeof opsChannelCreate>) => callEndpoint(opsChannelCreate, { body }));
export const useRotateChannel = () =>
  useChannelMutation((body: BodyOf<typeof opsChannelRotate>) => callEndpoint(opsChannelRotate, { body }));
export const useSetChannelEnabled = () =>
  useChannelMutation((body: BodyOf<typeof opsChannelSetEnabled>) =>
    callEndpoint(opsChannelSetEnabled, { body }),
  );
