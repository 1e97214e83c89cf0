import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { catalogueOf } from './catalogue-cache.js';
import { newRedemptionCode, type CouponRow } from './coupons.js';
import { campaignSlots, campaigns, couponEvents, coupons } from './schema/index.js';

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

/**
 * One customer claims one coupon of a campaign, in one statement: the coupon is
 * issued (with its ledger row) and a free slot taken for it; when no slot is free
 * nothing is issued. A customer holds at most one
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

/**
 * The claim itself, as one statement (so one round trip, and atomic without a
 * BEGIN/COMMIT around it): lock a free slot of a random bucket, or of any bucket
 * when that one has none, with `FOR UPDATE SKIP LOCKED`; issue the coupon only
 * when a slot was locked; give the slot to it; write the coupon's ledger row
 * (the same row `issueCoupon` writes). No row back means the campaign is sold out.
 */
async function claimOnce(
  db: DbOrTx,
  campaign: CampaignRow,
  customerId: string,
  transferable: boolean,
  now: Date,
): Promise<ClaimOutcome> {
  const campaignId = campaign.id;
  const at = now.toISOString();
  const validTo = new Date(now.getTime() + campaign.validDays * dayMs).toISOString();
  const col = (c: { name: string }) => sql.identifier(c.name);
  // A branch of a UNION may not lock rows itself, so each locks in a subquery of its own.
  const freeSlot = (bucket: number | null) => sql`select id from (
    select ${campaignSlots.id} from ${campaignSlots}
    where ${campaignSlots.campaignId} = ${campaignId} and ${campaignSlots.customerId} is null
      ${bucket === null ? sql`` : sql`and ${campaignSlots.bucket} = ${bucket}`}
    limit 1 for update skip locked) as ${sql.identifier(bucket === null ? 'any_bucket' : 'one_bucket')}`;
  const free = db
    .$with('free', { id: campaignSlots.id })
    .as(sql`${freeSlot(randomInt(campaignBuckets))} union all ${freeSlot(null)} limit 1`);
  const issued = db.$with('issued', getTableColumns(coupons)).as(sql`
    insert into ${coupons} (${col(coupons.customerId)}, ${col(coupons.serviceType)}, ${col(coupons.name)},
      ${col(coupons.nameEn)}, ${col(coupons.code)}, ${col(coupons.source)}, ${col(coupons.validFrom)},
      ${col(coupons.validTo)}, ${col(coupons.faceValue)}, ${col(coupons.transferable)})
    select ${customerId}::uuid, ${campaign.serviceType}, ${campaign.couponName}, ${campaign.couponNameEn},
      ${newRedemptionCode()}, 'campaign', ${at}::timestamptz, ${validTo}::timestamptz,
      ${campaign.faceValue}::integer, ${transferable}::boolean
    from free
    returning *`);
  const taken = db.$with('taken', { id: campaignSlots.id }).as(sql`
    update ${campaignSlots}
    set ${col(campaignSlots.customerId)} = ${customerId}::uuid, ${col(campaignSlots.couponId)} = issued.id,
      ${col(campaignSlots.claimedAt)} = ${at}::timestamptz
    from issued, free
    where ${campaignSlots.id} = free.id
    returning ${campaignSlots.id}`);
  const ledger = db.$with('ledger', { id: couponEvents.id }).as(sql`
    insert into ${couponEvents} (${col(couponEvents.couponId)}, ${col(couponEvents.action)},
      ${col(couponEvents.actorKind)}, ${col(couponEvents.actorId)}, ${col(couponEvents.refId)})
    select issued.id, 'issued', 'customer', ${customerId}, ${campaignId} from issued
    returning ${col(couponEvents.id)}`);
  try {
    const [coupon] = await db.with(free, issued, taken, ledger).select().from(issued);
    return coupon ? { outcome: 'claimed', coupon } : { outcome: 'soldOut' };
  } catch (err) {
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
