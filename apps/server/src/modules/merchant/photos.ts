import { randomUUID } from 'node:crypto';
import { Status, type Localized } from '@rc/contract';
import {
  deleteWaitingPhoto,
  maxUnattachedMerchantPhotos,
  storeMerchantPhoto,
} from '../../domain/merchant-photos.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound } from '../../http/errors.js';
import type { SessionContext } from '../../http/session-store.js';
import { cleanImage, maxImageBytes } from './images.js';
import { text } from './texts.js';
import { imageUrl } from './orders-view.js';
import { merchantOf } from './identity.js';

/** The merchant's proof photos: uploaded before a redemption, attached by it. */

const tooMany: Localized = {
  'zh-CN': `待提交的服务照片已达${maxUnattachedMerchantPhotos}张，请先完成服务或删除部分照片`,
  'en-US': `${maxUnattachedMerchantPhotos} service photos are already waiting; complete a service or delete some first.`,
};

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
  const stored = await storeMerchantPhoto(deps.db, me.merchant.id, {
    id,
    fileName: `${id}.${clean.kind.ext}`,
    contentType: clean.kind.contentType,
    bytes: clean.bytes,
  });
  // At most so many wait unattached (decision 045): refused naming the photo, nothing stored.
  if (stored === 'full') {
    throw new BusinessError(Status.badInput, tooMany, {
      errors: [{ field: 'dataBase64', message: tooMany['en-US'] }],
    });
  }
  return { imageId: id, url: imageUrl({ contentType: clean.kind.contentType, bytes: clean.bytes }) };
}

export async function deleteImage(
  deps: AppDeps,
  session: SessionContext | null,
  imageId: string,
): Promise<null> {
  const me = await merchantOf(deps, session);
  if (!/^[0-9a-f-]{36}$/i.test(imageId)) throw notFound();
  if (!(await deleteWaitingPhoto(deps.db, me.merchant.id, imageId))) throw notFound();
  return null;
}
