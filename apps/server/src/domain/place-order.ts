import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { coupons } from '../db/schema/rights.js';
import { couponPlateIn } from './coupon-scope.js';
import { createOrder, type OrderRow } from './orders.js';
import { isUuid } from '@rc/contract';

export interface PlaceOrderInput {
  customerId: string;
  /**
   * A grantee acting for the grantor: the authorised plates (decision 040). The order must be
   * for one of them and its coupon for one of them; null on one's own account.
   */
  plates: readonly string[] | null;
  serviceType: string;
  /** Other service types the same coupon pays for (a car-wash order takes any car-wash coupon). */
  acceptedCouponTypes?: readonly string[];
  businessType: string;
  couponId: string;
  plateNumber: string;
  contactName: string;
  contactMobile: string;
  appointmentAt?: Date | null;
  storeId?: string | null;
  location?: { address: string; lng: number; lat: number; cityCode?: string; cityName?: string } | null;
  details?: Record<string, unknown>;
  priceFen?: number;
}

export type PlaceOrderResult =
  | { ok: true; order: OrderRow }
  | {
      ok: false;
      reason: 'couponNotFound' | 'couponWrongService' | 'couponNotAtStore' | 'couponPlate' | 'couponUsed';
    };

/**
 * Places an order paid by one coupon of the customer, in the caller's
 * transaction: the coupon must be theirs, of the service, accepted at the
 * store and tied to no other plate; createOrder then consumes it conditionally
 * (a coupon used by a racing request refuses the second order).
 */
export async function placeOrder(
  tx: DbOrTx,
  fieldCrypto: FieldCrypto,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<PlaceOrderResult> {
  // Not an id: no coupon of theirs (the uuid column would refuse it with a fault).
  if (!isUuid(input.couponId)) return { ok: false, reason: 'couponNotFound' };
  if (input.plates && !input.plates.includes(input.plateNumber)) return { ok: false, reason: 'couponPlate' };
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.id, input.couponId),
        eq(coupons.customerId, input.customerId),
        couponPlateIn(input.plates),
      ),
    );
  if (!coupon) return { ok: false, reason: 'couponNotFound' };
  const types = input.acceptedCouponTypes ?? [input.serviceType];
  if (!types.includes(coupon.serviceType)) return { ok: false, reason: 'couponWrongService' };
  if (input.storeId && coupon.storeIds && !coupon.storeIds.includes(input.storeId))
    return { ok: false, reason: 'couponNotAtStore' };
  if (coupon.plateNumber && coupon.plateNumber !== input.plateNumber)
    return { ok: false, reason: 'couponPlate' };
  const order = await createOrder(
    tx,
    {
      customerId: input.customerId,
      serviceType: input.serviceType,
      businessType: input.businessType,
      couponId: coupon.id,
      couponUses: 1,
      storeId: input.storeId ?? null,
      plateNumber: input.plateNumber,
      contactName: input.contactName,
      contactMobileSealed: fieldCrypto.seal(input.contactMobile),
      appointmentAt: input.appointmentAt ?? null,
      locationSealed: input.location ? fieldCrypto.seal(JSON.stringify(input.location)) : '',
      details: input.details ?? {},
      priceFen: input.priceFen ?? 0,
    },
    { kind: 'customer', id: input.customerId },
    { now },
  );
  if (!order) return { ok: false, reason: 'couponUsed' };
  return { ok: true, order };
}
