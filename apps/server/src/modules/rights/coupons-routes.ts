import {
  acceptGiftRight,
  changeCouponPlate,
  couponDetail,
  couponRedemptionCode,
  myCoupons,
} from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import * as coupons from './coupons-service.js';

/** My coupons, a coupon's detail and code, its plate, and accepting a gifted right (issue 4). */
export function couponsRoutes(deps: AppDeps): BoundHandler[] {
  return [
    handle(myCoupons, ({ body, customer, locale }) => coupons.listMyCoupons(deps, customer, body, locale)),
    handle(couponDetail, ({ params, customer, locale }) =>
      coupons.couponDetail(deps, customer, params.id, locale),
    ),
    handle(couponRedemptionCode, ({ params, customer }) => coupons.redemptionCode(deps, customer, params.id)),
    handle(changeCouponPlate, ({ body, customer, locale }) =>
      coupons.changeCouponPlate(deps, customer.id, body.couponId, body.plateNumber, locale),
    ),
    handle(acceptGiftRight, ({ body, customer, locale }) =>
      coupons.acceptGift(deps, customer.id, body.type, body.giftCode, locale),
    ),
  ];
}
