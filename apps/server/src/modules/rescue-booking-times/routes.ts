import { rescueAppointmentSlots } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import { appointmentSlots } from './slots.js';

/** Booking times for a non-urgent rescue service. */
export function rescueBookingTimeRoutes(): BoundHandler[] {
  return [
    handle(rescueAppointmentSlots, ({ body }) => Promise.resolve({ slots: appointmentSlots(body.date) })),
  ];
}
