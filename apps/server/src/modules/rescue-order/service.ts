import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Locale, Localized, OrderStatus, RescueOrderPayload } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import { usableCoupons } from '../../domain/order-coupons.js';
import { couponViews } from '../../domain/coupon-views.js';
import {
  createRescue,
  faultTypes,
  freeTowKmWithCoupon,
  openPlace,
  rescueServiceType,
} from '../../domain/rescue.js';
import { isTowWorker } from '../../domain/rescue-dispatch.js';
import { customers, orders, rescueRequests, rescuers } from '../../db/schema/index.js';
import { orderNamedBy } from '../../domain/orders.js';

export const texts = {
  notice: {
    'zh-CN': '救援车辆出发后请保持电话畅通；在高速、高架或隧道内请先拨打12122并到护栏外等候。',
    'en-US':
      'Keep your phone on once the truck sets off. On a highway, elevated road or in a tunnel, call 12122 first and wait behind the barrier.',
  },
  couponGone: {
    'zh-CN': '所选救援券已不可用，请重新选择',
    'en-US': 'The rescue coupon you chose can no longer be used; choose again',
  },
  urgeTooSoon: {
    'zh-CN': '已为您催促救援师傅，请稍后再试',
    'en-US': 'The rescuer has just been urged; please wait a little before urging again',
  },
  badFault: { 'zh-CN': '请选择救援类型', 'en-US': 'Choose what kind of help you need' },
  notOpen: { 'zh-CN': '该救援已结束', 'en-US': 'This rescue has already ended' },
} satisfies Record<string, Localized>;

export const statusWords: Record<OrderStatus, Localized> = {
  submitted: { 'zh-CN': '等待派车', 'en-US': 'Finding a tow truck' },
  accepted: { 'zh-CN': '师傅已接单', 'en-US': 'Rescuer on the way' },
  inService: { 'zh-CN': '救援中', 'en-US': 'Rescue in progress' },
  toVerify: { 'zh-CN': '待确认', 'en-US': 'To confirm' },
  completed: { 'zh-CN': '救援完成', 'en-US': 'Rescue completed' },
  cancelled: { 'zh-CN': '已取消', 'en-US': 'Cancelled' },
};

export type OrderRow = typeof orders.$inferSelect;
export type RequestRow = typeof rescueRequests.$inferSelect;

