import {
  aiAssessmentResult,
  branchAreaRights,
  carLifeRights,
  carStewardRights,
  carWashCoupons,
  checkCardOrder,
  couponDetail,
  couponRedemptionCode,
  couponsOfType,
  designatedDriverProgress,
  endedOrders,
  fullHomePage,
  giftPackageRights,
  goldenOrders,
  myCoupons,
  normalRights,
  ongoingOrders,
  orderCoupons,
  originRights,
  ownServices,
  personAppointments,
  rightDetail,
  rightsCollection,
  rightsTips,
  serviceFormOrder,
  substituteTrail,
  transferableCoupons,
  vipRights,
} from '@rc/contract/refs';

/**
 * The reads one change makes stale together, across areas (decision 056). A
 * feature invalidates them with `invalidateReads(client, ...family)`;
 * query-keys.test.ts checks every endpoint here is read by a query.
 */

/** Whatever shows a customer's rights or coupons: what a coupon's use, transfer, claim or plate change refreshes. */
export const couponReads = [
  normalRights,
  rightsTips,
  fullHomePage,
  ownServices,
  rightsCollection,
  carStewardRights,
  carLifeRights,
  branchAreaRights,
  originRights,
  rightDetail,
  giftPackageRights,
  vipRights,
  aiAssessmentResult,
  couponDetail,
  couponRedemptionCode,
  couponsOfType,
  myCoupons,
  // the coupon pickers of the order forms and the coupons that can be given
  orderCoupons,
  carWashCoupons,
  transferableCoupons,
  goldenOrders,
] as const;

/** The customer's orders and bookings as the lists and the order screens show them. */
export const orderReads = [
  ongoingOrders,
  endedOrders,
  personAppointments,
  checkCardOrder,
  serviceFormOrder,
  designatedDriverProgress,
  substituteTrail,
] as const;
