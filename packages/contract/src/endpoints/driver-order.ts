import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam } from '../common.js';
import { serviceFormSubmission } from '../entities/service-form.js';
import { serviceFormInitSchema } from './service-forms.js';
import {
  fieldWorkerSchema,
  intakeNoteBody,
  intakeNoteDataSchema,
  orderCreatedSchema,
  orderRefInput,
  orderStatusEventSchema,
  orderStatusSchema,
  trackPointSchema,
} from '../entities/order.js';

export const designatedDriverProgressSchema = z.object({
  orderPrimaryId: z.string(),
  status: orderStatusSchema,
  driver: fieldWorkerSchema.nullable(),
  driverPosition: trackPointSchema.nullable(),
  etaMinutes: z.number().int().nonnegative().nullable(),
  history: z.array(orderStatusEventSchema),
});
export type DesignatedDriverProgress = z.infer<typeof designatedDriverProgressSchema>;

export const initDesignatedDriver = defineEndpoint({
  group: 'driverOrder',
  code: 'R00010063',
  name: 'initDesignatedDriver',
  summary:
    "Prepares the designated-driver form: the customer's usable coupons, plates, contact and the booking notice.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: z.object({ couponId: idParam.optional() }),
  /** The designated-driver form's description (service type `designatedDriver`) and what it starts from. */
  data: serviceFormInitSchema,
});

export const designatedDriverNote = defineEndpoint({
  group: 'driverOrder',
  code: 'R00010062',
  name: 'designatedDriverNote',
  summary:
    "Turns a designated-driver SMS link's sid into a one-time login code and the screen to open (no session yet).",
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: intakeNoteBody,
  data: intakeNoteDataSchema,
});

export const designatedDriverProgress = defineEndpoint({
  group: 'driverOrder',
  code: 'R00010065',
  name: 'designatedDriverProgress',
  summary:
    'Where a designated-driver order stands: status, driver, position and expected arrival (/order/driveStatus).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput,
  data: designatedDriverProgressSchema,
});

export const submitDesignatedDriverOrder = defineEndpoint({
  group: 'driverOrder',
  code: 'R00010064',
  name: 'submitDesignatedDriverOrder',
  summary:
    'Books a designated driver with a coupon, from a pick-up place to a destination (encrypted submit).',
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: true,
  idempotent: true,
  /** Answers of the `designatedDriver` form (pick-up, destination, time...), checked against its description. */
  body: serviceFormSubmission,
  data: orderCreatedSchema,
});

export const driverOrderEndpoints = [
  initDesignatedDriver,
  designatedDriverNote,
  designatedDriverProgress,
  submitDesignatedDriverOrder,
] as const;
