import { personAppointments } from '@rc/contract/refs';
import type { PersonAppointment } from '@rc/contract';
import { callEndpoint } from '../../../shared/api/client.js';
import type { Page } from '../../../shared/paging/paging.js';
import { queryKeyOf } from '../../../shared/api/query-keys.js';

const pageSize = 10;

export const appointmentsKey = (serviceType?: string) => queryKeyOf(personAppointments, serviceType ?? '');

/** person/R00021013: one page of the customer's booked appointments (spec 4 paging). */
export function fetchAppointmentsPage(serviceType?: string) {
  return (page: number, signal: AbortSignal): Promise<Page<PersonAppointment>> =>
    callEndpoint(personAppointments, {
      body: { onPagenum: page, onPagesize: pageSize, ...(serviceType ? { serviceType } : {}) },
      signal,
    });
}
