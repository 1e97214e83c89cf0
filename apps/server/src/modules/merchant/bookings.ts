import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Locale, MerchantBooking } from '@rc/contract';
import { acceptByOf } from '../../domain/booking-sweep.js';
import { orderNotes, sendOrderNotice } from '../../domain/order-notices.js';
import { moveOrder, type OrderRow } from '../../domain/orders.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import { orders } from '../../db/schema/index.js';
import type { SmsSender } from '../../domain/sms.js';
import type { AppDeps } from '../../http/deps.js';
import { keepOnScreen, notFound } from '../../http/errors.js';
import type { StoreRow } from './tickets.js';
import { customerAsSeen } from './customer-view.js';

const openStatuses = ['submitted', 'accepted', 'inService'] as const;
const statusOf = { submitted: 'toAccept', accepted: 'accepted', inService: 'inService' } as const;

const text = {
  lapsed: {
    'zh-CN': '该预约已取消或已由门店处理',
    'en-US': 'This booking was cancelled or has already been handled.',
  },
} as const;

/**
 * What the store sees of a booking: the service, the time, and the customer as their
 * merchant-sharing consent allows (`customer-view.ts`, decision 045): with it the
 * plate, the remark and the contact's name and number masked (never in full: house
 * rule), and the plate and VIN photos once it serves the order (decision 026); without
 * it a masked plate only. `contactShared` says which.
 */
async function bookingViews(
  deps: AppDeps,
  rows: OrderRow[],
  myStores: readonly StoreRow[],
  locale: Locale,
): Promise<MerchantBooking[]> {
  const en = locale === 'en-US';
  const names = await serviceTypeNames(deps.db, [...new Set(rows.map((r) => r.serviceType))], locale);
  const out: MerchantBooking[] = [];
  for (const o of rows) {
    const store = myStores.find((s) => s.id === o.storeId);
    const remark = o.details.remark;
    const seen = await customerAsSeen(deps.db, o.customerId, {
      name: o.contactName,
      mobile: o.contactMobileSealed ? deps.fieldCrypto.open(o.contactMobileSealed) : '',
      plate: o.plateNumber,
      remark: typeof remark === 'string' ? remark : '',
    });
    out.push({
      id: o.id,
      orderNo: o.orderNo,
      serviceType: o.serviceType,
      serviceTypeName: names.get(o.serviceType) ?? '',
      storeName: store ? (en ? store.nameEn : store.name) : '',
      plateNumber: seen.plate ?? '',
      contactName: seen.name,
      contactMobile: seen.mobile,
      contactShared: seen.shared,
      status: statusOf[o.status as keyof typeof statusOf],
      appointmentAt: o.appointmentAt ? o.appointmentAt.toISOString() : null,
      createdAt: o.createdAt.toISOString(),
      acceptBy: acceptByOf(o).toISOString(),
      remark: seen.remark,
    });
  }
  return out;
}

function atMyStores(myStores: readonly StoreRow[]) {
  const ids = myStores.map((s) => s.id);
  return and(
    inArray(orders.storeId, ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']),
    inArray(orders.status, [...openStatuses]),
  );
}

/** The open bookings at the merchant's stores, those to accept first, then by appointment. */
export async function listBookings(
  deps: AppDeps,
  myStores: readonly StoreRow[],
  q: { onPagenum: number; onPagesize: number },
  locale: Locale,
): Promise<{ list: MerchantBooking[]; total: number }> {
  const where = atMyStores(myStores);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  const rows = await deps.db
    .select()
    .from(orders)
    .where(where)
    .orderBy(
      sql`case ${orders.status} when 'submitted' then 0 else 1 end`,
      sql`coalesce(${orders.appointmentAt}, ${orders.createdAt})`,
      asc(orders.id),
    )
    .limit(q.onPagesize)
    .offset((q.onPagenum - 1) * q.onPagesize);
  return { total: count?.n ?? 0, list: await bookingViews(deps, rows, myStores, locale) };
}

/** How many bookings at the merchant's stores wait to be accepted. */
export async function countToAccept(deps: AppDeps, myStores: readonly StoreRow[]): Promise<number> {
  const ids = myStores.map((s) => s.id);
  if (ids.length === 0) return 0;
  const [row] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(inArray(orders.storeId, ids), eq(orders.status, 'submitted')));
  return row?.n ?? 0;
}

/** The store takes a booking placed at it: one conditional move, the customer told in the same transaction. */
export async function acceptBooking(
  deps: AppDeps,
  sms: SmsSender,
  me: { merchantId: string; stores: readonly StoreRow[] },
  orderId: string,
  locale: Locale,
  now = new Date(),
): Promise<MerchantBooking> {
  if (!/^[0-9a-f-]{36}$/i.test(orderId)) throw notFound();
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  // Another store's booking is "not found", as if it did not exist.
  if (!order?.storeId || !me.stores.some((s) => s.id === order.storeId)) throw notFound();
  if (order.status !== 'submitted') {
    if (order.status === 'accepted' || order.status === 'inService')
      return (await bookingViews(deps, [order], me.stores, locale))[0] as MerchantBooking;
    throw keepOnScreen(text.lapsed);
  }
  const moved = await deps.db.transaction(async (tx) => {
    const row = await moveOrder(
      tx,
      order.id,
      ['submitted'],
      'accepted',
      { kind: 'merchant', id: me.merchantId },
      orderNotes.accepted,
      {
        at: now,
      },
    );
    if (row) await sendOrderNotice(tx, deps.fieldCrypto, sms, row, 'accepted');
    return row;
  });
  const [current] = moved ? [moved] : await deps.db.select().from(orders).where(eq(orders.id, order.id));
  if (!current || !openStatuses.includes(current.status as (typeof openStatuses)[number]))
    throw keepOnScreen(text.lapsed);
  return (await bookingViews(deps, [current], me.stores, locale))[0] as MerchantBooking;
}
