import type { JumpFlagResult } from '@rc/contract';
import type { CatalogueEntry, Holding } from './home-catalogue.js';

/**
 * The jump flag (auth/R00010035, spec 3 "Jump-flag result") from the catalogue
 * entry and what the customer holds of it:
 * - nothing held (or a right they may not see): isReturnRightsDetails '0' (the tap goes to nopower);
 * - jumpType 3: the external jumpUrl;
 * - jumpType 2, a right with its own page (rescue, health card...): flag 1, /rights/customer/{type};
 * - exactly one usable coupon: flag 2, its detail (/rights/coupondatial/{type});
 * - several: jumpType 1, the coupon list (/rights/coupons/{type}).
 */
export function decideJumpFlag(entry: CatalogueEntry | null, held: Holding | undefined): JumpFlagResult {
  const none: JumpFlagResult = {
    isReturnRightsDetails: '0',
    flag: '0',
    serviceType: entry?.serviceType ?? '',
    jumpType: entry?.jumpType ?? '',
    jumpUrl: '',
    presentSource: '',
  };
  if (!entry || !held || held.coupons === 0) return none;
  const base = { ...none, isReturnRightsDetails: '1', presentSource: held.source };
  if (entry.jumpType === '3') return { ...base, jumpType: '3', jumpUrl: entry.jumpUrl };
  if (entry.jumpType === '2') return { ...base, flag: '1' };
  if (held.coupons === 1) return { ...base, flag: '2', jumpType: '1' };
  return { ...base, jumpType: '1' };
}
