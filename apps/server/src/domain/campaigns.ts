import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../db/client.js';
import { catalogueOf } from '../db/catalogue-cache.js';
import { issueCoupon, type CouponRow } from './coupons.js';
import { campaignSlots, campaigns, coupons } from '../db/schema/index.js';

/**
 * Coupon campaigns: a pool of coupons pre-split into one slot per coupon, claimed
 * one per customer with `FOR UPDATE SKIP LOCKED` (schema/campaigns.ts). There is
 * no "coupons left" counter that every claim would have to update, so a thousand
 * customers claiming at once each lock a different row and none waits for another.
 */
export type CampaignRow = typeof campaigns.$inferSelect;

/** Claims spread over this many buckets; a claim tries a random one first, then any. */
export const campaignBuckets = 64;

const dayMs = 24 * 3600 * 1000;

export function campaignState(c: Pick<CampaignRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (now < c.startsAt) return 'upcoming' as const;
  return now < c.endsAt ? ('ongoing' as const) : ('ended' as const);
}

/** Creates a campaign and its slots (one INSERT … SELECT, so 100 000 slots take one statement). */
export async function createCampaign(
  db: DbOrTx,
  values: Omit<typeof campaigns.$inferInsert, 'id' | 'createdAt'>,
): Promise<CampaignRow> {
  if (!Number.isInteger(values.total) || values.total < 1)
    throw new Error('a campaign gives at least one coupon');
  const run = async (tx: DbOrTx) => {
    const [row] = await tx.insert(campaigns).values(values).returning();
    if (!row) throw new Error('campaign insert returned nothing');
    await tx.execute(sql`
      insert into campaign_slots (campaign_id, bucket)
      select ${row.id}::uuid, (g % ${campaignBuckets})::smallint
      from generate_series(0, ${values.total - 1}) as g`);
    return row;
  };
  return db.transaction(run);
}

export interface CampaignView {
  campaign: CampaignRow;
  /** Whether a free slot is left (an index probe, not a count). */
  available: boolean;
  claimedCouponId: string | null;
}

/** The campaign an activity offers, as one customer sees it; null when the activity has none. */
export async function campaignOfActivity(
  db: DbOrTx,
  activityId: string,
  customerId: string,
): Promise<CampaignView | null> {
  const [row] = await db
    .select({
      campaign: campaigns,
      available: sql<boolean>`exists (select 1 from campaign_slots s where s.campaign_id = ${campaigns.id} and s.customer_id is null)`,
      claimedCouponId: campaignSlots.couponId,
    })
    .from(campaigns)
    .leftJoin(
      campaignSlots,
      and(eq(campaignSlots.campaignId, campaigns.id), eq(campaignSlots.customerId, customerId)),
    )
    .where(eq(campaigns.activityId, activityId))
    .orderBy(campaigns.startsAt)
    .limit(1);
  if (!row) return null;
  return { campaign: row.campaign, available: Boolean(row.available), claimedCouponId: row.claimedCouponId };
}

export type ClaimOutcome =
  | { outcome: 'claimed' | 'alreadyClaimed'; coupon: CouponRow }
  | { outcome: 'unknown' | 'notRunning' | 'soldOut' };

class SoldOut extends Error {}

/** The PostgreSQL error code and constraint of a failed query (drizzle may wrap the driver's error). */
function pgError(err: unknown): { code?: string; constraint?: string } {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code) {
      const constraint = 'constraint' in e && typeof e.constraint === 'string' ? e.constraint : undefined;
      return { code, ...(constraint ? { constraint } : {}) };
    }
    e = 'cause' in e ? e.cause : undefined;
  }
  return {};
}

async function claimedCoupon(db: DbOrTx, campaignId: string, customerId: string): Promise<CouponRow | null> {
  const [row] = await db
    .select({ coupon: coupons })
    .from(campaignSlots)
    .innerJoin(coupons, eq(coupons.id, campaignSlots.couponId))
    .where(and(eq(campaignSlots.campaignId, campaignId), eq(campaignSlots.customerId, customerId)));
  return row?.coupon ?? null;
}

