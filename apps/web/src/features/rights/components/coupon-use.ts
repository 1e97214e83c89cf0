import { rightUseOf, rightUsePath, type Coupon } from '@rc/contract';
import { couponBadge, usesLeft } from './coupon-status.js';

/**
 * What a coupon detail offers the customer to do with the coupon (issue 19): book
 * its service with it preselected, open the screen that uses it, show its code,
 * use it on the partner's page, or, when it cannot be used now, why not.
 */
export type CouponUse =
  | { kind: 'book' | 'screen'; to: string }
  | { kind: 'code' }
  | { kind: 'partner' }
  | {
      kind: 'blocked';
      reason: 'notYetValid' | 'giving' | 'transferred' | 'used' | 'expired';
      /** The date the reason names: from when it is valid, or when it ended. */
      date?: string;
    };

type UseFacts = Pick<
  Coupon,
  'id' | 'serviceType' | 'state' | 'validFrom' | 'validTo' | 'quantity' | 'usedCount'
>;

export function couponUse(coupon: UseFacts, now: Date): CouponUse {
  const badge = couponBadge(coupon, now);
  if (badge === 'notYetValid') return { kind: 'blocked', reason: badge, date: coupon.validFrom };
  if (badge === 'expired') return { kind: 'blocked', reason: badge, date: coupon.validTo };
  if (badge !== 'usable') return { kind: 'blocked', reason: badge };
  // Unused but nothing left: used up, as far as the customer can tell.
  if (usesLeft(coupon) === 0) return { kind: 'blocked', reason: 'used' };
  const use = rightUseOf(coupon.serviceType);
  if (use.kind === 'book' || use.kind === 'screen')
    return { kind: use.kind, to: rightUsePath(use, coupon.id) ?? use.path };
  return use;
}
