import type {
  Locale,
  Localized,
  NewServiceOrderPayload,
  OrderCreated,
  ServiceOrderPayload,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { placeOrder, type PlaceOrderResult } from '../../domain/place-order.js';
import { serviceTypeNames } from '../../domain/order-coupons.js';
import type { SmsSender } from '../../domain/sms.js';
import { sendTicketSms } from './messaging.js';
import { attachImages } from './images.js';
import type { ActingFor } from '../../http/acting-for.js';

const words = {
  couponUsed: {
    'zh-CN': '该券已使用或不在有效期内，请选择其他券',
    'en-US': 'This coupon is used or not valid now, please choose another',
  },
  couponNotAtStore: {
    'zh-CN': '该券不适用于所选门店',
    'en-US': 'This coupon cannot be used at the chosen store',
  },
} satisfies Record<string, Localized>;

/** A refused placement as the customer reads it; nothing was written. */
export function refusal(result: Exclude<PlaceOrderResult, { ok: true }>, locale: Locale): Error {
  switch (result.reason) {
    case 'couponNotFound':
    case 'couponWrongService':
      return badField('couponId', locale);
    case 'couponPlate':
      return badField('plateNumber', locale);
    case 'couponNotAtStore':
      return toast(words.couponNotAtStore);
    case 'couponUsed':
      return toast(words.couponUsed);
  }
}

/**
 * The encrypted order submits (order/R00010012 and orderNew/R00020010): the
 * payload was decrypted, checked fresh and its nonce recorded before this runs.
 * The coupon, the order, its history and its ticket SMS are one transaction.
 */
export async function submitServiceOrder(
  deps: AppDeps,
  sms: SmsSender,
  who: ActingFor,
  body: ServiceOrderPayload | NewServiceOrderPayload,
  locale: Locale,
): Promise<OrderCreated> {
  const customerId = who.id;
  const appointmentAt = body.appointmentAt ? new Date(body.appointmentAt) : null;
  if (appointmentAt && appointmentAt.getTime() < Date.now() - 5 * 60_000)
    throw badField('appointmentAt', locale);
  return deps.db.transaction(async (tx) => {
    const result = await placeOrder(tx, deps.fieldCrypto, {
      customerId,
      plates: who.plates,
      serviceType: body.serviceType,
      businessType: body.businessType,
      couponId: body.couponId,
      plateNumber: body.plateNumber,
      contactName: body.contactName,
      contactMobile: body.contactMobile,
      appointmentAt,
      location: body.place ?? null,
      details: {
        remark: body.remark ?? '',
        subServiceType: body.subServiceType ?? '',
        imageIds: body.imageIds ?? [],
        personIds: body.personIds ?? [],
        ...('destination' in body && body.destination
          ? {
              destination: {
                ...body.destination,
                cityCode: body.destination.cityCode ?? null,
                cityName: body.destination.cityName ?? null,
              },
            }
          : {}),
        ...('answers' in body && body.answers ? { answers: body.answers } : {}),
      },
    });
    if (!result.ok) throw refusal(result, locale);
    await attachImages(tx, customerId, result.order.id, body.imageIds ?? [], locale);
    const names = await serviceTypeNames(tx, [body.serviceType], locale);
    await sendTicketSms(deps, tx, sms, result.order, names.get(body.serviceType) ?? '', locale);
    return {
      orderPrimaryId: result.order.id,
      primaryCheck: result.order.primaryCheck,
      status: result.order.status,
      jumpUrl: `/order/checkDetail/${result.order.id}`,
    };
  });
}
