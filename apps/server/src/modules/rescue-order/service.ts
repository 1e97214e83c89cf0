import type { Locale, Localized, OrderStatus, RescueOrderPayload } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { maskMobile } from '../../domain/masking.js';
import { couponViews } from '../../domain/coupon-views.js';
import { faultTypes, freeTowKmWithCoupon, openPlace } from '../../domain/rescue.js';
import {
  customerRescues,
  findOwnRescue as ownRescue,
  placeRescue,
  rescueIntake,
  type OrderRow,
  type RequestRow,
} from '../../domain/rescue-orders.js';

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

export type { OrderRow, RequestRow };

/** One of the customer's rescue orders by id and check value; anyone else's does not exist. */
export async function findOwnRescue(
  deps: AppDeps,
  customerId: string,
  ref: { orderPrimaryId: string; primaryCheck: string },
): Promise<{ order: OrderRow; request: RequestRow }> {
  const row = await ownRescue(deps.db, customerId, ref);
  if (!row) throw notFound();
  return row;
}

export async function loadInfo(deps: AppDeps, customerId: string, locale: Locale) {
  const intake = await rescueIntake(deps.db, customerId);
  if (!intake) throw notFound();
  const { customer: c, coupons: rows } = intake;
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

/**
 * The rescue request (domain/rescue-orders.ts `placeRescue`): paid with the coupon chosen, the
 * first usable one, or at the listed price; nobody stranded is turned away.
 */
export async function submitRescue(deps: AppDeps, customerId: string, input: RescueOrderPayload) {
  const placed = await placeRescue(deps.db, deps.fieldCrypto, customerId, input);
  if (!placed.ok) throw toast(texts[placed.reason]);
  const { order } = placed;
  return {
    orderPrimaryId: order.id,
    primaryCheck: order.primaryCheck,
    status: order.status,
    jumpUrl: `/rescue/applicationStatus?orderPrimaryId=${order.id}&primaryCheck=${encodeURIComponent(order.primaryCheck)}`,
  };
}

export async function listRescues(
  deps: AppDeps,
  customerId: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
) {
  const { rows, total } = await customerRescues(deps.db, customerId, page);
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
    total,
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
