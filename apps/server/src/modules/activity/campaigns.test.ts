import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityCampaign, claimCampaignCoupon, myCoupons } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { freeSlots } from '../../domain/campaigns.js';
import { createTestCampaign } from '../../testing/campaign-fixtures.js';
import { couponEvents, coupons, campaigns } from '../../db/schema/index.js';
import { demoCampaignSize } from '../../seed/campaigns.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer } = testKit(() => t);
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A claim as the page sends it (the id unchecked: malformed ones are part of the test). */
function claim(campaignId: string, as: CustomerSession | undefined, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return callRaw(claimCampaignCoupon, { body: { campaignId } }, { as, locale });
}

/** A campaign made in the test, running now unless told otherwise. */
async function campaign(total: number, window: [number, number] = [-1, 1]): Promise<string> {
  const row = await createTestCampaign(t.database.db, { total, window });
  return row.id;
}

async function issuedBy(campaignId: string) {
  return t.database.db
    .select({ couponId: couponEvents.couponId, customerId: coupons.customerId })
    .from(couponEvents)
    .innerJoin(coupons, eq(coupons.id, couponEvents.couponId))
    .where(and(eq(couponEvents.refId, campaignId), eq(couponEvents.action, 'issued')));
}

describe('coupon campaigns', () => {
  it('shows the demo activity’s campaign, claims one coupon once, and lists it in my coupons', async () => {
    // The campaign is the one the demo activity ships with (seed/campaigns.ts): its page is under test.
    const me = await aCustomer();
    const [demo] = await t.database.db.select().from(campaigns).where(eq(campaigns.total, demoCampaignSize));
    const activityId = demo?.activityId ?? '';
    const before = await call(activityCampaign, { as: me, params: { id: activityId } });
    expect(before.status).toBe(0);
    const shown = before.data;
    expect(shown).toMatchObject({
      state: 'ongoing',
      available: true,
      claimedCouponId: null,
      serviceType: '9',
    });

    const first = await call(claimCampaignCoupon, { as: me, body: { campaignId: shown.id } });
    expect(first.status).toBe(0);
    const coupon = first.data.coupon;
    expect(first.data?.alreadyClaimed).toBe(false);
    expect(coupon).toMatchObject({
      source: 'campaign',
      state: 'unused',
      serviceType: '9',
      name: '精致洗车（活动领取）',
    });
    expect(coupon.code).toMatch(/^\*+\d{4}$/);
    expect(new Date(coupon.validTo).getTime() - new Date(coupon.validFrom).getTime()).toBe(30 * dayMs);

    const again = await call(claimCampaignCoupon, { as: me, body: { campaignId: shown.id } });
    expect(again.status).toBe(0);
    expect(again.data).toMatchObject({ alreadyClaimed: true, coupon: { id: coupon.id } });
    expect(await issuedBy(shown.id)).toHaveLength(1);
    expect(await freeSlots(t.database.db, shown.id)).toBe(demoCampaignSize - 1);

    const after = await ok(activityCampaign, { as: me, params: { id: activityId } });
    expect(after.claimedCouponId).toBe(coupon.id);
    const list = await ok(myCoupons, { as: me, body: { onPagenum: 1, onPagesize: 50, serviceType: '9' } });
    expect(list.list.map((c) => c.id)).toContain(coupon.id);
  });

  it('gives a small pool to exactly as many racing customers as it has coupons, and nothing to the rest', async () => {
    const id = await campaign(3);
    const customers: CustomerSession[] = [];
    for (let i = 0; i < 8; i++) customers.push(await aCustomer());
    const replies = await Promise.all(customers.map((c) => claim(id, c, 'en-US')));
    const won = replies.filter((r) => r.status === 0);
    const lost = replies.filter((r) => r.status !== 0);
    expect(won).toHaveLength(3);
    expect(lost).toHaveLength(5);
    for (const r of lost) expect(r.statusText).toBe('All the coupons have been claimed');
    const issued = await issuedBy(id);
    expect(issued).toHaveLength(3);
    expect(new Set(issued.map((i) => i.customerId)).size).toBe(3);
    expect(await freeSlots(t.database.db, id)).toBe(0);
  });

  it('gives one customer one coupon however many claims race', async () => {
    const id = await campaign(10);
    const me = await aCustomer({ branches: ['110000', '310000'] });
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call(claimCampaignCoupon, { as: me, body: { campaignId: id } })),
    );
    expect(replies.every((r) => r.status === 0)).toBe(true);
    const ids = new Set(replies.map((r) => r.data.coupon.id));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.data.alreadyClaimed === false)).toHaveLength(1);
    expect(await issuedBy(id)).toHaveLength(1);
    expect(await freeSlots(t.database.db, id)).toBe(9);
  });

  it('refuses a campaign that has not started or has ended, an unknown one and a malformed id, changing nothing', async () => {
    const me = await aCustomer();
    const upcoming = await campaign(5, [1, 2]);
    const ended = await campaign(5, [-2, -1]);
    for (const id of [upcoming, ended]) {
      const reply = await claim(id, me);
      expect(reply.status).not.toBe(0);
      expect(reply.statusText).toBe('活动未开始或已结束');
      expect(await freeSlots(t.database.db, id)).toBe(5);
      expect(await issuedBy(id)).toHaveLength(0);
    }
    const unknown = await claim('00000000-0000-4000-8000-000000000000', me);
    expect(unknown.status).not.toBe(0);
    const bad = await claim('not-a-uuid', me, 'en-US');
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('Coupon campaign');
    const noCampaign = await call(activityCampaign, {
      as: me,
      params: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(noCampaign.status).not.toBe(0);
  });

  it('answers only a signed-in customer', async () => {
    const res = await claim('00000000-0000-4000-8000-000000000000', undefined);
    expect(res.status).not.toBe(0);
  });
});
