import type { Coupon, MyCouponsTab } from '@rc/contract';

/** The tabs of /rights/mycoupons, in the order shown. */
export const myCouponsTabs: readonly MyCouponsTab[] = ['usable', 'notYetValid', 'giving', 'used', 'expired'];

export type CouponBadge = MyCouponsTab | 'transferred';

const dayMs = 86_400_000;

/** The car-wash service type (the one spec 4 tracks with serviceType 9; /order/choiceStore?serviceType=9). */
export const carWashServiceType = '9';

/** The badge a coupon card shows, by the same rule the server files it in a tab. */
export function couponBadge(c: Pick<Coupon, 'state' | 'validFrom' | 'validTo'>, now: Date): CouponBadge {
  switch (c.state) {
    case 'used':
      return 'used';
    case 'transferring':
      return 'giving';
    case 'transferred':
      return 'transferred';
    case 'expired':
      return 'expired';
    case 'unused':
      if (Date.parse(c.validTo) <= now.getTime()) return 'expired';
      return Date.parse(c.validFrom) > now.getTime() ? 'notYetValid' : 'usable';
  }
}

/** Whole days left before a usable coupon ends, when that is within the warning window; else null. */
export function expiresWithinDays(c: Pick<Coupon, 'validTo'>, now: Date, window = 7): number | null {
  const left = Date.parse(c.validTo) - now.getTime();
  if (left <= 0 || left > window * dayMs) return null;
  return Math.floor(left / dayMs);
}

export function usesLeft(c: Pick<Coupon, 'quantity' | 'usedCount'>): number {
  return Math.max(0, c.quantity - c.usedCount);
}

/** The code as shown before the customer taps "show code": all but the last four hidden, in groups of four. */
export function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether the give-to-a-friend button shows: transferable, usable or upcoming, and untouched. */
export function canGive(
  c: Pick<Coupon, 'transferable' | 'state' | 'usedCount' | 'validTo'>,
  now: Date,
): boolean {
  return c.transferable && c.state === 'unused' && c.usedCount === 0 && Date.parse(c.validTo) > now.getTime();
}
