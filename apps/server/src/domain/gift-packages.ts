import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { issueCoupon, type CouponRow } from './coupons.js';
import { customerGiftPackages, giftPackages } from '../db/schema/gift-packages.js';
import type { GiftItem } from '../db/schema/gifts.js';
import { serviceCatalogue } from '../db/schema/rights.js';

const dayMs = 86_400_000;

/**
 * Claims a customer's gift package: one conditional UPDATE from `toClaim` to
 * `claimed`, then its coupons. Run it inside a transaction: of any number of
 * racing claims only one UPDATE matches, the others get null and issue nothing.
 */
export async function claimGiftPackage(
  tx: DbOrTx,
  customerId: string,
  packageId: string,
  plateNumber: string | null,
  now = new Date(),
): Promise<CouponRow[] | null> {
  const [claimed] = await tx
    .update(customerGiftPackages)
    .set({ state: 'claimed', claimedAt: now, plateNumber })
    .where(
      and(
        eq(customerGiftPackages.customerId, customerId),
        eq(customerGiftPackages.packageId, packageId),
        eq(customerGiftPackages.state, 'toClaim'),
      ),
    )
    .returning();
  if (!claimed) return null;
  const [pkg] = await tx.select().from(giftPackages).where(eq(giftPackages.id, packageId));
  if (!pkg) throw new Error(`gift package ${packageId} is missing`);
  const types = pkg.items.map((i) => i.serviceType);
  const catalogue = await tx
    .select()
    .from(serviceCatalogue)
    .where(inArray(serviceCatalogue.serviceType, types));
  const items = pkg.items.map((item): GiftItem => {
    const entry = catalogue.find((c) => c.serviceType === item.serviceType);
    if (!entry) throw new Error(`gift package ${packageId} names unknown service ${item.serviceType}`);
    return { ...item, name: entry.name, nameEn: entry.nameEn, transferable: entry.transferable };
  });
  return issuePackageItems(tx, customerId, items, {
    source: 'giftPackage',
    refId: packageId,
    now,
    plateNumber,
  });
}

/**
 * Issues a package's items to a customer: one coupon per item (per item and unit when `units` is
 * more than 1), valid from `now` for the item's days. Gift packages, gift codes and gift exchanges
 * all issue this way; run it in the transaction that took the package, code or exchange, so the
 * coupons are issued with it or not at all.
 */
export async function issuePackageItems(
  tx: DbOrTx,
  customerId: string,
  items: readonly GiftItem[],
  issue: {
    source: 'giftPackage' | 'exchange';
    /** What the coupons' `issued` history line names as their origin. */
    refId: string;
    now: Date;
    units?: number;
    plateNumber?: string | null;
  },
): Promise<CouponRow[]> {
  const { now } = issue;
  const issued: CouponRow[] = [];
  for (let unit = 0; unit < (issue.units ?? 1); unit++) {
    for (const item of items) {
      issued.push(
        await issueCoupon(
          tx,
          {
            customerId,
            serviceType: item.serviceType,
            name: item.name,
            nameEn: item.nameEn,
            source: issue.source,
            validFrom: now,
            validTo: new Date(now.getTime() + item.validDays * dayMs),
            quantity: item.quantity,
            faceValue: item.faceValue ?? null,
            plateNumber: issue.plateNumber ?? null,
            transferable: item.transferable ?? false,
          },
          { kind: 'customer', id: customerId },
          issue.refId,
        ),
      );
    }
  }
  return issued;
}
