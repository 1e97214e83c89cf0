import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsContentSettings, opsContentSettingsSave } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/content/settings: the news ticker's roll rate. */
export function contentSettingsQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsContentSettings),
    queryFn: ({ signal }) => callEndpoint(opsContentSettings, { signal }),
  });
}

export function useContentSettings() {
  return useQuery(contentSettingsQuery());
}

export function useSaveContentSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { rollRate: number }) => callEndpoint(opsContentSettingsSave, { body: input }),
    onSuccess: (data) => client.setQueryData(contentSettingsQuery().queryKey, data),
  });
}
