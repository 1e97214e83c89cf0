import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { campaignSchema, couponSchema, pageOf, type Campaign, type Coupon } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { freeSlots } from '../../domain/campaigns.js';
import { createTestCampaign } from '../../testing/campaign-fixtures.js';
import { couponEvents, coupons, campaigns } from '../../db/schema/index.js';
import { demoCampaignSize } from '../../seed/campaigns.js';

let t: TestApp;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function get<T>(url: string, token: string) {
  const res = await t.call({ method: 'GET', url: `/api/rcservice/activity/${url}`, token });
  return res.json<Reply<T>>();
}
async function claim(campaignId: unknown, token: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/activity/claimCampaign',
    payload: { campaignId },
    token,
    locale,
  });
  return res.json<Reply<{ coupon: Coupon; alreadyClaimed: boolean } | null>>();
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
    const { token } = await loginAs(t, 'headPage');
    const [demo] = await t.database.db.select().from(campaigns).where(eq(campaigns.total, demoCampaignSize));
    const activityId = demo?.activityId ?? '';
    const before = await get<Campaign>(`campaign/${activityId}`, token);
    expect(before.status).toBe(0);
    const shown = campaignSchema.parse(before.data);
    expect(shown).toMatchObject({
      state: 'ongoing',
      available: true,
      claimedCouponId: null,
      serviceType: '9',
    });

    const first = await claim(shown.id, token);
    expect(first.status).toBe(0);
    const coupon = couponSchema.parse(first.data?.coupon);
    expect(first.data?.alreadyClaimed).toBe(false);
    expect(coupon).toMatchObject({
      source: 'campaign',
      state: 'unused',
      serviceType: '9',
      name: '精致洗车（活动领取）',
    });
    expect(coupon.code).toMatch(/^\*+\d{4}$/);
    expect(new Date(coupon.validTo).getTime() - new Date(coupon.validFrom).getTime()).toBe(30 * dayMs);

    const again = await claim(shown.id, token);
    expect(again.status).toBe(0);
    expect(again.data).toMatchObject({ alreadyClaimed: true, coupon: { id: coupon.id } });
    expect(await issuedBy(shown.id)).toHaveLength(1);
    expect(await freeSlots(t.database.db, shown.id)).toBe(demoCampaignSize - 1);

    const after = await get<Campaign>(`campaign/${activityId}`, token);
    expect(after.data.claimedCouponId).toBe(coupon.id);
    const mine = await t.call({
      method: 'POST',
      url: '/api/rcservice/rights/R00010066',
      payload: { onPagenum: 1, onPagesize: 50, serviceType: '9' },
      token,
    });
    const list = pageOf(couponSchema).parse(mine.json<Reply>().data);
    expect(list.list.map((c) => c.id)).toContain(coupon.id);
  });

  it('gives a small pool to exactly as many racing customers as it has coupons, and nothing to the rest', async () => {
    const id = await campaign(3);
    const personas = [
      'vip',
      'giftDone',
      'giftDoing',
      'giftClaim',
      'rightUser',
      'myCoupons',
      'haveRc',
      'noRights',
    ];
    const tokens = await Promise.all(personas.map(async (p) => (await loginAs(t, p)).token));
    const replies = await Promise.all(tokens.map((token) => claim(id, token, 'en-US')));
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
    const { token } = await loginAs(t, 'multiBranch');
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(id, token)));
    expect(replies.every((r) => r.status === 0)).toBe(true);
    const ids = new Set(replies.map((r) => r.data?.coupon.id));
    expect(ids.size).toBe(1);
    expect(replies.filter((r) => r.data?.alreadyClaimed === false)).toHaveLength(1);
    expect(await issuedBy(id)).toHaveLength(1);
    expect(await freeSlots(t.database.db, id)).toBe(9);
  });

  it('refuses a campaign that has not started or has ended, an unknown one and a malformed id, changing nothing', async () => {
    const { token } = await loginAs(t, 'remind');
    const upcoming = await campaign(5, [1, 2]);
    const ended = await campaign(5, [-2, -1]);
    for (const id of [upcoming, ended]) {
      const reply = await claim(id, token);
      expect(reply.status).not.toBe(0);
      expect(reply.statusText).toBe('活动未开始或已结束');
      expect(await freeSlots(t.database.db, id)).toBe(5);
      expect(await issuedBy(id)).toHaveLength(0);
    }
    const unknown = await claim('00000000-0000-4000-8000-000000000000', token);
    expect(unknown.status).not.toBe(0);
    const bad = await claim('not-a-uuid', token, 'en-US');
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('Coupon campaign');
    const noCampaign = await get('campaign/00000000-0000-4000-8000-000000000000', token);
    expect(noCampaign.status).not.toBe(0);
  });

  it('answers only a signed-in customer', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/rcservice/activity/claimCampaign',
      payload: { campaignId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(res.json<Reply>().status).not.toBe(0);
  });
});
