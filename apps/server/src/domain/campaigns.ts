import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { catalogueOf } from '../db/catalogue-cache.js';
import { newRedemptionCode, type CouponRow } from './coupons.js';
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

/** The coupon columns by their database name, to read a raw statement's returned row as drizzle would. */
const couponColumns = Object.entries(getTableColumns(coupons));

function couponOf(raw: Record<string, unknown>): CouponRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of couponColumns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as CouponRow;
}

/**
 * The claim itself, one statement (decision 055): a free slot of a random bucket (else of
 * any bucket) locked with SKIP LOCKED, the coupon issued for it with its ledger row, and the
 * slot taken, all or nothing. With no slot free it issues nothing. One round trip and no
 * BEGIN/COMMIT of its own; inside an idempotent call it runs in that call's transaction.
 */
async function claimOnce(
  db: DbOrTx,
  campaign: CampaignRow,
  customerId: string,
  transferable: boolean,
  now: Date,
): Promise<ClaimOutcome> {
  const campaignId = campaign.id;
  const validTo = new Date(now.getTime() + campaign.validDays * dayMs);
  try {
    const result = await db.execute(sql`
      with mine as (
        select id from campaign_slots
        where campaign_id = ${campaignId} and customer_id is null and bucket = ${randomInt(campaignBuckets)}
        limit 1 for update skip locked
      ), anyone as (
        select id from campaign_slots
        where campaign_id = ${campaignId} and customer_id is null and not exists (select 1 from mine)
        limit 1 for update skip locked
      ), slot as (
        select id from mine union all select id from anyone limit 1
      ), issued as (
        insert into coupons (customer_id, service_type, name, name_en, code, source, valid_from, valid_to,
                             face_value, transferable)
        select ${customerId}, ${campaign.serviceType}, ${campaign.couponName}, ${campaign.couponNameEn},
               ${newRedemptionCode()}, 'campaign', ${now}, ${validTo}, ${campaign.faceValue}, ${transferable}
        from slot
        returning *
      ), ledger as (
        insert into coupon_events (coupon_id, action, actor_kind, actor_id, count, ref_id, note)
        select id, 'issued', 'customer', ${customerId}, 0, ${campaignId}, '' from issued
      ), taken as (
        update campaign_slots set customer_id = ${customerId}, coupon_id = issued.id, claimed_at = ${now}
        from issued, slot where campaign_slots.id = slot.id
      )
      select * from issued`);
    const raw = (result as { rows: Record<string, unknown>[] }).rows[0];
    if (!raw) return { outcome: 'soldOut' };
    return { outcome: 'claimed', coupon: couponOf(raw) };
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
