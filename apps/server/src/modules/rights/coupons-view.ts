import { and, eq, gt, inArray, lte, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Coupon, CouponDetail, MyCouponsTab } from '@rc/contract';
import { coupons, type CouponAction } from '../../db/schema/index.js';

/**
 * The rows of one tab of /rights/mycoupons. Not yet valid: unused with
 * validFrom in the future; usable: unused and valid now; expired: marked so,
 * or unused and past validTo. `now` may be a placeholder of a prepared query.
 */
export function tabCondition(tab: MyCouponsTab, now: Date | Placeholder): SQL {
  switch (tab) {
    case 'usable':
      return and(eq(coupons.state, 'unused'), lte(coupons.validFrom, now), gt(coupons.validTo, now)) as SQL;
    case 'notYetValid':
      return and(eq(coupons.state, 'unused'), gt(coupons.validFrom, now), gt(coupons.validTo, now)) as SQL;
    case 'giving':
      return eq(coupons.state, 'transferring');
    case 'used':
      return eq(coupons.state, 'used');
    case 'expired':
      return or(
        eq(coupons.state, 'expired'),
        and(eq(coupons.state, 'unused'), lte(coupons.validTo, now)),
      ) as SQL;
  }
}

/** Each tab's order: what needs using soonest first, history newest first. */
export function tabOrder(tab: MyCouponsTab | undefined): SQL[] {
  switch (tab) {
    case 'usable':
      return [sql`${coupons.validTo} asc`, sql`${coupons.id} asc`];
    case 'notYetValid':
      return [sql`${coupons.validFrom} asc`, sql`${coupons.id} asc`];
    case 'expired':
      return [sql`${coupons.validTo} desc`, sql`${coupons.id} asc`];
    default:
      return [sql`${coupons.updatedAt} desc`, sql`${coupons.id} asc`];
  }
}

/** A state filter of the older contract field, read the same way as the tabs. */
export function stateCondition(state: Coupon['state'], now: Date | Placeholder): SQL {
  if (state === 'expired') return tabCondition('expired', now);
  if (state === 'unused') return and(eq(coupons.state, 'unused'), gt(coupons.validTo, now)) as SQL;
  return inArray(coupons.state, [state]);
}

/** The ledger's actions as the customer reads them. */
export function eventAction(action: CouponAction): CouponDetail['history'][number]['action'] {
  switch (action) {
    case 'transferOut':
      return 'transferred';
    case 'transferIn':
      return 'received';
    default:
      return action;
  }
}
