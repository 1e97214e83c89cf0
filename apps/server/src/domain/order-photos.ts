import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { isUuid, type UploadedImage } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { orderImages, orders } from '../db/schema/index.js';
import { cancellableStatuses } from './orders.js';

/**
 * A customer's order photos: uploaded (the bytes already cleaned) before the form that
 * names them, or straight onto one of their orders while it has not started.
 */

/** Photos one order (or one question about it) may carry, as the contract's `imageIds`. */
export const maxImagesPerOrder = 9;
/** Unattached uploads a customer may hold at once: enough for any form, not a free file store. */
const maxPendingImages = 30;

export function photoDataUrl(p: { contentType: string; bytes: Buffer }): string {
  return `data:${p.contentType};base64,${p.bytes.toString('base64')}`;
}

/** The customer's own order by id and check (its status), or null (another's order looks like none). */
export async function ownOrderForPhotos(
  db: DbOrTx,
  customerId: string,
  id: string,
  primaryCheck: string,
): Promise<{ id: string; status: (typeof orders.$inferSelect)['status'] } | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId), eq(orders.primaryCheck, primaryCheck)));
  return row ?? null;
}

/** Whether an order's photos may still change (the service has not started). */
export function orderPhotosOpen(status: (typeof orders.$inferSelect)['status']): boolean {
  return cancellableStatuses.includes(status);
}

/** Why a photo was not stored; nothing was written. */
export type PhotoRefusal = 'orderFull' | 'tooMany';
class PhotoRefused extends Error {
  constructor(readonly reason: PhotoRefusal) {
    super(reason);
  }
}

/**
 * Stores a cleaned photo, unattached or onto the order given, in one transaction with the
 * count of what is held: an order holds at most `maxImagesPerOrder`, a customer at most
 * `maxPendingImages` waiting. Refused as a value, nothing stored.
 */
export async function storeOrderPhoto(
  db: Db,
  customerId: string,
  orderId: string | null,
  photo: { id: string; fileName: string; contentType: string; bytes: Buffer; shot: string | null },
): Promise<{ ok: true } | { ok: false; reason: PhotoRefusal }> {
  try {
    await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ n: count() })
        .from(orderImages)
        .where(
          orderId
            ? eq(orderImages.orderId, orderId)
            : and(eq(orderImages.customerId, customerId), isNull(orderImages.orderId)),
        );
      if (orderId && (held?.n ?? 0) >= maxImagesPerOrder) throw new PhotoRefused('orderFull');
      if (!orderId && (held?.n ?? 0) >= maxPendingImages) throw new PhotoRefused('tooMany');
      await tx.insert(orderImages).values({
        id: photo.id,
        customerId,
        orderId,
        fileName: photo.fileName,
        contentType: photo.contentType,
        bytes: photo.bytes,
        size: photo.bytes.length,
        shot: photo.shot,
      });
    });
    return { ok: true };
  } catch (e) {
    if (e instanceof PhotoRefused) return { ok: false, reason: e.reason };
    throw e;
  }
}

/** One of the customer's own photos and the status of its order (null: unattached). */
export async function ownPhoto(db: DbOrTx, customerId: string, imageId: string) {
  if (!isUuid(imageId)) return null;
  const [image] = await db
    .select({ id: orderImages.id, orderId: orderImages.orderId, status: orders.status })
    .from(orderImages)
    .leftJoin(orders, eq(orders.id, orderImages.orderId))
    .where(and(eq(orderImages.id, imageId), eq(orderImages.customerId, customerId)));
  return image ?? null;
}

class DeleteRefused extends Error {
  constructor(readonly reason: 'orderClosed' | 'notFound') {
    super(reason);
  }
}

/**
 * Deletes the customer's own photo, re-checking its order's status under a row lock inside
 * the delete, so a service starting meanwhile keeps its photos. Refused as a value.
 */
export async function deleteOwnPhoto(
  db: Db,
  customerId: string,
  image: { id: string; orderId: string | null },
): Promise<'deleted' | 'orderClosed' | 'notFound'> {
  try {
    await db.transaction(async (tx) => {
      const open = image.orderId
        ? await tx
            .select({ id: orders.id })
            .from(orders)
            .where(and(eq(orders.id, image.orderId), inArray(orders.status, [...cancellableStatuses])))
            .for('update')
        : [{ id: '' }];
      if (open.length === 0) throw new DeleteRefused('orderClosed');
      const gone = await tx
        .delete(orderImages)
        .where(and(eq(orderImages.id, image.id), eq(orderImages.customerId, customerId)))
        .returning({ id: orderImages.id });
      if (gone.length === 0) throw new DeleteRefused('notFound');
    });
    return 'deleted';
  } catch (e) {
    if (e instanceof DeleteRefused) return e.reason;
    throw e;
  }
}

/**
 * Attaches uploaded photos to an order in the caller's transaction: each must be the
 * customer's and not attached yet, and the order must have room. False when refused: the
 * caller's transaction must then be rolled back (some photos may have been attached).
 */
export async function attachOrderPhotos(
  tx: DbOrTx,
  customerId: string,
  orderId: string,
  imageIds: readonly string[],
): Promise<boolean> {
  if (imageIds.length === 0) return true;
  const ids = [...new Set(imageIds)];
  if (ids.some((id) => !isUuid(id))) return false;
  const [held] = await tx.select({ n: count() }).from(orderImages).where(eq(orderImages.orderId, orderId));
  if ((held?.n ?? 0) + ids.length > maxImagesPerOrder) return false;
  const attached = await tx
    .update(orderImages)
    .set({ orderId })
    .where(
      and(inArray(orderImages.id, ids), eq(orderImages.customerId, customerId), isNull(orderImages.orderId)),
    )
    .returning({ id: orderImages.id });
  return attached.length === ids.length;
}

/** An order's photos, oldest first, as the detail shows them. */
export async function photosOfOrder(db: DbOrTx, orderId: string): Promise<UploadedImage[]> {
  const rows = await db
    .select({ id: orderImages.id, contentType: orderImages.contentType, bytes: orderImages.bytes })
    .from(orderImages)
    .where(eq(orderImages.orderId, orderId))
    .orderBy(asc(orderImages.createdAt), asc(orderImages.id));
  return rows.map((r) => ({ imageId: r.id, url: photoDataUrl(r) }));
}
