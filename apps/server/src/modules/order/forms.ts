import type { Locale, SubstituteDetail } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { maskMobile } from '../../domain/masking.js';
import { usableCoupons } from '../../domain/order-coupons.js';
import { couponViews } from '../../domain/coupon-views.js';
import { recordOrderQuestion } from '../../domain/customer-orders.js';
import { badField } from '../../http/validate.js';
import { findOwnOrder } from './service.js';
import { ownAccount, type ActingFor } from '../../http/acting-for.js';

/** R00010080: the customer's coupons that fit an order of the service type (and plate). */
export async function couponsForOrder(
  deps: AppDeps,
  who: ActingFor,
  input: { serviceType: string; plateNumber?: string | undefined },
  locale: Locale,
) {
  const customerId = who.id;
  const rows = await usableCoupons(deps.db, customerId, [input.serviceType], {
    ...(input.plateNumber ? { plateNumber: input.plateNumber } : {}),
    plates: who.plates,
  });
  return { list: await couponViews(deps.db, rows, locale) };
}

/** R00010011: a question about one of the customer's own orders, kept for customer service. */
export async function askAboutOrder(
  deps: AppDeps,
  customerId: string,
  input: {
    orderPrimaryId: string;
    primaryCheck: string;
    questionType: 'progress' | 'quality' | 'charge' | 'other';
    content: string;
    imageIds?: string[] | undefined;
  },
  locale: Locale,
) {
  const order = await findOwnOrder(deps.db, ownAccount(customerId), input.orderPrimaryId, input.primaryCheck);
  // The question's photos join the order (own, unattached photos only), in one transaction with it.
  const kept = await recordOrderQuestion(deps.db, customerId, order.id, {
    questionType: input.questionType,
    content: input.content,
    imageIds: input.imageIds ?? [],
  });
  if (!kept.ok) throw badField('imageIds', locale);
  return { questionId: kept.id, createdAt: kept.createdAt.toISOString() };
}

interface SubstituteRecord {
  vehiclePlate?: string;
  vehicleModel?: string;
  driverName?: string;
  driverMobile?: string;
  pickupAt?: string;
  returnAt?: string;
  pickupPlace?: SubstituteDetail['pickupPlace'];
  returnPlace?: SubstituteDetail['returnPlace'];
}

/**
 * R00010042: the substitute car of an order (courtesy car, inspection run).
 * An order without one answers its status and empty particulars.
 */
export async function substituteParticulars(
  deps: AppDeps,
  customerId: string,
  input: { orderPrimaryId: string; primaryCheck: string },
): Promise<SubstituteDetail> {
  const order = await findOwnOrder(deps.db, ownAccount(customerId), input.orderPrimaryId, input.primaryCheck);
  const sub = (order.details.substitute ?? {}) as SubstituteRecord;
  return {
    orderPrimaryId: order.id,
    status: order.status,
    vehiclePlate: sub.vehiclePlate ?? null,
    vehicleModel: sub.vehicleModel ?? null,
    worker: sub.driverName
      ? {
          name: sub.driverName,
          mobile: sub.driverMobile ? maskMobile(sub.driverMobile) : '',
          vehicleNo: sub.vehiclePlate ?? null,
        }
      : null,
    pickupPlace: sub.pickupPlace ?? null,
    returnPlace: sub.returnPlace ?? null,
    pickupAt: sub.pickupAt ?? null,
    returnAt: sub.returnAt ?? null,
  };
}
