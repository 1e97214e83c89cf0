import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { idParam } from '../common.js';
import { orderRefInput } from '../entities/order.js';

/**
 * Masked calls between a rescue's customer and its rescuer (issue 20,
 * docs/decisions/035): each side asks for the relay number of the job and
 * dials it; neither sees the other's real number. A number is answered from
 * the rescuer's acceptance to the job's end; before and after, none.
 */
export const callRelaySchema = z.object({
  /** The relay (privacy) number to dial, or null when no call is open for the job. */
  relayNumber: z
    .string()
    .regex(/^\d{11}$/)
    .nullable(),
});
export type CallRelay = z.infer<typeof callRelaySchema>;

export const customerCallRelay = defineEndpoint({
  group: 'rescueOrder',
  code: 'callRelay',
  name: 'customerCallRelay',
  summary:
    "The relay number the customer dials to reach the rescuer of their rescue (number masking); null before a rescuer accepts and after the job ends. Another customer's order is not found.",
  method: 'POST',
  auth: 'customer',
  actsFor: 'self',
  encrypted: false,
  body: orderRefInput,
  data: callRelaySchema,
});

export const rescuerCallRelay = defineEndpoint({
  group: 'disaster',
  code: 'callRelay',
  name: 'rescuerCallRelay',
  summary:
    "The relay number the rescuer dials to reach the customer of their work order (number masking); null once the job has ended. Another rescuer's work order is not found.",
  method: 'POST',
  auth: 'rescuer',
  encrypted: false,
  body: z.object({ subTicketid: idParam }),
  data: callRelaySchema,
});

export const rescueCallEndpoints = [customerCallRelay, rescuerCallRelay];
