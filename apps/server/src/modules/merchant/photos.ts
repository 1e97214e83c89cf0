import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { Status } from '@rc/contract';
import { merchantPhotos } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { makeRoomForPhoto } from './unattached-photos.js';
import { cleanImage, maxImageBytes } from './images.js';
import { text } from './texts.js';
import { imageUrl } from './orders-view.js';
import { merchantOf } from './identity.js';

/** The merchant's proof photos: uploaded before a redemption, attached by it. */

export async function uploadImage(
  deps: AppDeps,
  session: SessionContext | null,
  body: { fileName: string; contentType: string; dataBase64: string },
): Promise<{ imageId: string; url: string }> {
  const me = await merchantOf(deps, session);
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) {
    throw new BusinessError(Status.badInput, text.tooLarge, {
      errors: [{ field: 'dataBase64', message: text.tooLarge['en-US'] }],
    });
  }
  const clean = await cleanImage(raw);
  if (!clean) {
    throw new BusinessError(Status.badInput, text.notImage, {
      errors: [{ field: 'dataBase64', message: text.notImage['en-US'] }],
    });
  }
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    // At most so many wait unattached, none for longer than a day (decision 045).
    await makeRoomForPhoto(tx, me.merchant.id);
    await tx.insert(merchantPhotos).values({
      id,
      merchantId: me.merchant.id,
      fileName: `${id}.${clean.kind.ext}`,
      contentType: clean.kind.contentType,
      bytes: clean.bytes,
      size: clean.bytes.length,
    });
  });
  return { imageId: id, url: imageUrl({ contentType: clean.kind.contentType, bytes: clean.bytes }) };
}

export async function deleteImage(
  deps: AppDeps,
  session: SessionContext | null,
  imageId: string,
): Promise<null> {
  const me = await merchantOf(deps, session);
  if (!/^[0-9a-f-]{36}$/i.test(imageId)) throw notFound();
  const gone = await deps.db
    .delete(merchantPhotos)
    .where(
      and(
        eq(merchantPhotos.id, imageId),
        eq(merchantPhotos.merchantId, me.merchant.id),
        isNull(merchantPhotos.redemptionId),
      ),
    )
    .returning({ id: merchantPhotos.id });
  if (gone.length === 0) throw notFound();
  return null;
}
