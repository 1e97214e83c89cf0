import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { opsServiceTypeList, opsServiceTypeSave, opsServiceTypeSaveForm } from '@rc/contract/refs';
import type { BodyOf } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/catalogue/serviceTypes: the bookable services' prices and on/off. */
export function serviceTypesQuery() {
  return queryOptions({
    queryKey: queryKeyOf(opsServiceTypeList),
    queryFn: ({ signal }) => callEndpoint(opsServiceTypeList, { signal }),
  });
}

export const useServiceTypes = () => useQuery(serviceTypesQuery());

export function useSaveServiceType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsServiceTypeSave>) => callEndpoint(opsServiceTypeSave, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: serviceTypesQuery().queryKey }),
  });
}

/** ops/catalogue/serviceTypes/saveForm: a service type's form (title, notice, fields). */
export function useSaveServiceTypeForm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsServiceTypeSaveForm>) =>
      callEndpoint(opsServiceTypeSaveForm, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: serviceTypesQuery().queryKey }),
  });
}
