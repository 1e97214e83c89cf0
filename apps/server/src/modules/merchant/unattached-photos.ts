import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import { Status, type Localized } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { merchantPhotos, merchants } from '../../db/schema/index.js';
import { BusinessError } from '../../http/errors.js';

/**
 * A merchant's proof photos wait unattached between the upload and the completion
 * that names them. They are bounded (decision 045): at most this many wait at once
 * (three completions' worth: a completion takes 9), and one waiting longer than
 * `unattachedPhotoLifetimeMs` is removed (a completion is minutes after its photos).
 */
export const maxUnattachedMerchantPhotos = 27;
export const unattachedPhotoLifetimeMs = 24 * 3_600_000;

const tooMany: Localized = {
  'zh-CN': `待提交的服务照片已达${maxUnattachedMerchantPhotos}张，请先完成服务或删除部分照片`,
  'en-US': `${maxUnattachedMerchantPhotos} service photos are already waiting; complete a service or delete some first.`,
};

/** Removes unattached photos older than the lifetime: one merchant's, or every merchant's (the sweep). */
export async function purgeStaleMerchantPhotos(
  db: DbOrTx,
  now = new Date(),
  merchantId?: string,
): Promise<number> {
  const stale = and(
    isNull(merchantPhotos.redemptionId),
    lt(merchantPhotos.createdAt, new Date(now.getTime() - unattachedPhotoLifetimeMs)),
    merchantId ? eq(merchantPhotos.merchantId, merchantId) : undefined,
  );
  const gone = await db.delete(merchantPhotos).where(stale).returning({ id: merchantPhotos.id });
  return gone.length;
}

/**
 * In the upload's transaction, before its insert: the merchant's row is locked, so two
 * uploads at once count one after the other; stale waiting photos are removed; a
 * merchant already holding the maximum is refused (-5 naming the photo) and nothing is
 * stored.
 */
export async function makeRoomForPhoto(tx: DbOrTx, merchantId: string, now = new Date()): Promise<void> {
  await tx.execute(sql`select 1 from ${merchants} where ${merchants.id} = ${merchantId} for update`);
  await purgeStaleMerchantPhotos(tx, now, merchantId);
  const [held] = await tx
    .select({ n: count() })
    .from(merchantPhotos)
    .where(and(eq(merchantPhotos.merchantId, merchantId), isNull(merchantPhotos.redemptionId)));
  if ((held?.n ?? 0) >= maxUnattachedMerchantPhotos) {
    throw new BusinessError(Status.badInput, tooMany, {
      errors: [{ field: 'dataBase64', message: tooMany['en-US'] }],
    });
  }
}
