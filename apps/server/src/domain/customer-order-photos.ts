import { asc, eq } from 'drizzle-orm';
import { cameraShotSchema, type CustomerOrderPhoto } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { consentInForce } from './consents.js';
import { orderImages } from '../db/schema/index.js';

/**
 * Shots that identify the car and so its owner: the plate and the VIN plate. A
 * merchant sees them only while the customer's consent to share with merchants
 * is in force (decision 011: the latest ledger row, so a withdrawal hides them at
 * once). Damage, odometer and other photos were put on the order for whoever
 * serves it and are shown to that merchant whatever the consent (decision 026).
 */
const identifyingShots: ReadonlySet<string> = new Set(['plate', 'vin']);

/**
 * The customer's photos of a service order, for the merchant whose redemption
 * served it (the caller has checked that): what each shows, oldest first, and
 * how many identifying shots the customer's consent withholds.
 */
export async function customerPhotosOf(
  db: DbOrTx,
  order: { id: string; customerId: string },
): Promise<{ customerImages: CustomerOrderPhoto[]; customerImagesWithheld: number }> {
  const rows = await db
    .select({
      id: orderImages.id,
      contentType: orderImages.contentType,
      bytes: orderImages.bytes,
      shot: orderImages.shot,
    })
    .from(orderImages)
    .where(eq(orderImages.orderId, order.id))
    .orderBy(asc(orderImages.createdAt), asc(orderImages.id));
  if (rows.length === 0) return { customerImages: [], customerImagesWithheld: 0 };
  const consented = await consentInForce(db, order.customerId, 'merchantSharing');
  const customerImages: CustomerOrderPhoto[] = [];
  let customerImagesWithheld = 0;
  for (const r of rows) {
    const shot = r.shot === null ? null : (cameraShotSchema.safeParse(r.shot).data ?? 'other');
    if (shot !== null && identifyingShots.has(shot) && !consented) {
      customerImagesWithheld += 1;
      continue;
    }
    customerImages.push({
      imageId: r.id,
      url: `data:${r.contentType};base64,${r.bytes.toString('base64')}`,
      shot,
    });
  }
  return { customerImages, customerImagesWithheld };
}
