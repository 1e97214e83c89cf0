import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDateTime } from '../common.js';

/** Console: the partner channels that hand customers over with signed tokens. */

export const opsChannelSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 1: the rescuer app; 0: a customer partner (spec 6). */
  loginChannel: z.enum(['0', '1']),
  enabled: z.boolean(),
  createdAt: isoDateTime,
});
export type OpsChannel = z.infer<typeof opsChannelSchema>;

export const opsChannelList = defineEndpoint({
  group: 'ops',
  code: 'channels/list',
  name: 'opsChannelList',
  summary: 'Every partner channel (its secret is never shown again after it is made).',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({ list: z.array(opsChannelSchema) }),
});

/**
 * The secret is answered once, when it is made; only its sealed form is kept.
 * Whoever holds it can sign a hand-off for any person id, so only an admin may
 * make or rotate one (issue 21, finding 2); an operator may still list and pause.
 */
const withSecret = z.object({ channel: opsChannelSchema, secret: z.string() });

export const opsChannelCreate = defineEndpoint({
  group: 'ops',
  code: 'channels/create',
  name: 'opsChannelCreate',
  summary:
    'Creates a partner channel with a fresh secret, answered this once (admins only: the secret signs any customer in).',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({
    id: z
      .string()
      .trim()
      .min(2)
      .max(32)
      .regex(/^[A-Z][A-Z0-9_]*$/),
    name: z.string().trim().min(1).max(40),
    loginChannel: z.enum(['0', '1']).default('0'),
  }),
  data: withSecret,
});

export const opsChannelRotate = defineEndpoint({
  group: 'ops',
  code: 'channels/rotate',
  name: 'opsChannelRotate',
  summary:
    'Replaces a channel’s secret at once (tokens signed with the old one stop working); the new one is answered once, to an admin.',
  method: 'POST',
  auth: 'admin',
  encrypted: false,
  body: z.object({ id: z.string().trim().min(1).max(32) }),
  data: withSecret,
});

export const opsChannelSetEnabled = defineEndpoint({
  group: 'ops',
  code: 'channels/setEnabled',
  name: 'opsChannelSetEnabled',
  summary: 'Disables a channel (its hand-offs are refused) or enables it again.',
  method: 'POST',
  auth: 'operator',
  encrypted: false,
  body: z.object({ id: z.string().trim().min(1).max(32), enabled: z.boolean() }),
  data: opsChannelSchema,
});

export const opsChannelEndpoints = [
  opsChannelList,
  opsChannelCreate,
  opsChannelRotate,
  opsChannelSetEnabled,
] as const;
