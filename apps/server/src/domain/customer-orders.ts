import { and, asc, count, desc, eq, inArray, Placeholder, sql } from 'drizzle-orm';
import { isUuid, type Locale, type OrderDetail, type UploadedImage } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { customerRead } from '../db/customer-reads.js';
import { orderHistory, orderQuestions, orders, stores } from '../db/schema/index.js';
import type { OrderStatusValue } from '../db/schema/index.js';
import { cancelOrder, endedStatuses, ongoingStatuses, type OrderRow } from './orders.js';
import { serviceTypeNames } from './order-coupons.js';
import { attachOrderPhotos, photosOfOrder } from './order-photos.js';

export type { OrderStatusValue };

/**
 * A customer's service orders as their own screens read them: one order by id and check,
 * the ongoing and ended lists, an order's detail parts, the cancel, a question about one.
 */

/** Whether an order's plate is within what the call may act on (a grantee's authorised plates). */
export type PlateInScope = (plate: string | null) => boolean;
const everyPlate: PlateInScope = () => true;

/**
 * One order of the customer: by its id, and its check value when given. Null for any other
 * customer's order, an id that is no order, or (for a grantee) an order of a plate out of scope.
 */
export async function findCustomerOrder(
  db: DbOrTx,
  customerId: string,
  id: string,
  primaryCheck?: string,
  inScope: PlateInScope = everyPlate,
): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, id),
        eq(orders.customerId, customerId),
        ...(primaryCheck === undefined ? [] : [eq(orders.primaryCheck, primaryCheck)]),
      ),
    );
  // A grantee's order of another plate of the grantor does not exist for them (decision 040).
  if (!row || !inScope(row.plateNumber)) return null;
  return row;
}

/** The customer's order by its ticket number (the number an SMS quotes), or null. */
export async function customerOrderByTicket(
  db: DbOrTx,
  customerId: string,
  ticketId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, ticketId), eq(orders.customerId, customerId)));
  return row ?? null;
}

/** What an order's screens name it with: its service, store and the store's place. */
export interface OrderNames {
  serviceTypeName: string;
  shopName: string | null;
  shopPlace: OrderDetail['place'];
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

export async function orderNamesOf(
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

/** A page of the customer's ongoing or ended orders with their names, and the total. */
export async function customerOrdersPage(
  db: DbOrTx,
  customerId: string,
  /** A grantee's authorised plates (decision 040); null on one's own account. */
  plates: readonly string[] | null,
  which: 'ongoing' | 'ended',
  page: { onPagenum: number; onPagesize: number; businessType?: string | undefined },
  locale: Locale,
): Promise<{ rows: OrderRow[]; names: Map<string, OrderNames>; total: number }> {
  // The page, its stores and the total in one query; the total is counted apart only past the last page.
  const read = async (): Promise<{ value: { found: OrdersPageRow[]; total: number }; until: number }> => {
    const found = await ordersPage(db, which, !!page.businessType, !!plates).execute({
      customerId,
      businessType: page.businessType ?? '',
      plates: plates ?? [],
      limit: page.onPagesize,
      offset: (page.onPagenum - 1) * page.onPagesize,
    });
    let total = found[0]?.total ?? 0;
    if (found.length === 0 && page.onPagenum > 1) {
      const where = ordersWhere(which, customerId, page.businessType || undefined, plates);
      const [totalRow] = await db.select({ n: count() }).from(orders).where(where);
      total = totalRow?.n ?? 0;
    }
    return { value: { found, total: Number(total) }, until: Infinity };
  };
  // Nothing in it moves with the clock: cached per customer on PGlite until an order or store changes.
  // A grantee's page (limited to the authorised plates, decision 040) is read as asked, outside the cache.
  const key = `orders|${which}|${page.businessType ?? ''}|${page.onPagenum}|${page.onPagesize}`;
  const { found, total } = plates
    ? (await read()).value
    : await customerRead(db, customerId, key, Date.now(), read);
  const rows = found.map((f) => f.order);
  const byStore = new Map<string, StorePlace>();
  for (const f of found) if (f.store) byStore.set(f.store.id, f.store);
  const names = await orderNamesOf(db, rows, locale, byStore);
  return { rows, names, total };
}

/** What an order's detail shows beside its row: its names, history and photos. */
export interface OrderDetailParts {
  row: OrderRow;
  names: OrderNames;
  history: { status: OrderStatusValue; at: Date; note: string }[];
  images: UploadedImage[];
}

export async function orderDetailParts(db: DbOrTx, row: OrderRow, locale: Locale): Promise<OrderDetailParts> {
  const history = await db
    .select({ status: orderHistory.status, at: orderHistory.at, note: orderHistory.note })
    .from(orderHistory)
    .where(eq(orderHistory.orderId, row.id))
    .orderBy(asc(orderHistory.at), asc(orderHistory.id));
  const names = await orderNamesOf(db, [row], locale);
  const images = await photosOfOrder(db, row.id);
  return { row, names: names.get(row.id) as OrderNames, history, images };
}

/**
 * Cancels the customer's order and gives its coupon use back, in one transaction: the status
 * move checks the order is still cancellable, so a merchant accepting at the same moment and
 * this cancel cannot both win. A refusal comes before any write; the detail is read in the
 * transaction.
 */
export async function cancelCustomerOrder(
  db: Db,
  customerId: string,
  inScope: PlateInScope,
  ref: { orderPrimaryId: string; primaryCheck: string },
  note: string,
  locale: Locale,
): Promise<{ ok: true; detail: OrderDetailParts } | { ok: false; reason: 'notFound' | 'notCancellable' }> {
  return db.transaction(async (tx) => {
    const row = await findCustomerOrder(tx, customerId, ref.orderPrimaryId, ref.primaryCheck, inScope);
    if (!row) return { ok: false, reason: 'notFound' } as const;
    const moved = await cancelOrder(tx, row.id, { kind: 'customer', id: customerId }, note);
    if (!moved) return { ok: false, reason: 'notCancellable' } as const;
    return { ok: true, detail: await orderDetailParts(tx, moved, locale) } as const;
  });
}

class PhotosRefused extends Error {}

/**
 * R00010011: a question about one of the customer's orders, kept for customer service. Its
 * photos join the order (own, unattached photos only) in one transaction with it: refused
 * (`imageIds`), nothing is kept.
 */
export async function recordOrderQuestion(
  db: Db,
  customerId: string,
  orderId: string,
  input: { questionType: 'progress' | 'quality' | 'charge' | 'other'; content: string; imageIds: string[] },
): Promise<{ ok: true; id: string; createdAt: Date } | { ok: false; reason: 'imageIds' }> {
  try {
    const row = await db.transaction(async (tx) => {
      if (!(await attachOrderPhotos(tx, customerId, orderId, input.imageIds))) throw new PhotosRefused();
      const [inserted] = await tx
        .insert(orderQuestions)
        .values({
          orderId,
          customerId,
          questionType: input.questionType,
          content: input.content,
          imageIds: input.imageIds,
        })
        .returning();
      return inserted;
    });
    if (!row) throw new Error('question insert returned nothing');
    return { ok: true, id: row.id, createdAt: row.createdAt };
  } catch (e) {
    if (e instanceof PhotosRefused) return { ok: false, reason: 'imageIds' };
    throw e;
  }
}
