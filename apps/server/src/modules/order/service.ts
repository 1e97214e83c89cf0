import { and, asc, count, desc, eq, inArray, Placeholder, sql } from 'drizzle-orm';
import type { Locale, Localized, OrderDetail, OrderSummary } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { plateInScope, type ActingFor } from '../../http/acting-for.js';
import { cancelOrder, endedStatuses, ongoingStatuses, type OrderRow } from '../../domain/orders.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import { orderHistory, orders, stores } from '../../db/schema/index.js';
import { orderDetail, orderSummary, type OrderNames } from './view.js';
import { imagesOf } from './images.js';
import { customerRead } from '../../db/customer-reads.js';
import { isUuid } from '@rc/contract';

export const orderWords = {
  notCancellable: {
    'zh-CN': '订单已开始服务或已结束，无法取消',
    'en-US': 'This order has started or ended and can no longer be cancelled',
  },
  qrNotAvailable: {
    'zh-CN': '该订单当前无需出示服务码',
    'en-US': 'This order has no service code to show now',
  },
} satisfies Record<string, Localized>;

/**
 * One order of the customer: by its id, and its check value when given. Any
 * other customer's order (or an id that is no order) answers -3 "not found".
 */
export async function findOwnOrder(
  db: DbOrTx,
  who: ActingFor,
  id: string,
  primaryCheck?: string,
): Promise<OrderRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        eq(orders.customerId, who.id),
        ...(primaryCheck === undefined ? [] : [eq(orders.primaryCheck, primaryCheck)]),
      ),
    );
  // A grantee's order of another plate of the grantor does not exist for them (decision 040).
  if (!row || !plateInScope(who, row.plateNumber)) throw notFound();
  return row;
}

/** What an order's summary shows of its store. */
type StorePlace = Pick<
  typeof stores.$inferSelect,
  'id' | 'name' | 'nameEn' | 'address' | 'addressEn' | 'lng' | 'lat' | 'regionCode'
>;

const storePlace = {
  id: stores.id,
  name: stores.name,
  nameEn: stores.nameEn,
  address: stores.address,
  addressEn: stores.addressEn,
  lng: stores.lng,
  lat: stores.lat,
  regionCode: stores.regionCode,
};

async function namesOf(
  db: DbOrTx,
  rows: OrderRow[],
  locale: Locale,
  /** The orders' stores when they were read with the orders (the lists); else read here. */
  known?: ReadonlyMap<string, StorePlace>,
): Promise<Map<string, OrderNames>> {
  const types = await serviceTypeNames(
    db,
    rows.map((r) => r.serviceType),
    locale,
  );
  let byStore = known;
  if (!byStore) {
    const storeIds = [...new Set(rows.map((r) => r.storeId).filter((s): s is string => Boolean(s)))];
    const storeRows = storeIds.length
      ? await db.select(storePlace).from(stores).where(inArray(stores.id, storeIds))
      : [];
    byStore = new Map(storeRows.map((s) => [s.id, s]));
  }
  return new Map(
    rows.map((r) => {
      const s = r.storeId ? byStore?.get(r.storeId) : undefined;
      return [
        r.id,
        {
          serviceTypeName: types.get(r.serviceType) ?? r.serviceType,
          shopName: s ? (locale === 'en-US' ? s.nameEn : s.name) : null,
          shopPlace: s
            ? {
                address: locale === 'en-US' ? s.addressEn : s.address,
                lng: s.lng,
                lat: s.lat,
                cityCode: s.regionCode.slice(0, 4) || null,
                cityName: null,
              }
            : null,
        },
      ];
    }),
  );
}

/**
 * Which orders a list shows: the customer's ongoing or ended ones, of a business type, and for a
 * grantee only those of the authorised plates (`plates`, decision 040; null: every plate).
 * Values or placeholders (a prepared page binds them when it runs; `plates` is a text array).
 */
function ordersWhere(
  which: 'ongoing' | 'ended',
  customerId: string | Placeholder,
  businessType: string | Placeholder | undefined,
  plates: readonly string[] | Placeholder | null,
) {
  return and(
    eq(orders.customerId, customerId),
    ...(plates === null
      ? []
      : plates instanceof Placeholder
        ? [sql`${orders.plateNumber} = any(${plates}::text[])`]
        : [inArray(orders.plateNumber, [...plates])]),
    inArray(orders.status, [...(which === 'ongoing' ? ongoingStatuses : endedStatuses)]),
    ...(businessType === undefined ? [] : [eq(orders.businessType, businessType)]),
  );
}

/**
 * A page of the customer's orders, newest first (spec 4 paging), with its stores and the total
 * (`count(*) over ()`), built once per shape (business type or not, limited to plates or not).
 */
