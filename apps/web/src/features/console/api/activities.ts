import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsActivityDetail, opsActivityList, opsActivitySave } from '@rc/contract/refs';
import type { OpsActivity, OpsActivityInput, OpsActivityState } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/activities/*: the console's activities and home banners, under one key. */
export const activitiesKey = queryKeyOf(opsActivityList);

export function fetchActivityPage(
  state: OpsActivityState,
  page: number,
  signal: AbortSignal,
): Promise<Page<OpsActivity>> {
  return callEndpoint(opsActivityList, { signal, query: { onPagenum: page, onPagesize: 20, state } });
}

export function activityQuery(id: string) {
  return queryOptions({
    queryKey: [...activitiesKey, 'detail', id],
    queryFn: ({ signal }) => callEndpoint(opsActivityDetail, { signal, params: { id } }),
  });
}

export function useActivity(id: string, enabled: boolean) {
  return useQuery({ ...activityQuery(id), enabled });
}

export function useSaveActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OpsActivityInput) => callEndpoint(opsActivitySave, { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: activitiesKey }),
  });
}
