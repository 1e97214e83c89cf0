import { and, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { merchantPhotos, merchants } from '../db/schema/index.js';

/**
 * A merchant's proof photos wait unattached between the upload and the completion
 * that names them. They are bounded (decision 045): at most this many wait at once
 * (three completions' worth: a completion takes 9), and one waiting longer than
 * `unattachedPhotoLifetimeMs` is removed (a completion is minutes after its photos).
 */
export const maxUnattachedMerchantPhotos = 27;
export const unattachedPhotoLifetimeMs = 24 * 3_600_000;

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

class NoRoom extends Error {}

/**
 * In the upload's transaction, before its insert: the merchant's row is locked, so two
 * uploads at once count one after the other; stale waiting photos are removed; a
 * merchant already holding the maximum is refused (NoRoom) and nothing is stored.
 */
async function makeRoomForPhoto(tx: DbOrTx, merchantId: string, now = new Date()): Promise<void> {
  await tx.execute(sql`select 1 from ${merchants} where ${merchants.id} = ${merchantId} for update`);
  await purgeStaleMerchantPhotos(tx, now, merchantId);
  const [held] = await tx
    .select({ n: count() })
    .from(merchantPhotos)
    .where(and(eq(merchantPhotos.merchantId, merchantId), isNull(merchantPhotos.redemptionId)));
  if ((held?.n ?? 0) >= maxUnattachedMerchantPhotos) throw new NoRoom();
}

/**
 * Stores a cleaned proof photo as waiting for its completion, in one transaction with the room
 * check (decision 045). `full` when the merchant already holds the maximum: nothing changes.
 */
export async function storeMerchantPhoto(
  db: Db,
  merchantId: string,
  photo: { id: string; fileName: string; contentType: string; bytes: Buffer },
): Promise<'stored' | 'full'> {
  try {
    await db.transaction(async (tx) => {
      // At most so many wait unattached, none for longer than a day (decision 045).
      await makeRoomForPhoto(tx, merchantId);
      await tx.insert(merchantPhotos).values({
        id: photo.id,
        merchantId,
        fileName: photo.fileName,
        contentType: photo.contentType,
        bytes: photo.bytes,
        size: photo.bytes.length,
      });
    });
    return 'stored';
  } catch (e) {
    if (e instanceof NoRoom) return 'full';
    throw e;
  }
}

/** Deletes one of a merchant's photos still waiting; false when there is no such photo. */
export async function deleteWaitingPhoto(db: DbOrTx, merchantId: string, imageId: string): Promise<boolean> {
  const gone = await db
    .delete(merchantPhotos)
    .where(
      and(
        eq(merchantPhotos.id, imageId),
        eq(merchantPhotos.merchantId, merchantId),
        isNull(merchantPhotos.redemptionId),
      ),
    )
    .returning({ id: merchantPhotos.id });
  return gone.length > 0;
}
