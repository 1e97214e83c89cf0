import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsCatalogueList, opsCatalogueSave } from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/catalogue/list and ops/catalogue/save: the rights and services catalogue. */
export function catalogueQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsCatalogueList),
    queryFn: ({ signal }) => callEndpoint(opsCatalogueList, { signal }),
  });
}

export function useCatalogue() {
  return useQuery(catalogueQuery());
}

export function useSaveCatalogueEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsCatalogueSave>) => callEndpoint(opsCatalogueSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: catalogueQuery().queryKey }),
  });
}