/** Takes a free slot of the bucket (or of any bucket) for the coupon; null when none is left. */
async function takeSlot(
  tx: Tx,
  campaignId: string,
  bucket: number | null,
  customerId: string,
  couponId: string,
  now: Date,
): Promise<number | null> {
  const free = tx
    .select({ id: campaignSlots.id })
    .from(campaignSlots)
    .where(
      and(
        eq(campaignSlots.campaignId, campaignId),
        isNull(campaignSlots.customerId),
        ...(bucket === null ? [] : [eq(campaignSlots.bucket, bucket)]),
      ),
    )
    .limit(1)
    .for('update', { skipLocked: true });
  const [taken] = await tx
    .update(campaignSlots)
    .set({ customerId, couponId, claimedAt: now })
    .where(and(inArray(campaignSlots.id, free), isNull(campaignSlots.customerId)))
    .returning({ id: campaignSlots.id });
  return taken?.id ?? null;
}

/**
 * One customer claims one coupon of a campaign, in one transaction: the coupon is
 * issued (with its ledger row) and a free slot taken for it; when no slot is free
 * the transaction rolls back and nothing is issued. A customer holds at most one
 * slot per campaign (a unique index), so a second claim, even one racing the
 * first, answers the coupon already claimed.
 */
export async function claimCampaignCoupon(
  db: DbOrTx,
  campaignId: string,
  customerId: string,
  now = new Date(),
): Promise<ClaimOutcome> {
  // The campaign and this customer's claim of it, in one query.
  const [found] = await db
    .select({ campaign: campaigns, coupon: coupons })
    .from(campaigns)
    .leftJoin(
      campaignSlots,
      and(eq(campaignSlots.campaignId, campaigns.id), eq(campaignSlots.customerId, customerId)),
    )
    .leftJoin(coupons, eq(coupons.id, campaignSlots.couponId))
    .where(eq(campaigns.id, campaignId));
  const campaign = found?.campaign;
  if (!campaign) return { outcome: 'unknown' };
  if (found.coupon) return { outcome: 'alreadyClaimed', coupon: found.coupon };
  if (campaignState(campaign, now) !== 'ongoing') return { outcome: 'notRunning' };
  const transferable = (await catalogueOf(db)).byType.get(campaign.serviceType)?.transferable ?? false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await claimOnce(db, campaign, customerId, transferable, now);
    } catch (err) {
      // A repeated 12-digit redemption code (rare): issue again with a new one.
      if (attempt < 3 && pgError(err).constraint === 'coupons_code_unique') continue;
      throw err;
    }
  }
}

async function claimOnce(
  db: DbOrTx,
  campaign: CampaignRow,
  customerId: string,
  transferable: boolean,
  now: Date,
): Promise<ClaimOutcome> {
  const campaignId = campaign.id;
  try {
    const coupon = await db.transaction(async (tx) => {
      const issued = await issueCoupon(
        tx,
        {
          customerId,
          serviceType: campaign.serviceType,
          name: campaign.couponName,
          nameEn: campaign.couponNameEn,
          source: 'campaign',
          validFrom: now,
          validTo: new Date(now.getTime() + campaign.validDays * dayMs),
          faceValue: campaign.faceValue,
          transferable,
        },
        { kind: 'customer', id: customerId },
        campaignId,
      );
      const slot =
        (await takeSlot(tx, campaignId, randomInt(campaignBuckets), customerId, issued.id, now)) ??
        (await takeSlot(tx, campaignId, null, customerId, issued.id, now));
      if (slot === null) throw new SoldOut();
      return issued;
    });
    return { outcome: 'claimed', coupon };
  } catch (err) {
    if (err instanceof SoldOut) return { outcome: 'soldOut' };
    const { code, constraint } = pgError(err);
    if (code === '23505' && constraint !== 'coupons_code_unique') {
      const won = await claimedCoupon(db, campaignId, customerId);
      if (won) return { outcome: 'alreadyClaimed', coupon: won };
    }
    throw err;
  }
}

/** Whether any slot of the campaign is still free (for tests and the bench). */
export async function freeSlots(db: DbOrTx, campaignId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campaignSlots)
    .where(and(eq(campaignSlots.campaignId, campaignId), isNull(campaignSlots.customerId)));
  return Number(row?.n ?? 0);
}
