import {
  designatedDriverProgress,
  initDesignatedDriver,
  personAppointments,
  powerServicePrices,
  serviceFormOrder,
  substituteTrail,
} from '@rc/contract/refs';

/** The service forms' reads (their set-up, prices, bookings and progress): what a booking or a cancel makes stale. */
export const serviceFormReads = [
  initDesignatedDriver,
  powerServicePrices,
  personAppointments,
  serviceFormOrder,
  designatedDriverProgress,
  substituteTrail,
] as const;
