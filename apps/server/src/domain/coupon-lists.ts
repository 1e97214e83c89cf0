import { and, eq, gt, inArray, lte, or, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Coupon, MyCouponsTab } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { coupons } from '../db/schema/index.js';
import { customerRead } from '../db/customer-reads.js';
import { couponPlateAny, couponPlateIn } from './coupon-scope.js';
import type { CouponRow } from './coupons.js';

/**
 * The rows of one tab of /rights/mycoupons. Not yet valid: unused with
 * validFrom in the future; usable: unused and valid now; expired: marked so,
 * or unused and past validTo. `now` may be a placeholder of a prepared query.
 */
export function tabCondition(tab: MyCouponsTab, now: Date | Placeholder): SQL {
  switch (tab) {
    case 'usable':
      return and(eq(coupons.state, 'unused'), lte(coupons.validFrom, now), gt(coupons.validTo, now)) as SQL;
    case 'notYetValid':
      return and(eq(coupons.state, 'unused'), gt(coupons.validFrom, now), gt(coupons.validTo, now)) as SQL;
    case 'giving':
      return eq(coupons.state, 'transferring');
    case 'used':
      return eq(coupons.state, 'used');
    case 'expired':
      return or(
        eq(coupons.state, 'expired'),
        and(eq(coupons.state, 'unused'), lte(coupons.validTo, now)),
      ) as SQL;
  }
}

/** Each tab's order: what needs using soonest first, history newest first. */
export function tabOrder(tab: MyCouponsTab | undefined): SQL[] {
  switch (tab) {
    case 'usable':
      return [sql`${coupons.validTo} asc`, sql`${coupons.id} asc`];
    case 'notYetValid':
      return [sql`${coupons.validFrom} asc`, sql`${coupons.id} asc`];
    case 'expired':
      return [sql`${coupons.validTo} desc`, sql`${coupons.id} asc`];
    default:
      return [sql`${coupons.updatedAt} desc`, sql`${coupons.id} asc`];
  }
}

/** A state filter of the older contract field, read the same way as the tabs. */
function stateCondition(state: Coupon['state'], now: Date | Placeholder): SQL {
  if (state === 'expired') return tabCondition('expired', now);
  if (state === 'unused') return and(eq(coupons.state, 'unused'), gt(coupons.validTo, now)) as SQL;
  return inArray(coupons.state, [state]);
}

/**
 * Which coupons a my-coupons call lists: the customer's, in a tab or state, of a service type,
 * and for a grantee only those of the authorised plates (`plates`, decision 040; null: every plate).
 */
function myCouponsWhere(
  tab: MyCouponsTab | undefined,
  state: Coupon['state'] | undefined,
  serviceType: string | Placeholder | undefined,
  now: Date | Placeholder,
  customerId: string | Placeholder = sql.placeholder('customerId'),
  plates: readonly string[] | Placeholder | null = null,
) {
  const conditions = [eq(coupons.customerId, customerId)];
  const inScope = plates instanceof Placeholder ? couponPlateAny(plates) : couponPlateIn(plates);
  if (inScope) conditions.push(inScope);
  if (tab) conditions.push(tabCondition(tab, now));
  else if (state) conditions.push(stateCondition(state, now));
  if (serviceType !== undefined) conditions.push(eq(coupons.serviceType, serviceType));
  return and(...conditions);
}

/**
 * A page with the total (`count(*) over ()`) of one shape of the list (tab, state, type or not,
 * limited to the `plates` placeholder or not).
 */
