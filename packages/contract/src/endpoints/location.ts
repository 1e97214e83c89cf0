import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateTime, placeInput } from '../common.js';

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

/** A location link's track code (sd_track_code): a random one-time capability. */
export const trackCode = z.string().trim().min(8).max(64);

export const checkLocationLink = defineEndpoint({
  group: 'location',
  code: 'checkLink',
  name: 'checkLocationLink',
  summary: 'Whether a location link (sd_track_code) can still be used, and until when (no session).',
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({ trackCode }),
  data: z.object({ usable: z.boolean(), expiresAt: isoDateTime.nullable() }),
});

export const reportLinkLocation = defineEndpoint({
  group: 'location',
  code: 'report',
  name: 'reportLinkLocation',
  summary:
    "Sends the stranded customer's position through a location link; the link works once and expires after 1800 s.",
  method: 'POST',
  auth: 'none',
  encrypted: false,
  body: z.object({ trackCode, place: placeInput }),
  data: z.object({ receivedAt: isoDateTime }),
});

export const locationEndpoints = [addressPromptSwitch, checkLocationLink, reportLinkLocation] as const;