/** One of the customer's rescue orders by id and check value; anyone else's does not exist. */
export async function findOwnRescue(
  deps: AppDeps,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
): Promise<{ order: OrderRow; request: RequestRow }> {
  const [row] = await deps.db
    .select({ order: orders, request: rescueRequests })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(
      and(
        orderNamedBy(ref.orderPrimaryId),
        eq(orders.primaryCheck, ref.primaryCheck),
        eq(orders.customerId, customerId),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export async function loadInfo(deps: AppDeps, customerId: string, locale: Locale) {
  const [c] = await deps.db.select().from(customers).where(eq(customers.id, customerId));
  if (!c) throw notFound();
  const rows = await usableCoupons(deps.db, customerId, [rescueServiceType]);
  return {
    faultTypes: faultTypes.map((f) => ({ code: f.code, name: locale === 'en-US' ? f.nameEn : f.name })),
    coupons: await couponViews(deps.db, rows, locale),
    plateNumbers: c.plateNumbers,
    contactName: c.custName,
    contactMobile: maskMobile(deps.fieldCrypto.open(c.mobileSealed)),
    notice: texts.notice[locale],
    freeTowKm: rows.length > 0 ? await freeTowKmWithCoupon(deps.db) : 0,
    prices: faultTypes.map((f) => ({ code: f.code, price: f.priceFen })),
  };
}

/** The tow company that serves the customer's branch (any company when none does). */
async function companyFor(deps: AppDeps, customerId: string): Promise<string> {
  const [c] = await deps.db
    .select({ branch: customers.branchCompanyCode })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [r] = await deps.db
    .select({ companyName: rescuers.companyName })
    .from(rescuers)
    .where(isTowWorker())
    .orderBy(
      sql`case when ${rescuers.branchCode} = ${c?.branch ?? ''} then 0 else 1 end`,
      asc(rescuers.createdAt),
      // Rescuers seeded in one transaction share a creation time: the name decides, the same every time.
      asc(rescuers.companyName),
    )
    .limit(1);
  return r?.companyName ?? '';
}

/**
 * The rescue request. It pays with the coupon chosen, or else the customer's
 * first usable rescue coupon; without any coupon it is still accepted at the
 * listed price: nobody stranded is turned away.
 */
export async function submitRescue(deps: AppDeps, customerId: string, input: RescueOrderPayload) {
  if (!faultTypes.some((f) => f.code === input.faultType)) throw toast(texts.badFault);
  const usable = await usableCoupons(deps.db, customerId, [rescueServiceType], {
    plateNumber: input.plateNumber,
  });
  let couponId: string | null = null;
  if (input.couponId) {
    if (!usable.some((c) => c.id === input.couponId)) throw toast(texts.couponGone);
    couponId = input.couponId;
  } else {
    couponId = usable[0]?.id ?? null;
  }
  const fault = faultTypes.find((f) => f.code === input.faultType);
  let contactMobile = input.contactMobile;
  if (!contactMobile) {
    const [c] = await deps.db
      .select({ m: customers.mobileSealed })
      .from(customers)
      .where(eq(customers.id, customerId));
    contactMobile = c ? deps.fieldCrypto.open(c.m) : '';
  }
  const companyName = await companyFor(deps, customerId);
  const created = await deps.db.transaction((tx) =>
    createRescue(tx, deps.fieldCrypto, {
      customerId,
      couponId,
      plateNumber: input.plateNumber,
      contactName: input.contactName,
      contactMobile,
      faultType: input.faultType,
      place: input.place,
      destination: input.destination ?? null,
      loadInfo: input.loadInfo ?? '',
      appointmentAt: input.appointmentAt ? new Date(input.appointmentAt) : null,
      onHighway: input.onHighway,
      remark: input.remark ?? '',
      priceFen: couponId ? 0 : (fault?.priceFen ?? 0),
      companyName,
    }),
  );
  if (!created) throw toast(texts.couponGone);
  return {
    orderPrimaryId: created.order.id,
    primaryCheck: created.order.primaryCheck,
    status: created.order.status,
    jumpUrl: `/rescue/applicationStatus?orderPrimaryId=${created.order.id}&primaryCheck=${encodeURIComponent(created.order.primaryCheck)}`,
  };
}

export async function listRescues(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
) {
  const where = and(eq(orders.customerId, customerId), eq(orders.serviceType, rescueServiceType));
  const rows = await deps.db
    .select({ order: orders, request: rescueRequests })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(where)
    .orderBy(desc(orders.createdAt))
    .limit(page.onPagesize)
    .offset((page.onPagenum - 1) * page.onPagesize);
  const [total] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(rescueRequests, eq(rescueRequests.orderId, orders.id))
    .where(where);
  const fault = (code: string) => faultTypes.find((f) => f.code === code);
  return {
    list: rows.map(({ order, request }) => ({
      id: order.id,
      primaryCheck: order.primaryCheck,
      ticketId: order.orderNo,
      businessType: order.businessType,
      serviceType: order.serviceType,
      serviceTypeName:
        (locale === 'en-US' ? fault(request.faultType)?.nameEn : fault(request.faultType)?.name) ?? '',
      status: order.status,
      statusText: statusWords[order.status][locale],
      createdAt: order.createdAt.toISOString(),
      appointmentAt: order.appointmentAt?.toISOString() ?? null,
      couponId: order.couponId,
      plateNumber: order.plateNumber || null,
      shopName: request.destinationAddress || null,
    })),
    total: total?.n ?? 0,
  };
}

export function placeOf(deps: AppDeps, request: RequestRow) {
  const p = openPlace(deps.fieldCrypto, request.placeSealed);
  return {
    lng: p?.lng ?? 0,
    lat: p?.lat ?? 0,
    address: p?.address ?? request.maskedAddress,
    cityCode: p?.cityCode ?? null,
    cityName: p?.cityName ?? (request.cityName || null),
  };
}
