import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { rescueLinkCodes } from '../db/schema/rescue.js';

/** Spec 9: a link track code (sd_track_code) expires after 1800 s. */
export const linkCodeSeconds = 1800;

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export async function createLinkCode(
  db: DbOrTx,
  crypto: FieldCrypto,
  by: { rescuerId: string; mobile?: string | undefined },
  now = new Date(),
): Promise<{ trackCode: string; expiresAt: Date }> {
  const trackCode = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + linkCodeSeconds * 1000);
  await db.insert(rescueLinkCodes).values({
    codeHash: hashCode(trackCode),
    createdByRescuerId: by.rescuerId,
    mobileSealed: by.mobile ? crypto.seal(by.mobile) : '',
    createdAt: now,
    expiresAt,
  });
  return { trackCode, expiresAt };
}

export async function linkCodeExpiry(db: DbOrTx, trackCode: string, now = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ expiresAt: rescueLinkCodes.expiresAt })
    .from(rescueLinkCodes)
    .where(
      and(
        eq(rescueLinkCodes.codeHash, hashCode(trackCode)),
        isNull(rescueLinkCodes.usedAt),
        gt(rescueLinkCodes.expiresAt, now),
      ),
    );
  return row?.expiresAt ?? null;
}

/**
 * Uses a link once to hand over where the customer is: one conditional UPDATE
 * on unused and unexpired, so a second or late use is refused (false).
 */
export async function useLinkCode(
  db: DbOrTx,
  crypto: FieldCrypto,
  trackCode: string,
  place: { address: string; lng: number; lat: number },
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .update(rescueLinkCodes)
    .set({ usedAt: now, placeSealed: crypto.seal(JSON.stringify(place)) })
    .where(
      and(
        eq(rescueLinkCodes.codeHash, hashCode(trackCode)),
        isNull(rescueLinkCodes.usedAt),
        gt(rescueLinkCodes.expiresAt, now),
      ),
    )
    .returning({ codeHash: rescueLinkCodes.codeHash });
  return Boolean(row);
}

export type LinkCodeRow = typeof rescueLinkCodes.$inferSelect;

/** A link by its track code (used, lapsed or not); null when no such link was ever made. */
export async function findLinkCode(db: DbOrTx, trackCode: string): Promise<LinkCodeRow | null> {
  const [row] = await db
    .select()
    .from(rescueLinkCodes)
    .where(eq(rescueLinkCodes.codeHash, hashCode(trackCode)));
  return row ?? null;
}
