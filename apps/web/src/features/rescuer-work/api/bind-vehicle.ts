import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  bindTowVehicle,
  rescueAddress,
  rescuerCallRelay,
  rescuerHome,
  rescuerWorkOrderDetail,
  rescuerWorkOrders,
  towVehicles,
  unbindTowVehicle,
} from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { invalidateReads } from '../../../shared/api/query-keys.js';

/** disaster/R00010052: binds a company vehicle to the rescuer. */
export function useBindVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleNo: string) => callEndpoint(bindTowVehicle, { body: { vehicleNo } }),
    onSuccess: () =>
      invalidateReads(
        queryClient,
        rescuerHome,
        rescuerWorkOrders,
        rescuerWorkOrderDetail,
        towVehicles,
        rescueAddress,
        rescuerCallRelay,
      ),
  });
}

/** disaster/unbindVehicle: unbinds one (refused while it serves a work order). */
export function useUnbindVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleNo: string) => callEndpoint(unbindTowVehicle, { body: { vehicleNo } }),
    onSuccess: () =>
      invalidateReads(
        queryClient,
        rescuerHome,
        rescuerWorkOrders,
        rescuerWorkOrderDetail,
        towVehicles,
        rescueAddress,
        rescuerCallRelay,
      ),
  });
}
