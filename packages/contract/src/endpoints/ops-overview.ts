import { z } from 'zod';
import { defineEndpoint } from '../endpoint.js';
import { isoDate } from '../common.js';

/**
 * Console: the overview a staff member opens first: today's figures (China
 * day) and the queues waiting for them, each handled on its own screen.
 */

/** The queues the overview lists as to-dos; the console links each to the screen that handles it. */
export const overviewTodoKinds = [
  'rescuesWaiting',
  'rescuesOverdue',
  'driverOrders',
  'healthCards',
  'feedback',
  'suggestions',
  'inquiries',
] as const;
export type OverviewTodoKind = (typeof overviewTodoKinds)[number];

const countSchema = z.number().int().nonnegative();

export const opsOverview = defineEndpoint({
  group: 'ops',
  code: 'overview',
  name: 'opsOverview',
  summary:
    'Today’s figures (China day): orders placed today by state, rescues open and overdue, redemptions, feedback waiting; and the queues waiting for staff, oldest first.',
  method: 'GET',
  auth: 'operator',
  encrypted: false,
  data: z.object({
    day: isoDate,
    ordersToday: z.array(z.object({ status: z.string(), count: countSchema })),
    rescuesOpen: countSchema,
    /** Open rescues urged past the promised arrival, or whose truck is past its promised time. */
    rescuesOverdue: countSchema,
    redemptionsToday: countSchema,
    /** Problem reports and suggestions nobody has answered yet. */
    feedbackWaiting: countSchema,
    todos: z.array(z.object({ kind: z.enum(overviewTodoKinds), count: countSchema })),
  }),
});
export type OpsOverview = z.infer<typeof opsOverview.data>;

export const opsOverviewEndpoints = [opsOverview] as const;
