import { and, count, eq, exists, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { chinaDay, chinaDayStart, type OpsOverview, type OverviewTodoKind } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import {
  feedbackReports,
  inquiries,
  orders,
  redemptions,
  rescueDispatches,
  rescueRequests,
  suggestions,
} from '../db/schema/index.js';
import { pendingHealthCard, waitingDriverBooking } from './console-queues.js';
import { openRescueOrderStatuses } from './dispatch-board.js';

async function countOrders(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return row?.n ?? 0;
}

/**
 * The overview: today's figures by China day (the day staff and customers live)
 * and the queues waiting for staff. Every figure is one aggregate query.
 */
export async function consoleOverview(db: DbOrTx, now: Date): Promise<OpsOverview> {
  const day = chinaDay(now);
  const since = chinaDayStart(day);
  const until = chinaDayStart(day, 1);

  const ordersToday = await db
    .select({ status: orders.status, count: count() })
    .from(orders)
    .where(and(gte(orders.createdAt, since), lt(orders.createdAt, until)))
    .groupBy(orders.status)
    .orderBy(orders.status);

  const isRescue = exists(
    db
      .select({ one: sql`1` })
      .from(rescueRequests)
      .where(eq(rescueRequests.orderId, orders.id)),
  );
  const openRescue = and(inArray(orders.status, [...openRescueOrderStatuses]), isRescue);
  const truckLate = exists(
    db
      .select({ one: sql`1` })
      .from(rescueDispatches)
      .where(
        and(
          eq(rescueDispatches.orderId, orders.id),
          inArray(rescueDispatches.status, ['accepted', 'departed']),
          lt(rescueDispatches.etaAt, now),
        ),
      ),
  );
  const urged = exists(
    db
      .select({ one: sql`1` })
      .from(rescueRequests)
      .where(and(eq(rescueRequests.orderId, orders.id), isNotNull(rescueRequests.escalatedAt))),
  );

  const [rescuesOpen, rescuesWaiting, rescuesOverdue, driverOrders, healthCards] = await Promise.all([
    countOrders(db, openRescue),
    countOrders(db, and(openRescue, eq(orders.status, 'submitted'))),
    countOrders(db, and(openRescue, or(urged, truckLate))),
    countOrders(db, waitingDriverBooking),
    countOrders(db, pendingHealthCard),
  ]);
  const [[redeemed], [reportsOpen], [suggestionsOpen], [inquiriesOpen]] = await Promise.all([
    db
      .select({ n: count() })
      .from(redemptions)
      .where(
        and(
          ne(redemptions.state, 'undone'),
          gte(redemptions.redeemedAt, since),
          lt(redemptions.redeemedAt, until),
        ),
      ),
    db.select({ n: count() }).from(feedbackReports).where(eq(feedbackReports.state, 'open')),
    db.select({ n: count() }).from(suggestions).where(eq(suggestions.state, 'received')),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.state, 'open')),
  ]);
  const feedback = reportsOpen?.n ?? 0;
  const suggestionsWaiting = suggestionsOpen?.n ?? 0;

  const queues: Record<OverviewTodoKind, number> = {
    rescuesOverdue,
    rescuesWaiting,
    driverOrders,
    healthCards,
    feedback,
    suggestions: suggestionsWaiting,
    inquiries: inquiriesOpen?.n ?? 0,
  };
  return {
    day,
    ordersToday: ordersToday.map((r) => ({ status: r.status, count: r.count })),
    rescuesOpen,
    rescuesOverdue,
    redemptionsToday: redeemed?.n ?? 0,
    feedbackWaiting: feedback + suggestionsWaiting,
    todos: (Object.keys(queues) as OverviewTodoKind[])
      .filter((kind) => queues[kind] > 0)
      .map((kind) => ({ kind, count: queues[kind] })),
  };
}
