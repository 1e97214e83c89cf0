import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

export const addressPromptSwitch = defineEndpoint({
  group: 'location',
  code: 'switchConfig',
  name: 'addressPromptSwitch',
  summary:
    'Whether the location intake asks the customer to confirm the address, and how long locating may take.',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  data: z.object({
    promptAddress: z.boolean(),
    /** After this, /order/locateTimeoutPage opens. */
    locateTimeoutSeconds: z.number().int().min(1).max(300),
  }),
});

export const locationEndpoints = [addressPromptSwitch] as const;
