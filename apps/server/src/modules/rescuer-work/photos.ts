import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { UploadedImage } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import { busyDispatchStatuses } from '../../domain/rescue-dispatch.js';
import { orders, rescueDispatches, rescuePhotos } from '../../db/schema/index.js';
import { refusedField, texts } from './texts.js';

const maxPhotosPerOrder = 9;

function dataUrl(p: { contentType: string; bytes: Buffer }): string {
  return `data:${p.contentType};base64,${p.bytes.toString('base64')}`;
}

export async function photosOf(deps: AppDeps, orderId: string): Promise<UploadedImage[]> {
  const rows = await deps.db
    .select()
    .from(rescuePhotos)
    .where(eq(rescuePhotos.orderId, orderId))
    .orderBy(asc(rescuePhotos.createdAt));
  return rows.map((p) => ({ imageId: p.id, url: dataUrl(p) }));
}

/**
 * A photo for the rescuer's own open work order: the bytes decide the type
 * (never the name or the declared type) and metadata (EXIF, with the GPS
 * position and the phone's serial) is dropped before storing.
 */
export async function uploadPhoto(
  deps: AppDeps,
  rescuerId: string,
  body: { ticketId: string; subTicketId: string; dataBase64: string },
): Promise<UploadedImage> {
  const [d] = await deps.db
    .select({ id: rescueDispatches.id, orderId: rescueDispatches.orderId })
    .from(rescueDispatches)
    .innerJoin(orders, eq(orders.id, rescueDispatches.orderId))
    .where(
      and(
        eq(rescueDispatches.subTicketId, body.subTicketId),
        eq(orders.orderNo, body.ticketId),
        eq(rescueDispatches.rescuerId, rescuerId),
        inArray(rescueDispatches.status, [...busyDispatchStatuses]),
      ),
    );
  if (!d) throw notFound();
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) throw refusedField('dataBase64', texts.photoTooLarge);
  const clean = await cleanImage(raw);
  if (!clean) throw refusedField('dataBase64', texts.photoNotImage);
  return deps.db.transaction(async (tx) => {
    // Counted and inserted in one transaction under the work order's row lock: two uploads at once cannot pass 9.
    await tx
      .select({ id: rescueDispatches.id })
      .from(rescueDispatches)
      .where(eq(rescueDispatches.id, d.id))
      .for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(rescuePhotos)
      .where(eq(rescuePhotos.orderId, d.orderId));
    if ((held?.n ?? 0) >= maxPhotosPerOrder) throw toast(texts.photosFull);
    const [row] = await tx
      .insert(rescuePhotos)
      .values({
        orderId: d.orderId,
        dispatchId: d.id,
        rescuerId,
        contentType: clean.kind.contentType,
        bytes: clean.bytes,
        size: clean.bytes.length,
      })
      .returning();
    if (!row) throw new Error('photo insert returned nothing');
    return { imageId: row.id, url: dataUrl(row) };
  });
}
