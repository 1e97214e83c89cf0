import type { UploadedImage } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { notFound, toast } from '../../http/errors.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import { openWorkOrderOf, rescuePhotosOf, storeRescuePhoto } from '../../domain/rescue-photos.js';
import { refusedField, texts } from './texts.js';

export function photosOf(deps: AppDeps, orderId: string): Promise<UploadedImage[]> {
  return rescuePhotosOf(deps.db, orderId);
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
  const d = await openWorkOrderOf(deps.db, rescuerId, body.ticketId, body.subTicketId);
  if (!d) throw notFound();
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) throw refusedField('dataBase64', texts.photoTooLarge);
  const clean = await cleanImage(raw);
  if (!clean) throw refusedField('dataBase64', texts.photoNotImage);
  // At most nine per order, counted under the work order's lock (domain/rescue-photos.ts).
  const stored = await storeRescuePhoto(deps.db, d, rescuerId, {
    contentType: clean.kind.contentType,
    bytes: clean.bytes,
  });
  if (stored === 'full') throw toast(texts.photosFull);
  return stored;
}
