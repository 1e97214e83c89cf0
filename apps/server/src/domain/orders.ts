import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { chinaDay, isUuid } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { giveBackUses, useCoupon, type Actor } from './coupons.js';
import { orderHistory, orders, type OrderStatusValue } from '../db/schema/orders.js';
import { closeDispatchesOfCancelled } from './rescue-dispatch.js';

/**
 * The life cycle of a service order, for every module that moves orders
 * (customer, merchant, rescuer): submitted → accepted → inService → toVerify →
 * completed; cancelled only before the service starts. Every move is one
 * conditional UPDATE that checks the status it expects, plus a history row, so
 * two racing moves cannot both win.
 */
export const orderTransitions: Readonly<Record<OrderStatusValue, readonly OrderStatusValue[]>> = {
  submitted: ['accepted', 'cancelled'],
  accepted: ['inService', 'cancelled'],
  inService: ['toVerify', 'completed'],
  toVerify: ['completed'],
  completed: [],
  cancelled: [],
};

export const ongoingStatuses: readonly OrderStatusValue[] = [
  'submitted',
  'accepted',
  'inService',
  'toVerify',
];
export const endedStatuses: readonly OrderStatusValue[] = ['completed', 'cancelled'];
export const cancellableStatuses: readonly OrderStatusValue[] = ['submitted', 'accepted'];

export type OrderRow = typeof orders.$inferSelect;

export function canMove(from: OrderStatusValue, to: OrderStatusValue): boolean {
  return orderTransitions[from].includes(to);
}

/** Ticket number customers quote: RC + China date + 8 random digits, unique by index. */
export function newOrderNo(now = new Date()): string {
  const day = chinaDay(now).replaceAll('-', '');
  return `RC${day}${String(randomInt(100_000_000)).padStart(8, '0')}`;
}

export function newPrimaryCheck(): string {
  return randomBytes(9).toString('base64url');
}

export type NewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'orderNo' | 'primaryCheck' | 'status' | 'createdAt' | 'updatedAt'
> & { couponId: string; couponUses?: number };

/**
 * Creates an order paid for by a coupon, in the caller's transaction: the
 * coupon's uses are consumed first (null when the coupon is not usable now, and
 * then nothing is written), then the order and its first history row.
 */
export async function createOrder(
  tx: DbOrTx,
  values: NewOrder,
  actor: Actor,
  opts: { now?: Date; status?: OrderStatusValue; note?: string } = {},
): Promise<OrderRow | null> {
  const now = opts.now ?? new Date();
  const uses = values.couponUses ?? 1;
  const id = randomUUID();
  const used = await useCoupon(tx, values.couponId, uses, actor, id, now);
  if (!used) return null;
  return insertOrder(tx, { ...values, id, couponUses: uses }, actor, { ...opts, now });
}

/**
 * The order row and its first history row, nothing consumed: createOrder calls
 * it after using the coupon; a rescue the customer pays for calls it directly.
 */
export async function insertOrder(
  tx: DbOrTx,
  values: Omit<typeof orders.$inferInsert, 'orderNo' | 'primaryCheck' | 'status' | 'createdAt' | 'updatedAt'>,
  actor: Actor,
  opts: { now?: Date; status?: OrderStatusValue; note?: string } = {},
): Promise<OrderRow> {
  const now = opts.now ?? new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      ...values,
      orderNo: newOrderNo(now),
      primaryCheck: newPrimaryCheck(),
      status: opts.status ?? 'submitted',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await tx.insert(orderHistory).values({
    orderId: order.id,
    status: order.status,
    actorKind: actor.kind,
    actorId: actor.id,
    note: opts.note ?? '',
    at: now,
  });
  return order;
}

/**
 * Moves an order from one of `from` to `to` (which the transition table must
 * allow from each of them): one conditional UPDATE and a history row. Returns
 * the moved row, or null when the order is not in one of `from` any more.
 */
export async function moveOrder(
  tx: DbOrTx,
  orderId: string,
  from: readonly OrderStatusValue[],
  to: OrderStatusValue,
  actor: Actor,
  note = '',
  extra: Partial<Pick<OrderRow, 'cancelReason'>> & { at?: Date } = {},
): Promise<OrderRow | null> {
  const allowed = from.filter((f) => canMove(f, to));
  if (allowed.length !== from.length) throw new Error(`moving an order to ${to} from ${from.join('/')}`);
  const { at, ...fields } = extra;
  const now = at ?? new Date();
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: now, ...fields })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...allowed])))
    .returning();
  if (!row) return null;
  await tx.insert(orderHistory).values({
    orderId,
    status: to,
    actorKind: actor.kind,
    actorId: actor.id,
    note,
    at: now,
  });
  return row;
}

/**
 * Cancels an order that has not started and gives its coupon uses back, in the
 * caller's transaction. Null when the order can no longer be cancelled.
 */
export async function cancelOrder(
  tx: DbOrTx,
  orderId: string,
  actor: Actor,
  reason: string,
): Promise<OrderRow | null> {
  const row = await moveOrder(tx, orderId, cancellableStatuses, 'cancelled', actor, reason, {
    cancelReason: reason,
  });
  if (!row) return null;
  // A rescue's open work orders close with it (a truck must not keep driving to a cancelled case).
  await closeDispatchesOfCancelled(tx, row.id, reason);
  if (row.couponId && row.couponUses > 0) {
    // A coupon no longer unused/used (it changed hands meanwhile) takes nothing back; the cancel stands.
    await giveBackUses(tx, row.couponId, row.couponUses, actor, row.id, 'order cancelled');
  }
  return row;
}

/**
 * The condition that finds an order by what a customer's screen names it with: its id when that is
 * a UUID, else its order number (the rescue screens carry either).
 */
export function orderNamedBy(orderPrimaryId: string): SQL {
  return isUuid(orderPrimaryId) ? eq(orders.id, orderPrimaryId) : eq(orders.orderNo, orderPrimaryId);
}