function buildOrdersPage(db: DbOrTx, which: 'ongoing' | 'ended', byType: boolean, scoped: boolean) {
  return db
    .select({ order: orders, store: storePlace, total: sql<number>`(count(*) over ())::int` })
    .from(orders)
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(
      ordersWhere(
        which,
        sql.placeholder('customerId'),
        byType ? sql.placeholder('businessType') : undefined,
        scoped ? sql.placeholder('plates') : null,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`rc_orders_${which}_${byType ? 'type' : 'all'}${scoped ? '_scoped' : ''}`);
}

/** The shapes of the order lists, each built once per database handle (and prepared on PostgreSQL). */
const ordersPages = new WeakMap<object, Map<string, ReturnType<typeof buildOrdersPage>>>();

function ordersPage(db: DbOrTx, which: 'ongoing' | 'ended', byType: boolean, scoped: boolean) {
  let shapes = ordersPages.get(db);
  if (!shapes) {
    shapes = new Map();
    ordersPages.set(db, shapes);
  }
  const key = `${which}|${byType ? 't' : ''}|${scoped ? 's' : ''}`;
  let query = shapes.get(key);
  if (!query) {
    query = buildOrdersPage(db, which, byType, scoped);
    shapes.set(key, query);
  }
  return query;
}

type OrdersPageRow = Awaited<ReturnType<ReturnType<typeof buildOrdersPage>['execute']>>[number];

export async function listOrders(
  deps: AppDeps,
  who: ActingFor,
  which: 'ongoing' | 'ended',
  page: { onPagenum: number; onPagesize: number; businessType?: string | undefined },
  locale: Locale,
): Promise<{ list: OrderSummary[]; total: number }> {
  const db = deps.db;
  const customerId = who.id;
  // The page, its stores and the total in one query; the total is counted apart only past the last page.
  const read = async (): Promise<{ value: { found: OrdersPageRow[]; total: number }; until: number }> => {
    const found = await ordersPage(db, which, !!page.businessType, !!who.plates).execute({
      customerId,
      businessType: page.businessType ?? '',
      plates: who.plates ?? [],
      limit: page.onPagesize,
      offset: (page.onPagenum - 1) * page.onPagesize,
    });
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && page.onPagenum > 1) {
      const where = ordersWhere(which, customerId, page.businessType || undefined, who.plates);
      const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
      total = totalRow?.n ?? 0;
    }
    return { value: { found, total: Number(total) }, until: Infinity };
  };
  // Nothing in it moves with the clock: cached per customer on PGlite until an order or store changes.
  // A grantee's page (limited to the authorised plates, decision 040) is read as asked, outside the cache.
  const key = `orders|${which}|${page.businessType ?? ''}|${page.onPagenum}|${page.onPagesize}`;
  const { found, total } = who.plates
    ? (await read()).value
    : await customerRead(db, customerId, key, Date.now(), read);
  const rows = found.map((f) => f.order);
  const byStore = new Map<string, StorePlace>();
  for (const f of found) if (f.store) byStore.set(f.store.id, f.store);
  const names = await namesOf(db, rows, locale, byStore);
  return {
    list: rows.map((r) => orderSummary(r, names.get(r.id) as OrderNames, locale)),
    total,
  };
}

export async function detailOf(
  deps: AppDeps,
  db: DbOrTx,
  row: OrderRow,
  locale: Locale,
): Promise<OrderDetail> {
  const history = await db
    .select({ status: orderHistory.status, at: orderHistory.at, note: orderHistory.note })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
  const names = await namesOf(db, [row], locale);
  const images = await imagesOf(db, row.id);
  return orderDetail(row, names.get(row.id) as OrderNames, history, deps.fieldCrypto, locale, images);
}

export async function orderDetailFor(
  deps: AppDeps,
  who: ActingFor,
  id: string,
  primaryCheck: string | undefined,
  locale: Locale,
): Promise<OrderDetail> {
  const row = await findOwnOrder(deps.db, who, id, primaryCheck);
  return detailOf(deps, deps.db, row, locale);
}

export const cancelReasons: { code: string; name: Localized }[] = [
  { code: 'plan', name: { 'zh-CN': '行程有变，暂不需要', 'en-US': 'My plans changed' } },
  { code: 'store', name: { 'zh-CN': '想换一家门店', 'en-US': 'I want another store' } },
  { code: 'time', name: { 'zh-CN': '预约时间不合适', 'en-US': 'The time does not suit me' } },
  { code: 'wrong', name: { 'zh-CN': '信息填写有误', 'en-US': 'I entered wrong details' } },
  { code: 'other', name: { 'zh-CN': '其他原因', 'en-US': 'Another reason' } },
];

/**
 * Cancels the customer's order and gives its coupon use back, in one
 * transaction: the status move checks the order is still cancellable, so a
 * merchant accepting at the same moment and this cancel cannot both win.
 */
export async function cancelOwnOrder(
  deps: AppDeps,
  who: ActingFor,
  input: { orderPrimaryId: string; primaryCheck: string; reasonCode: string; reason?: string | undefined },
  locale: Locale,
): Promise<OrderDetail> {
  return deps.db.transaction(async (tx) => {
    const row = await findOwnOrder(tx, who, input.orderPrimaryId, input.primaryCheck);
    const picked = cancelReasons.find((r) => r.code === input.reasonCode);
    const note = [picked?.name['zh-CN'] ?? input.reasonCode, input.reason].filter(Boolean).join('：');
    const moved = await cancelOrder(tx, row.id, { kind: 'customer', id: who.id }, note);
    if (!moved) throw toast(orderWords.notCancellable);
    return detailOf(deps, tx, moved, locale);
  });
}
