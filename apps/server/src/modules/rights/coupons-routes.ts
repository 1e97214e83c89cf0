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
    handle(myCoupons, ({ body, session, locale }) =>
      coupons.listMyCoupons(deps, coupons.customerOf(session), body, locale),
    ),
    handle(couponDetail, ({ params, session, locale }) =>
      coupons.couponDetail(deps, coupons.customerOf(session), params.id, locale),
    ),
    handle(couponRedemptionCode, ({ params, session }) =>
      coupons.redemptionCode(deps, coupons.customerOf(session), params.id),
    ),
    handle(changeCouponPlate, ({ body, session, locale }) =>
      coupons.changeCouponPlate(deps, coupons.customerOf(session), body.couponId, body.plateNumber, locale),
    ),
    handle(acceptGiftRight, ({ body, session, locale }) =>
      coupons.acceptGift(deps, coupons.customerOf(session), body.type, body.giftCode, locale),
    ),
  ];
}
