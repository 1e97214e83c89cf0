import { randomUUID } from 'node:crypto';
import { Status, type Locale, type Localized, type UploadedImage } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import {
  attachOrderPhotos,
  deleteOwnPhoto,
  orderPhotosOpen,
  ownOrderForPhotos,
  ownPhoto,
  photoDataUrl,
  storeOrderPhoto,
} from '../../domain/order-photos.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

const words = {
  tooLarge: { 'zh-CN': '图片不能超过2MB', 'en-US': 'The photo must be 2 MB or smaller.' },
  notImage: { 'zh-CN': '仅支持JPEG、PNG或WebP图片', 'en-US': 'Only JPEG, PNG or WebP photos are accepted.' },
  tooMany: {
    'zh-CN': '待提交的图片过多，请先提交或删除部分图片',
    'en-US': 'Too many photos are waiting; submit or delete some first.',
  },
  orderFull: { 'zh-CN': '每个订单最多9张图片', 'en-US': 'An order takes at most 9 photos.' },
  orderClosed: {
    'zh-CN': '服务已开始或订单已结束，不能再修改图片',
    'en-US': 'The service has started or the order has ended; its photos can no longer change.',
  },
} satisfies Record<string, Localized>;

function refused(text: Localized): BusinessError {
  return new BusinessError(Status.badInput, text, {
    errors: [{ field: 'dataBase64', message: text['en-US'] }],
  });
}

/**
 * order/image: the bytes decide the type (never the name or the declared type),
 * metadata is dropped and the stored name is made here. With an order reference
 * the photo joins that order, which must be the customer's own (else -3) and
 * not yet in service.
 */
export async function uploadOrderImage(
  deps: AppDeps,
  customerId: string,
  body: {
    dataBase64: string;
    orderPrimaryId?: string | undefined;
    primaryCheck?: string | undefined;
    /** What a camera shot (order/R00010303) shows; kept with the photo. */
    shot?: string | undefined;
  },
): Promise<UploadedImage> {
  let orderId: string | null = null;
  if (body.orderPrimaryId) {
    const order = await ownOrderForPhotos(deps.db, customerId, body.orderPrimaryId, body.primaryCheck ?? '');
    if (!order) throw notFound();
    if (!orderPhotosOpen(order.status)) throw toast(words.orderClosed);
    orderId = order.id;
  }
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) throw refused(words.tooLarge);
  const clean = await cleanImage(raw);
  if (!clean) throw refused(words.notImage);
  const id = randomUUID();
  const stored = await storeOrderPhoto(deps.db, customerId, orderId, {
    id,
    fileName: `${id}.${clean.kind.ext}`,
    contentType: clean.kind.contentType,
    bytes: clean.bytes,
    shot: body.shot ?? null,
  });
  if (!stored.ok) throw toast(words[stored.reason]);
  return { imageId: id, url: photoDataUrl({ contentType: clean.kind.contentType, bytes: clean.bytes }) };
}

/**
 * order/deleteImage: only the customer's own photo (another's answers -3 and
 * stays), and only while it is unattached or its order has not started.
 */
export async function deleteOrderImage(deps: AppDeps, customerId: string, imageId: string): Promise<null> {
  const image = await ownPhoto(deps.db, customerId, imageId);
  if (!image) throw notFound();
  if (image.orderId && !(image.status && orderPhotosOpen(image.status))) throw toast(words.orderClosed);
  const outcome = await deleteOwnPhoto(deps.db, customerId, image);
  if (outcome === 'orderClosed') throw toast(words.orderClosed);
  if (outcome === 'notFound') throw notFound();
  return null;
}

/**
 * Attaches uploaded photos to an order in the caller's transaction (the submit's): each must
 * be the customer's and not attached yet, or the whole submit is refused (-5 imageIds) and
 * the caller's transaction rolls back.
 */
export async function attachImages(
  tx: DbOrTx,
  customerId: string,
  orderId: string,
  imageIds: readonly string[],
  locale: Locale,
): Promise<void> {
  if (!(await attachOrderPhotos(tx, customerId, orderId, imageIds))) throw badField('imageIds', locale);
}
