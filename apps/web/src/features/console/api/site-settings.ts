import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsMournSave, opsSiteSettings, opsThemeRestore, opsThemeUpload } from '@rc/contract/refs';
import type { BodyOf, OpsSiteSettings } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/site/*: the mourning flag and the theme files (admin). */
export function siteSettingsQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsSiteSettings),
    queryFn: ({ signal }) => callEndpoint(opsSiteSettings, { signal }),
  });
}

export const useSiteSettings = () => useQuery(siteSettingsQuery());

function useSiteMutation<B>(run: (body: B) => Promise<OpsSiteSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => client.setQueryData(siteSettingsQuery().queryKey, data),
  });
}

export const useSaveMourn = () =>
  useSiteMutation((body: BodyOf<typeof opsMournSave>) => callEndpoint(opsMournSave, { body }));
export const useUploadTheme = () =>
  useSiteMutation((body: BodyOf<typeof opsThemeUpload>) => callEndpoint(opsThemeUpload, { body }));
export const useRestoreTheme = () =>
  useSiteMutation((body: BodyOf<typeof opsThemeRestore>) => callEndpoint(opsThemeRestore, { body }));
