import { and, eq, gt, Placeholder, sql } from 'drizzle-orm';
import {
  Status,
  type Coupon,
  type CouponDetail,
  type DataOf,
  type Locale,
  type Localized,
  type myCoupons,
  type MyCouponsTab,
  isUuid,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { changePlate, issueCoupon, type CouponRow } from '../../domain/coupons.js';
import { couponEvents, coupons, customers, giftCodes, stores } from '../../db/schema/index.js';
import { couponViews, toCoupon } from '../../domain/coupon-views.js';
import { catalogueOf } from '../../db/catalogue-cache.js';
import { customerRead } from '../../db/customer-reads.js';
import { couponPlateAny, couponPlateIn } from '../../domain/coupon-scope.js';
import type { ActingFor } from '../../http/acting-for.js';
import { eventAction, stateCondition, tabCondition, tabOrder } from './coupons-view.js';

/** How long a shown redemption code (and its QR content) is good for. */
export const redemptionCodeSeconds = 300;

export const couponMessages = {
  notUsable: {
    'zh-CN': '该券当前不可使用，无法出示券码',
    'en-US': 'This coupon cannot be used now, so its code cannot be shown',
  },
  plateNotYours: {
    'zh-CN': '请选择您名下的车牌',
    'en-US': 'Choose one of your own plates',
  },
  plateNotChangeable: {
    'zh-CN': '只有未使用的券可以更换车牌',
    'en-US': 'Only an unused coupon can change its plate',
  },
  giftCodeInvalid: {
    'zh-CN': '礼品码无效或已被领取',
    'en-US': 'This gift code is not valid or has been accepted already',
  },
} satisfies Record<string, Localized>;

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

export async function listMyCoupons(
  deps: AppDeps,
  who: ActingFor,
  body: {
    onPagenum: number;
    onPagesize: number;
    state?: Coupon['state'] | undefined;
    tab?: MyCouponsTab | undefined;
    serviceType?: string | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<DataOf<typeof myCoupons>> {
  const state = body.tab ? undefined : body.state;
  const customerId = who.id;
  const read = async () => {
    const value = await myCouponsQuery(deps.db, body.tab, state, !!body.serviceType, !!who.plates).execute({
      customerId,
      now,
      serviceType: body.serviceType ?? '',
      plates: who.plates ?? [],
      limit: body.onPagesize,
      offset: (body.onPagenum - 1) * body.onPagesize,
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
  // A grantee's page (limited to the authorised plates, decision 040) is read as asked,
  // outside the per-customer cache, which holds the grantor's whole lists.
  const key = `coupons|${body.tab ?? ''}|${state ?? ''}|${body.serviceType ?? ''}|${body.onPagenum}|${body.onPagesize}`;
  const found = who.plates
    ? (await read()).value
    : await customerRead(deps.db, customerId, key, now.getTime(), read);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && body.onPagenum > 1) {
    const [count] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(myCouponsWhere(body.tab, state, body.serviceType || undefined, now, customerId, who.plates));
    total = count?.n ?? 0;
  }
  const rows = found.map((f) => f.coupon);
  return { list: await couponViews(deps.db, rows, locale, now), total: Number(total) };
}

/** Whether a coupon already read is one the call may act on (a grantee: one of the authorised plates). */
export async function couponInScope(db: DbOrTx, who: ActingFor, couponId: string): Promise<boolean> {
  if (!who.plates) return true;
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, who.id), couponPlateIn(who.plates)));
  return !!row;
}

/**
 * The coupon a detail screen asks for. /rights/coupondatial/:type comes from a
 * right tap with a service type (spec 4, flag 2) and from my coupons with a
 * coupon id: an id is looked up among the customer's own coupons, a service
 * type resolves to the customer's usable coupon of that type that ends first
 * (then one not yet valid, then the latest of any state).
 */
async function findOwnCoupon(db: DbOrTx, who: ActingFor, idOrType: string, now: Date) {
  const ofType = and(
    eq(coupons.customerId, who.id),
    eq(coupons.serviceType, idOrType),
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
  if (!latest) throw notFound();
  return latest;
}

/** What the detail shows besides the coupon: its history and the stores it is limited to. */
interface CouponExtras {
  events: { action: (typeof couponEvents.$inferSelect)['action']; at: string; count: number; note: string }[];
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

/** The coupon with its extras: by id among the customer's own coupons, else by service type (findOwnCoupon). */
async function findOwnCouponWithExtras(
  db: DbOrTx,
  who: ActingFor,
  idOrType: string,
  now: Date,
): Promise<{ row: CouponRow } & CouponExtras> {
  const customerId = who.id;
  if (isUuid(idOrType)) {
    // A grantee's coupon outside the authorised plates does not exist for them.
    if (!(await couponInScope(db, who, idOrType))) throw notFound();
    // By id nothing moves with the clock (the shown state is derived per call): cached per customer on
    // PGlite until one of their coupons, its history or a store changes (db/customer-reads.ts).
    const found = await customerRead(db, customerId, `coupon|${idOrType}`, now.getTime(), async () => {
      const [one] = await couponByIdQuery(db).execute({ id: idOrType, customerId });
      return { value: one ?? null, until: Infinity };
    });
    if (found) return found;
  }
  const row = await findOwnCoupon(db, who, idOrType, now);
  const [extras] = await db.select(couponExtras).from(coupons).where(eq(coupons.id, row.id));
  return { row, events: extras?.events ?? [], stores: extras?.stores ?? null };
}

export async function couponDetail(
  deps: AppDeps,
  who: ActingFor,
  idOrType: string,
  locale: Locale,
  now = new Date(),
): Promise<CouponDetail> {
  const { row, events, stores: storeRows } = await findOwnCouponWithExtras(deps.db, who, idOrType, now);
  const en = locale === 'en-US';
  const catalogue = (await catalogueOf(deps.db)).byType.get(row.serviceType);
  const storeList: CouponDetail['limits']['stores'] = storeRows
    ? storeRows.map((s) => ({
        id: s.id,
        name: en ? s.nameEn : s.name,
        address: en ? s.addressEn : s.address,
      }))
    : null;
  return {
    ...toCoupon(row, catalogue ?? null, locale, now),
    usageNotes: catalogue ? (en ? catalogue.usageNotesEn : catalogue.usageNotes) : '',
    limits: {
      weekdays: row.weekdays && row.weekdays.length > 0 ? [...row.weekdays].sort() : null,
      hours: row.hourFrom != null && row.hourTo != null ? { from: row.hourFrom, to: row.hourTo } : null,
      stores: storeList,
    },
    history: events.map((e) => ({
      action: eventAction(e.action),
      at: new Date(e.at).toISOString(),
      count: e.count,
      note: e.action === 'plateChanged' ? e.note : '',
    })),
  };
}

/**
 * The full code, only for the owner's coupon that is usable now. The QR content
 * carries an expiry and a keyed digest, so a screenshot stops working after a
 * few minutes and a merchant's scanner can tell a forged one.
 */
export async function redemptionCode(deps: AppDeps, who: ActingFor, couponId: string, now = new Date()) {
  if (!isUuid(couponId)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, who.id), couponPlateIn(who.plates)));
  if (!row) throw notFound();
  const usable =
    row.state === 'unused' && row.validFrom <= now && row.validTo > now && row.usedCount < row.quantity;
  if (!usable) throw toast(couponMessages.notUsable);
  const expiresAt = new Date(now.getTime() + redemptionCodeSeconds * 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const digest = deps.fieldCrypto.blindIndex(`coupon:${row.code}:${exp}`).slice(0, 16);
  return {
    couponId: row.id,
    code: row.code,
    qrContent: `RC1:${row.code}:${exp}:${digest}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function changeCouponPlate(
  deps: AppDeps,
  customerId: string,
  couponId: string,
  plate: string,
  locale: Locale,
): Promise<Coupon> {
  if (!isUuid(couponId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ state: coupons.state })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
    if (!owned) throw notFound();
    const [customer] = await tx
      .select({ plates: customers.plateNumbers })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer?.plates.includes(plate)) {
      throw new BusinessError(Status.badInput, couponMessages.plateNotYours, {
        errors: [{ field: 'plateNumber', message: couponMessages.plateNotYours[locale] }],
      });
    }
    const row = await changePlate(tx, couponId, customerId, plate);
    if (!row) throw toast(couponMessages.plateNotChangeable);
    const [view] = await couponViews(tx, [row], locale, new Date());
    if (!view) throw notFound();
    return view;
  });
}

/**
 * Accepts a gift code of one service type: one conditional UPDATE from `open`
 * (so a code is accepted once, whoever races for it), then its coupons are
 * issued to the customer in the same transaction.
 */
export async function acceptGift(
  deps: AppDeps,
  customerId: string,
  type: string,
  giftCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ coupons: Coupon[] }> {
  return deps.db.transaction(async (tx) => {
    const [code] = await tx
      .update(giftCodes)
      .set({ state: 'accepted', acceptedBy: customerId, acceptedAt: now })
      .where(
        and(
          eq(giftCodes.code, giftCode.toUpperCase()),
          eq(giftCodes.serviceType, type),
          eq(giftCodes.state, 'open'),
          gt(giftCodes.expiresAt, now),
          sql`(${giftCodes.forCustomerId} is null or ${giftCodes.forCustomerId} = ${customerId})`,
        ),
      )
      .returning();
    if (!code) throw toast(couponMessages.giftCodeInvalid);
    const issued: CouponRow[] = [];
    for (const item of code.items) {
      issued.push(
        await issueCoupon(
          tx,
          {
            customerId,
            serviceType: item.serviceType,
            name: item.name,
            nameEn: item.nameEn,
            source: 'giftPackage',
            validFrom: now,
            validTo: new Date(now.getTime() + item.validDays * 86_400_000),
            quantity: item.quantity,
            faceValue: item.faceValue ?? null,
            transferable: item.transferable ?? false,
          },
          { kind: 'customer', id: customerId },
          `giftCode:${code.code}`,
        ),
      );
    }
    return { coupons: await couponViews(tx, issued, locale, now) };
  });
}
