import { queryOptions, useQuery } from '@tanstack/react-query';
import { rescueAppointmentSlots } from '@rc/contract/refs';
import { callEndpoint } from '../../../shared/api/client.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

/** interface/R00020006: the hours a non-urgent rescue can be booked for today. */
export function appointmentSlotsQuery() {
  return queryOptions({
    queryKey: queryKeyOf(rescueAppointmentSlots),
    queryFn: ({ signal }) => callEndpoint(rescueAppointmentSlots, { body: { serviceType: '1' }, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useAppointmentSlots(enabled: boolean) {
  return useQuery({ ...appointmentSlotsQuery(), enabled });
}
