import { useMutation, useQueryClient } from '@tanstack/react-query';
import { opsVehicleList, opsVehicleSave, opsVehicleSetEnabled } from '@rc/contract/refs';
import type { BodyOf, OpsVehicle } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** ops/network/vehicles (+ save, setEnabled): one page for the paged list, and the two changes. */
export const vehiclesKey = queryKeyOf(opsVehicleList, 'vehicles');

export function fetchVehiclePage(
  keyword: string,
  page: number,
  signal: AbortSignal,
  pageSize = 20,
): Promise<Page<OpsVehicle>> {
  return callEndpoint(opsVehicleList, {
    signal,
    query: { onPagenum: page, onPagesize: pageSize, ...(keyword ? { keyword } : {}) },
  });
}

export function useSaveVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsVehicleSave>) => callEndpoint(opsVehicleSave, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: vehiclesKey }),
  });
}

export function useSetVehicleEnabled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof opsVehicleSetEnabled>) => callEndpoint(opsVehicleSetEnabled, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: vehiclesKey }),
  });
}
