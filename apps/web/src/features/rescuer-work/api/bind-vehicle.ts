import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindTowVehicle, unbindTowVehicle } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';

/** disaster/R00010052: binds a company vehicle to the rescuer. */
export function useBindVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleNo: string) => callEndpoint(bindTowVehicle, { body: { vehicleNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accident'] }),
  });
}

/** disaster/unbindVehicle: unbinds one (refused while it serves a work order). */
export function useUnbindVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vehicleNo: string) => callEndpoint(unbindTowVehicle, { body: { vehicleNo } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['accident'] }),
  });
}
