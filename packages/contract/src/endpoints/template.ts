import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';

/**
 * The one call outside `/api/rcservice`: the seed serves its downloadable templates
 * (authorisation letter and similar forms) from `/api/rc/common`.
 */
export const downloadTemplate = defineEndpoint({
  group: 'common',
  code: 'downloadTemplate',
  name: 'downloadTemplate',
  summary:
    'Downloads the template file named by fileCode (an authorisation letter form and similar) as a blob.',
  method: 'GET',
  auth: 'session',
  actsFor: 'self',
  encrypted: false,
  query: z.object({
    fileCode: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/),
  }),
  data: z.null(),
  reply: 'file',
  base: '/api/rc',
});

export const templateEndpoints = [downloadTemplate] as const;
