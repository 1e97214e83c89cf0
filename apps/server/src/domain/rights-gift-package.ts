import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { customerGiftPackages, giftPackages } from '../db/schema/gift-packages.js';
import { coupons, serviceCatalogue } from '../db/schema/rights.js';
import { couponPlateIn } from './coupon-scope.js';
import type { CouponRow } from './coupons.js';

/** The gift package offered to the customer last (its offer and the package), or null. */
export async function latestGiftPackage(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select({ offer: customerGiftPackages, pkg: giftPackages })
    .from(customerGiftPackages)
    .innerJoin(giftPackages, eq(giftPackages.id, customerGiftPackages.packageId))
    .where(eq(customerGiftPackages.customerId, customerId))
    .orderBy(desc(customerGiftPackages.offeredAt))
    .limit(1);
  return row ?? null;
}

/** The catalogue rows of the package's service types, whether enabled or not. */
export async function catalogueRowsOf(db: DbOrTx, types: string[]) {
  return db.select().from(serviceCatalogue).where(inArray(serviceCatalogue.serviceType, types));
}

/** The coupons a claimed gift package gave the customer (a grantee: of the authorised plates), by type. */
export async function giftPackageCoupons(
  db: DbOrTx,
  owner: { customerId: string; plates: readonly string[] | null },
): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, owner.customerId),
        eq(coupons.source, 'giftPackage'),
        couponPlateIn(owner.plates),
      ),
    )
    .orderBy(asc(coupons.serviceType), asc(coupons.createdAt));
}
