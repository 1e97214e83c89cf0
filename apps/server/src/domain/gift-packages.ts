import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { issueCoupon, type CouponRow } from './coupons.js';
import { customerGiftPackages, giftPackages } from '../db/schema/gift-packages.js';
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
  const issued: CouponRow[] = [];
  for (const item of pkg.items) {
    const entry = catalogue.find((c) => c.serviceType === item.serviceType);
    if (!entry) throw new Error(`gift package ${packageId} names unknown service ${item.serviceType}`);
    issued.push(
      await issueCoupon(
        tx,
        {
          customerId,
          serviceType: entry.serviceType,
          name: entry.name,
          nameEn: entry.nameEn,
          source: 'giftPackage',
          validFrom: now,
          validTo: new Date(now.getTime() + item.validDays * dayMs),
          quantity: item.quantity,
          faceValue: item.faceValue ?? null,
          plateNumber,
          transferable: entry.transferable,
        },
        { kind: 'customer', id: customerId },
        packageId,
      ),
    );
  }
  return issued;
}
