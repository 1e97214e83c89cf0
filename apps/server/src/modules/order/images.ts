import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { Status, type Locale, type Localized, type UploadedImage, isUuid } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { cleanImage, maxImageBytes } from '../../domain/images.js';
import { cancellableStatuses } from '../../domain/orders.js';
import { orderImages, orders } from '../../db/schema/index.js';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError, notFound, toast } from '../../http/errors.js';
import { badField } from '../../http/validate.js';

/** Photos one order (or one question about it) may carry, as the contract's `imageIds`. */
export const maxImagesPerOrder = 9;
/** Unattached uploads a customer may hold at once: enough for any form, not a free file store. */
const maxPendingImages = 30;

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

/** The customer's own order by id and check, or -3 (another's order looks like none). */
async function ownOrder(db: DbOrTx, customerId: string, id: string, primaryCheck: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId), eq(orders.primaryCheck, primaryCheck)));
  if (!row) throw notFound();
  return row;
}

function dataUrl(p: { contentType: string; bytes: Buffer }): string {
  return `data:${p.contentType};base64,${p.bytes.toString('base64')}`;
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
  const order = body.orderPrimaryId
    ? await ownOrder(deps.db, customerId, body.orderPrimaryId, body.primaryCheck ?? '')
    : null;
  if (order && !cancellableStatuses.includes(order.status)) throw toast(words.orderClosed);
  const raw = Buffer.from(body.dataBase64, 'base64');
  if (raw.length > maxImageBytes) throw refused(words.tooLarge);
  const clean = await cleanImage(raw);
  if (!clean) throw refused(words.notImage);
  const id = randomUUID();
  await deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: count() })
      .from(orderImages)
      .where(
        order
          ? eq(orderImages.orderId, order.id)
          : and(eq(orderImages.customerId, customerId), isNull(orderImages.orderId)),
      );
    if (order && (held?.n ?? 0) >= maxImagesPerOrder) throw toast(words.orderFull);
    if (!order && (held?.n ?? 0) >= maxPendingImages) throw toast(words.tooMany);
    await tx.insert(orderImages).values({
      id,
      customerId,
      orderId: order?.id ?? null,
      fileName: `${id}.${clean.kind.ext}`,
      contentType: clean.kind.contentType,
      bytes: clean.bytes,
      size: clean.bytes.length,
      shot: body.shot ?? null,
    });
  });
  return { imageId: id, url: dataUrl({ contentType: clean.kind.contentType, bytes: clean.bytes }) };
}

/**
 * order/deleteImage: only the customer's own photo (another's answers -3 and
 * stays), and only while it is unattached or its order has not started.
 */
export async function deleteOrderImage(deps: AppDeps, customerId: string, imageId: string): Promise<null> {
  if (!isUuid(imageId)) throw notFound();
  const [image] = await deps.db
    .select({ id: orderImages.id, orderId: orderImages.orderId, status: orders.status })
    .from(orderImages)
    .leftJoin(orders, eq(orders.id, orderImages.orderId))
    .where(and(eq(orderImages.id, imageId), eq(orderImages.customerId, customerId)));
  if (!image) throw notFound();
  if (image.orderId && !(image.status && cancellableStatuses.includes(image.status)))
    throw toast(words.orderClosed);
  await deps.db.transaction(async (tx) => {
    // Re-check the order's status inside the delete, so a service starting meanwhile keeps its photos.
    const open = image.orderId
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, image.orderId), inArray(orders.status, [...cancellableStatuses])))
          .for('update')
      : [{ id: '' }];
    if (open.length === 0) throw toast(words.orderClosed);
    const gone = await tx
      .delete(orderImages)
      .where(and(eq(orderImages.id, imageId), eq(orderImages.customerId, customerId)))
      .returning({ id: orderImages.id });
    if (gone.length === 0) throw notFound();
  });
  return null;
}

/**
 * Attaches uploaded photos to an order in the caller's transaction: each must be
 * the customer's and not attached yet, or the whole submit is refused (-5 imageIds).
 */
export async function attachImages(
  tx: DbOrTx,
  customerId: string,
  orderId: string,
  imageIds: readonly string[],
  locale: Locale,
): Promise<void> {
  if (imageIds.length === 0) return;
  const ids = [...new Set(imageIds)];
  if (ids.some((id) => !isUuid(id))) throw badField('imageIds', locale);
  const [held] = await tx.select({ n: count() }).from(orderImages).where(eq(orderImages.orderId, orderId));
  if ((held?.n ?? 0) + ids.length > maxImagesPerOrder) throw badField('imageIds', locale);
  const attached = await tx
    .update(orderImages)
    .set({ orderId })
    .where(
      and(inArray(orderImages.id, ids), eq(orderImages.customerId, customerId), isNull(orderImages.orderId)),
    )
    .returning({ id: orderImages.id });
  if (attached.length !== ids.length) throw badField('imageIds', locale);
}

/** An order's photos, oldest first, as the detail shows them. */
export async function imagesOf(db: DbOrTx, orderId: string): Promise<UploadedImage[]> {
  const rows = await db
    .select({ id: orderImages.id, contentType: orderImages.contentType, bytes: orderImages.bytes })
    .from(orderImages)
    .where(eq(orderImages.orderId, orderId))
    .orderBy(asc(orderImages.createdAt), asc(orderImages.id));
  return rows.map((r) => ({ imageId: r.id, url: dataUrl(r) }));
}
