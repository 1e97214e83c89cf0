import { and, eq, gt, lte, sql, type Placeholder } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { coupons } from '../db/schema/rights.js';
import { customerRead } from '../db/customer-reads.js';
import { couponPlateIn } from './coupon-scope.js';

/** What the customer holds of one service type: usable coupons only (unused, valid now, uses left). */
export interface Holding {
  coupons: number;
  usesLeft: number;
  nearestValidTo: Date | null;
  source: string;
}

/** Whose holdings: the customer, and a grantee's authorised plates (decision 040; null: every plate). */
export interface HoldingsOwner {
  customerId: string;
  plates: readonly string[] | null;
}

/** A coupon is usable while unused, inside its validity window and with uses left. */
export function usableNow(now: Date) {
  return and(
    eq(coupons.state, 'unused'),
    lte(coupons.validFrom, now),
    gt(coupons.validTo, now),
    sql`${coupons.usedCount} < ${coupons.quantity}`,
  );
}

/**
 * The holdings query, built once per database handle (and prepared on PostgreSQL): the home reads it on every call.
 * It reads the customer's unused coupons not yet ended, so that besides the usable ones (`n` > 0) it tells
 * when the answer next changes with the clock alone (`changes`: a coupon becoming valid or ending), which is
 * how long a cached copy holds (db/customer-reads.ts).
 */
function holdingsSelect(
  db: DbOrTx,
  customerId: string | Placeholder,
  now: string | Placeholder,
  plates: readonly string[] | null,
) {
  const usable = sql`${coupons.validFrom} <= ${now}::timestamptz`;
  return db
    .select({
      serviceType: coupons.serviceType,
      n: sql<number>`(count(*) filter (where ${usable}))::int`,
      left: sql<number>`(sum(${coupons.quantity} - ${coupons.usedCount}) filter (where ${usable}))::int`,
      nearest: sql<string | null>`min(${coupons.validTo}) filter (where ${usable})`,
      source: sql<string | null>`min(${coupons.source}) filter (where ${usable})`,
      changes: sql<string>`min(case when ${coupons.validFrom} > ${now}::timestamptz then ${coupons.validFrom} else ${coupons.validTo} end)`,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, customerId),
        eq(coupons.state, 'unused'),
        sql`${coupons.validTo} > ${now}::timestamptz`,
        sql`${coupons.usedCount} < ${coupons.quantity}`,
        couponPlateIn(plates),
      ),
    )
    .groupBy(coupons.serviceType);
}

function holdingsQuery(db: DbOrTx) {
  return holdingsSelect(db, sql.placeholder('customerId'), sql.placeholder('now'), null).prepare(
    'rc_holdings_v2',
  );
}

const holdingsQueries = new WeakMap<object, ReturnType<typeof holdingsQuery>>();

export type HoldingRow = readonly [serviceType: string, holding: Holding];

async function readHoldings(
  db: DbOrTx,
  who: HoldingsOwner,
  now: Date,
): Promise<{ value: HoldingRow[]; until: number }> {
  let query = holdingsQueries.get(db);
  if (!query) {
    query = holdingsQuery(db);
    holdingsQueries.set(db, query);
  }
  // A grantee's holdings (the authorised plates only) are read as asked, not prepared.
  const rows = who.plates
    ? await holdingsSelect(db, who.customerId, now.toISOString(), who.plates)
    : await query.execute({ customerId: who.customerId, now: now.toISOString() });
  let until = Infinity;
  const value: HoldingRow[] = [];
  for (const r of rows) {
    const changes = new Date(r.changes).getTime();
    if (changes < until) until = changes;
    if (Number(r.n) > 0)
      value.push([
        r.serviceType,
        {
          coupons: Number(r.n),
          usesLeft: Number(r.left),
          nearestValidTo: r.nearest ? new Date(r.nearest) : null,
          source: r.source ?? '',
        },
      ]);
  }
  return { value, until };
}

/**
 * What the customer holds now, as the cached rows (cached per customer until a change or the clock
 * moves them). The array is shared by every call while its entry holds: the same array means
 * nothing it was read from has changed, so a reply shaped from it may be kept beside it.
 */
export async function holdingRowsOf(
  db: DbOrTx,
  who: HoldingsOwner,
  now = new Date(),
): Promise<readonly HoldingRow[]> {
  const key = who.plates ? `holdings|${who.plates.join(',')}` : 'holdings';
  return customerRead(db, who.customerId, key, now.getTime(), () => readHoldings(db, who, now));
}

/** The holdings by service type: a fresh Map and Holding objects per call (the cached rows are shared). */
export function holdingsMapOf(rows: readonly HoldingRow[]): Map<string, Holding> {
  return new Map(rows.map(([type, h]) => [type, { ...h }]));
}

/** What the customer holds now, by service type. */
export async function holdingsOf(
  db: DbOrTx,
  who: HoldingsOwner,
  now = new Date(),
): Promise<Map<string, Holding>> {
  return holdingsMapOf(await holdingRowsOf(db, who, now));
}
