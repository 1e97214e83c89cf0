import { asc, count, eq } from 'drizzle-orm';
import type { UploadedImage } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { rescueDispatches, rescuePhotos } from '../db/schema/index.js';
import { busyDispatchStatuses } from './rescue-dispatch.js';
import { ownWorkOrder } from './rescuer-work-orders.js';
import { photoDataUrl } from './order-photos.js';

/** At most this many photos per rescue order. */
export const maxPhotosPerOrder = 9;

/** A rescue order's photos, oldest first. */
export async function rescuePhotosOf(db: DbOrTx, orderId: string): Promise<UploadedImage[]> {
  const rows = await db
    .select()
    .from(rescuePhotos)
    .where(eq(rescuePhotos.orderId, orderId))
    .orderBy(asc(rescuePhotos.createdAt));
  return rows.map((p) => ({ imageId: p.id, url: photoDataUrl(p) }));
}

/** The rescuer's own open work order with this ticket and sub-ticket, or null. */
export function openWorkOrderOf(
  db: DbOrTx,
  rescuerId: string,
  ticketId: string,
  subTicketId: string,
): Promise<{ id: string; orderId: string } | null> {
  return ownWorkOrder(db, rescuerId, ticketId, subTicketId, busyDispatchStatuses);
}

/**
 * Stores a cleaned photo on a work order: counted and inserted in one transaction under the
 * work order's row lock, so two uploads at once cannot pass the maximum (`full`: nothing stored).
 */
export async function storeRescuePhoto(
  db: Db,
  d: { id: string; orderId: string },
  rescuerId: string,
  photo: { contentType: string; bytes: Buffer },
): Promise<UploadedImage | 'full'> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(eq(rescueDispatches.id, d.id))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(rescuePhotos)
      .where(eq(rescuePhotos.orderId, d.orderId));
    if ((held?.n ?? 0) >= maxPhotosPerOrder) return 'full' as const;
    const [row] = await tx
      .insert(rescuePhotos)
      .values({
        orderId: d.orderId,
        dispatchId: d.id,
        rescuerId,
        contentType: photo.contentType,
        bytes: photo.bytes,
        size: photo.bytes.length,
      })
      .returning();
    if (!row) throw new Error('photo insert returned nothing');
    return { imageId: row.id, url: photoDataUrl(row) };
  });
}
