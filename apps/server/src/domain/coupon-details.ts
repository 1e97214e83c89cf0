import { and, eq, sql } from 'drizzle-orm';
import { isUuid, type CouponDetail } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { couponEvents, coupons, stores, type CouponAction } from '../db/schema/index.js';
import { customerRead } from '../db/customer-reads.js';
import { couponPlateIn } from './coupon-scope.js';
import type { CouponRow } from './coupons.js';
import { tabCondition, tabOrder } from './coupon-lists.js';

/** Who reads: the customer, and a grantee's authorised plates (decision 040; null: every plate). */
interface Owner {
  id: string;
  plates: readonly string[] | null;
}

/** Whether a coupon is one the call may act on (a grantee: one of the authorised plates). */
export async function couponInScope(db: DbOrTx, who: Owner, couponId: string): Promise<boolean> {
  if (!who.plates) return true;
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, who.id), couponPlateIn(who.plates)));
  return !!row;
}

/**
 * The coupon a detail screen asks for by service type: /rights/coupondatial/:type comes from a
 * right tap with a service type (spec 4, flag 2): the customer's usable coupon of that type that
 * ends first, then one not yet valid, then the latest of any state (null: none).
 */
async function ownCouponOfType(db: DbOrTx, who: Owner, type: string, now: Date): Promise<CouponRow | null> {
  const ofType = and(
    eq(coupons.customerId, who.id),
    eq(coupons.serviceType, type),
    couponPlateIn(who.plates),
  );
  for (const tab of ['usable', 'notYetValid'] as const) {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(ofType, tabCondition(tab, now)))
      .orderBy(...tabOrder(tab))
      .limit(1);
    if (row) return row;
  }
  const [latest] = await db
    .select()
    .from(coupons)
    .where(ofType)
    .orderBy(...tabOrder(undefined))
    .limit(1);
  return latest ?? null;
}

/** What the detail shows besides the coupon: its history and the stores it is limited to. */
export interface CouponExtras {
  events: { action: CouponAction; at: string; count: number; note: string }[];
  stores: { id: string; name: string; nameEn: string; address: string; addressEn: string }[] | null;
}

/**
 * The history (oldest first) and the stores (by name), read in the coupon's own query (one round trip).
 * The outer columns are written out qualified: drizzle leaves them bare in a one-table select, and
 * inside the subqueries a bare `id` would be the event's or the store's.
 */
const couponExtras = {
  events: sql<
    CouponExtras['events']
  >`coalesce((select json_agg(json_build_object('action', e.action, 'at', e.at, 'count', e.count, 'note', e.note) order by e.at) from ${couponEvents} e where e.coupon_id = "coupons"."id"), '[]'::json)`,
  stores: sql<
    CouponExtras['stores']
  >`case when jsonb_typeof("coupons"."store_ids") = 'array' and jsonb_array_length("coupons"."store_ids") > 0 then coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'nameEn', s.name_en, 'address', s.address, 'addressEn', s.address_en) order by s.name) from ${stores} s where s.id::text in (select jsonb_array_elements_text("coupons"."store_ids"))), '[]'::json) end`,
};

function buildCouponById(db: DbOrTx) {
  return db
    .select({ row: coupons, ...couponExtras })
    .from(coupons)
    .where(and(eq(coupons.id, sql.placeholder('id')), eq(coupons.customerId, sql.placeholder('customerId'))))
    .prepare('rc_coupon_detail');
}

/** The detail's query by id, built once per database handle (and prepared on PostgreSQL). */
const couponByIdQueries = new WeakMap<object, ReturnType<typeof buildCouponById>>();

function couponByIdQuery(db: DbOrTx) {
  let query = couponByIdQueries.get(db);
  if (!query) {
    query = buildCouponById(db);
    couponByIdQueries.set(db, query);
  }
  return query;
}

/**
 * The coupon a detail screen shows, with its extras: by id among the customer's own coupons, else by
 * service type (ownCouponOfType). Null: none that the call may see.
 */
export async function ownCouponWithExtras(
  db: DbOrTx,
  who: Owner,
  idOrType: string,
  now: Date,
): Promise<({ row: CouponRow } & CouponExtras) | null> {
  const customerId = who.id;
  if (isUuid(idOrType)) {
    // A grantee's coupon outside the authorised plates does not exist for them.
    if (!(await couponInScope(db, who, idOrType))) return null;
    // By id nothing moves with the clock (the shown state is derived per call): cached per customer
    // until one of their coupons, its history or a store changes (db/customer-reads.ts).
    const found = await customerRead(db, customerId, `coupon|${idOrType}`, now.getTime(), async () => {
      const [one] = await couponByIdQuery(db).execute({ id: idOrType, customerId });
      return { value: one ?? null, until: Infinity };
    });
    if (found) return found;
  }
  const row = await ownCouponOfType(db, who, idOrType, now);
  if (!row) return null;
  const [extras] = await db.select(couponExtras).from(coupons).where(eq(coupons.id, row.id));
  return { row, events: extras?.events ?? [], stores: extras?.stores ?? null };
}

/** The customer's coupon by id (a grantee: of the authorised plates), or null. */
export async function ownCouponById(db: DbOrTx, who: Owner, couponId: string): Promise<CouponRow | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, who.id), couponPlateIn(who.plates)));
  return row ?? null;
}

/** The ledger's actions as the customer reads them. */
export function eventAction(action: CouponAction): CouponDetail['history'][number]['action'] {
  switch (action) {
    case 'transferOut':
      return 'transferred';
    case 'transferIn':
      return 'received';
    default:
      return action;
  }
}
