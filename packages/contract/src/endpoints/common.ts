import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateTime } from '../common.js';

/** `static/` and a relative file path, never climbing out of it. */
const staticFilePath = z
  .string()
  .trim()
  .max(256)
  .regex(/^static\/(?!.*\.\.)[\w./-]+$/);

export const staticFile = defineEndpoint({
  group: 'common',
  code: 'R00010006',
  name: 'staticFile',
  summary: 'Serves a themed static file (stylesheet, sprite image, terms.pdf) as a blob.',
  method: 'GET',
  auth: 'none',
  encrypted: false,
  query: z.object({
    url: staticFilePath,
    /** The theme version of the page globals: a new one after an admin replaces a theme file. */
    v: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_-]*$/)
      .optional(),
  }),
  data: z.null(),
  reply: 'file',
});

export const authorizedLink = defineEndpoint({
  group: 'common',
  code: 'R00010007',
  name: 'authorizedLink',
  summary:
    'Creates a signed link that opens the given screen already signed in as the caller; its track code expires after 1800 s.',
  method: 'GET',
  auth: 'session',
  actsFor: 'self',
  encrypted: false,
  query: z.object({
    /** An app path (`/rights/getown`); the link opens the home screen when absent. */
    path: z
      .string()
      .trim()
      .max(256)
      .regex(/^\/[\w/?=&.-]*$/)
      .optional(),
  }),
  data: z.object({ url: z.string(), expiresAt: isoDateTime }),
});

export const commonEndpoints = [staticFile, authorizedLink] as const;
