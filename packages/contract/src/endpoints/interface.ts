import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDate, isoDateTime, latitude, longitude, typeCode } from '../common.js';

export const appointmentSlotSchema = z.object({
  start: isoDateTime,
  end: isoDateTime,
  available: z.boolean(),
});
export type AppointmentSlot = z.infer<typeof appointmentSlotSchema>;

export const rescueAppointmentSlots = defineEndpoint({
  group: 'interface',
  code: 'R00020006',
  name: 'rescueAppointmentSlots',
  summary: 'The times a non-urgent rescue service can be booked for, on the day and near the place given.',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({
    serviceType: typeCode,
    date: isoDate.optional(),
    lng: longitude.optional(),
    lat: latitude.optional(),
  }),
  data: z.object({ slots: z.array(appointmentSlotSchema) }),
});

export const interfaceEndpoints = [rescueAppointmentSlots] as const;