function buildMyCouponsQuery(
  db: DbOrTx,
  tab: MyCouponsTab | undefined,
  state: Coupon['state'] | undefined,
  byType: boolean,
  scoped: boolean,
) {
  // A tab or state read against the clock also says when the customer's list next changes by it alone
  // (an unused coupon becoming valid or ending), which is how long a cached page holds (db/customer-reads.ts).
  const timed =
    tab === 'usable' ||
    tab === 'notYetValid' ||
    tab === 'expired' ||
    (!tab && (state === 'unused' || state === 'expired'));
  const changes = timed
    ? sql<
        string | null
      >`(select min(case when c2.valid_from > ${sql.placeholder('now')}::timestamptz then c2.valid_from else c2.valid_to end) from ${coupons} c2 where c2.customer_id = ${sql.placeholder('customerId')} and c2.state = 'unused' and c2.valid_to > ${sql.placeholder('now')}::timestamptz)`
    : sql<string | null>`'infinity'::text`;
  return db
    .select({ coupon: coupons, total: sql<number>`(count(*) over ())::int`, changes })
    .from(coupons)
    .where(
      myCouponsWhere(
        tab,
        state,
        byType ? sql.placeholder('serviceType') : undefined,
        sql.placeholder('now'),
        sql.placeholder('customerId'),
        scoped ? sql.placeholder('plates') : null,
      ),
    )
    .orderBy(...tabOrder(tab))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(
      `rc_my_coupons_${tab ?? 'all'}_${state ?? 'any'}_${byType ? 'type' : 'all'}${scoped ? '_scoped' : ''}`,
    );
}

/** The shapes of the list, each built once per database handle (and prepared on PostgreSQL). */
const myCouponsQueries = new WeakMap<object, Map<string, ReturnType<typeof buildMyCouponsQuery>>>();

function myCouponsQuery(
  db: DbOrTx,
  tab: MyCouponsTab | undefined,
  state: Coupon['state'] | undefined,
  byType: boolean,
  scoped: boolean,
) {
  let shapes = myCouponsQueries.get(db);
  if (!shapes) {
    shapes = new Map();
    myCouponsQueries.set(db, shapes);
  }
  const key = `${tab ?? ''}|${state ?? ''}|${byType ? 't' : ''}|${scoped ? 's' : ''}`;
  let query = shapes.get(key);
  if (!query) {
    query = buildMyCouponsQuery(db, tab, state, byType, scoped);
    shapes.set(key, query);
  }
  return query;
}

/** What a my-coupons call asks for: a page of a tab (or of the older state filter), of one type or all. */
export interface MyCouponsAsk {
  onPagenum: number;
  onPagesize: number;
  state?: Coupon['state'] | undefined;
  tab?: MyCouponsTab | undefined;
  serviceType?: string | undefined;
}

/**
 * One page of the customer's coupons with the list's total. The customer's own pages are cached per
 * customer (db/customer-reads.ts) until one of their coupons changes or the clock moves one; a grantee's
 * page (limited to the authorised plates, decision 040) is read as asked, outside that cache, which
 * holds the grantor's whole lists. `read` is the page as read (the cached object while it holds).
 */
export async function myCouponsPage(
  db: DbOrTx,
  owner: { customerId: string; plates: readonly string[] | null },
  ask: MyCouponsAsk,
  now: Date,
): Promise<{ rows: CouponRow[]; total: number; read: object | null }> {
  const state = ask.tab ? undefined : ask.state;
  const { customerId, plates } = owner;
  const read = async () => {
    const value = await myCouponsQuery(db, ask.tab, state, !!ask.serviceType, !!plates).execute({
      customerId,
      now,
      serviceType: ask.serviceType ?? '',
      plates: plates ?? [],
      limit: ask.onPagesize,
      offset: (ask.onPagenum - 1) * ask.onPagesize,
    });
    // An empty page does not say when it changes: it is read again next time.
    // No unused coupon left to start or end: only a change moves it.
    const first = value[0];
    const until = !first
      ? now.getTime()
      : first.changes === null || first.changes === 'infinity'
        ? Infinity
        : new Date(first.changes).getTime();
    return { value, until };
  };
  const key = `coupons|${ask.tab ?? ''}|${state ?? ''}|${ask.serviceType ?? ''}|${ask.onPagenum}|${ask.onPagesize}`;
  const found = plates ? (await read()).value : await customerRead(db, customerId, key, now.getTime(), read);
  let total = found[0]?.total ?? 0;
  // The read as cached: the same object while nothing it was read from changed (null: counted apart).
  let asRead: object | null = found;
  if (found.length === 0 && ask.onPagenum > 1) {
    asRead = null;
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(myCouponsWhere(ask.tab, state, ask.serviceType || undefined, now, customerId, plates));
    total = count?.n ?? 0;
  }
  return { rows: found.map((f) => f.coupon), total: Number(total), read: asRead };
}
