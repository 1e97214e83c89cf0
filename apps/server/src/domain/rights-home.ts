import { and, asc, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { coupons } from '../db/schema/rights.js';
import { orders } from '../db/schema/orders.js';
import { consentInForceSql } from './consents.js';
import { couponPlateIn } from './coupon-scope.js';
import type { CouponRow } from './coupons.js';
import { usableNow } from './rights-holdings.js';

/**
 * The service types the customer ordered, most recently ordered first: "how you
 * use your rights", read only while their consent to personalised
 * recommendations is in force (one statement; none otherwise: empty).
 */
export async function usedServiceTypes(db: DbOrTx, customerId: string): Promise<string[]> {
  const rows = await db
    .select({ serviceType: orders.serviceType })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        consentInForceSql(orders.customerId, 'personalisedRecommendations'),
      ),
    )
    .groupBy(orders.serviceType)
    .orderBy(desc(sql`max(${orders.createdAt})`))
    .limit(20);
  return rows.map((r) => r.serviceType);
}

/** Usable first, then not yet valid, then being given, then used, expired and given away. */
function stateOrder(now: Date): SQL<number> {
  const at = now.toISOString();
  return sql<number>`case
    when ${coupons.state} = 'unused' and ${coupons.validFrom} <= ${at}::timestamptz and ${coupons.validTo} > ${at}::timestamptz then 0
    when ${coupons.state} = 'unused' and ${coupons.validFrom} > ${at}::timestamptz then 1
    when ${coupons.state} = 'transferring' then 2
    when ${coupons.state} = 'used' then 3
    else 4 end`;
}

/** The customer's coupons of one type (a grantee: of the authorised plates), usable first, a page at a time. */
export async function couponsOfTypePage(
  db: DbOrTx,
  owner: { customerId: string; plates: readonly string[] | null },
  type: string,
  page: { onPagenum: number; onPagesize: number },
  now: Date,
): Promise<{ rows: CouponRow[]; total: number }> {
  const where = and(
    eq(coupons.customerId, owner.customerId),
    eq(coupons.serviceType, type),
    couponPlateIn(owner.plates),
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(asc(stateOrder(now)), asc(coupons.validTo), desc(coupons.createdAt), asc(coupons.id))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The customer's usable coupons (a grantee: of the authorised plates) that end within `days`, soonest first. */
export async function couponsEndingSoon(
  db: DbOrTx,
  owner: { customerId: string; plates: readonly string[] | null },
  serviceType: string | undefined,
  days: number,
  now: Date,
): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, owner.customerId),
        usableNow(now),
        couponPlateIn(owner.plates),
        lte(coupons.validTo, new Date(now.getTime() + days * 86_400_000)),
        serviceType ? eq(coupons.serviceType, serviceType) : undefined,
      ),
    )
    .orderBy(asc(coupons.validTo))
    .limit(20);
}
