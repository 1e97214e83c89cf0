import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  aiAssessmentResult,
  branchAreaRights,
  carLifeRights,
  carStewardRights,
  claimRights,
  couponsOfType,
  giftPackageRights,
  homePageJumpType,
  normalRights,
  originRights,
  ownServices,
  resolveJumpType,
  rightDetail,
  rightsCollection,
  rightsTips,
  switchBranchCompany,
  vipRights,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CouponOptions, type CustomerSession } from '../../testing/factories.js';
import { coupons, sessions } from '../../db/schema/index.js';

let t: TestApp;
const { call, ok, aCustomer, aCoupon, aGiftPackage } = testKit(() => t);
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Coupons of `owner`, one per service type listed (a type twice: two coupons). */
async function holding(owner: CustomerSession, types: string[], extra: Partial<CouponOptions> = {}) {
  for (const serviceType of types) await aCoupon({ owner, serviceType, ...extra });
}

async function couponCount(owner: { id: string }): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(coupons)
    .where(eq(coupons.customerId, owner.id));
  return Number(row?.n ?? -1);
}

describe('the "my rights" home (rights/R00010024)', () => {
  it("lists held rights first, without VIP-only or other branches' rights, for an ordinary customer", async () => {
    // Beijing (110000), not VIP: three usable rights of theirs, coupons of rights hidden from them
    // (Shanghai's 31, the VIP 41), and three coupons that do not make a right held.
    const me = await aCustomer({ branches: ['110000'] });
    await holding(me, ['9', '9', '11', '32', '31', '41']);
    await aCoupon({ owner: me, serviceType: '13', state: 'expired' });
    await aCoupon({ owner: me, serviceType: '14', state: 'used' });
    await aCoupon({ owner: me, serviceType: '15', state: 'notYetValid' });
    const home = await ok(normalRights, { as: me });
    const items = home.comRightsBos;
    expect(items.length).toBeGreaterThanOrEqual(8);
    const firstFree = items.findIndex((i) => i.isHaveThisRight === '0');
    expect(firstFree).toBeGreaterThan(0);
    expect(items.slice(firstFree).every((i) => i.isHaveThisRight === '0')).toBe(true);
    const types = items.map((i) => i.serviceType);
    expect(types).toContain('9');
    expect(types).toContain('32'); // Beijing courtesy car: their branch
    expect(types).not.toContain('31'); // Shanghai only
    expect(types).not.toContain('41'); // VIP only
    expect(home.isHaveVipRights).toBe(false);
    // held means a usable coupon: unused, valid now, uses left
    const held = items.filter((i) => i.isHaveThisRight === '1').map((i) => i.serviceType);
    expect(held.sort()).toEqual(['11', '32', '9']);
  });

  it('gives a VIP customer VIP rights and the rights of their own branch', async () => {
    const vip = await aCustomer({ vip: true, branches: ['310000'], degree: { name: '钻石卡', code: 'D' } });
    // Their branch's right (Shanghai, 31) shows; Beijing's (32) does not, though they hold one.
    await holding(vip, ['41', '42', '43', '44', '31', '32', '16']);
    const home = await ok(normalRights, { as: vip });
    expect(home.isHaveVipRights).toBe(true);
    expect(home.isShowAIFlag).toBe(true);
    const types = home.comRightsBos.map((i) => i.serviceType);
    expect(types).toContain('31');
    expect(types).not.toContain('32');
    const parking = home.comRightsBos.find((i) => i.serviceType === '16');
    expect(parking?.wechatFlag).toBe('1');
    const list = (await ok(vipRights, { as: vip })).list;
    expect(
      list
        .filter((i) => i.isHaveThisRight === '1')
        .map((i) => i.serviceType)
        .sort(),
    ).toEqual(['41', '42', '43', '44']);
  });

  it('shows a customer without rights the catalogue, none held', async () => {
    const none = await aCustomer({ landing: {} });
    const home = await ok(normalRights, { as: none });
    expect(home.comRightsBos.length).toBe(8);
    expect(home.comRightsBos.every((i) => i.isHaveThisRight === '0')).toBe(true);
    expect((await ok(ownServices, { as: none })).list).toEqual([]);
  });

  it('answers in English', async () => {
    const me = await aCustomer();
    const home = await ok(normalRights, { as: me, locale: 'en-US' });
    expect(home.comRightsBos.find((i) => i.serviceType === '9')?.showName).toBe('Car wash');
  });
});

describe('the jump flag (auth/R00010035)', () => {
  let holder: CustomerSession;
  let none: CustomerSession;
  beforeAll(async () => {
    holder = await aCustomer();
    // Several car wash, paint and designated-driver coupons (the list); one roadside rescue
    // (its own page); a fuel offer (a partner's link); a battery check that has expired.
    await holding(holder, ['9', '9', '11', '11', '6', '6', '1', '18']);
    await aCoupon({ owner: holder, serviceType: '14', state: 'expired' });
    none = await aCustomer({ landing: {} });
  });

  it.each([
    ['holder', '9', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    ['holder', '1', { isReturnRightsDetails: '1', flag: '1' }],
    ['holder', '11', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    // The demo books the designated driver in the app (issue 19): several coupons, the list.
    ['holder', '6', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    ['holder', '18', { isReturnRightsDetails: '1', jumpType: '3', jumpUrl: '/demo/partner/fuel' }],
    ['holder', '14', { isReturnRightsDetails: '0' }],
    ['holder', '41', { isReturnRightsDetails: '0' }],
    ['none', '9', { isReturnRightsDetails: '0' }],
  ] as const)('%s taps %s', async (who, serviceType, expected) => {
    const res = await call(resolveJumpType, {
      as: who === 'holder' ? holder : none,
      body: { jumpType: '1', serviceType },
    });
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject(expected);
  });

  it('is the same on the home page jump endpoint (homePageJumpType)', async () => {
    const res = await ok(homePageJumpType, { as: holder, body: { serviceType: '9' } });
    expect(res).toMatchObject({ isReturnRightsDetails: '1', jumpType: '1' });
  });
});

describe('rights screens', () => {
  it('pages through the coupons of one type, usable first', async () => {
    const me = await aCustomer();
    await aCoupon({ owner: me, serviceType: '9', state: 'used' });
    await holding(me, ['9', '9', '9']);
    const first = await ok(couponsOfType, {
      as: me,
      params: { type: '9' },
      query: { onPagenum: 1, onPagesize: 2 },
    });
    expect(first.total).toBe(4);
    expect(first.list).toHaveLength(2);
    expect(first.list.every((c) => c.state === 'unused' && c.code.startsWith('****'))).toBe(true);
    const second = await ok(couponsOfType, {
      as: me,
      params: { type: '9' },
      query: { onPagenum: 2, onPagesize: 2 },
    });
    expect(second.list.map((c) => c.state)).toEqual(['unused', 'used']);
  });

  it('reminds of rights expiring within 30 days', async () => {
    const me = await aCustomer();
    const soon = new Date(Date.now() + 10 * dayMs);
    await aCoupon({ owner: me, serviceType: '11', validUntil: soon });
    await aCoupon({ owner: me, serviceType: '21', validUntil: soon });
    await aCoupon({ owner: me, serviceType: '13', validUntil: new Date(Date.now() + 90 * dayMs) });
    const tips = await ok(rightsTips, { as: me, body: {} });
    expect(tips.tips.some((tip) => tip.content.includes('钣金喷漆'))).toBe(true);
    expect(tips.tips.some((tip) => tip.content.includes('家庭保洁'))).toBe(true);
    expect(tips.tips.some((tip) => tip.content.includes('轮胎服务'))).toBe(false);
    const none = await aCustomer({ landing: {} });
    expect((await ok(rightsTips, { as: none, body: {} })).tips).toEqual([]);
  });

  it('shows the module screens and the collection', async () => {
    const me = await aCustomer();
    await holding(me, ['1', '9', '9', '9', '15']);
    const steward = await ok(carStewardRights, { as: me, body: {} });
    expect(steward.list.map((i) => i.serviceType)).toContain('1');
    const life = await ok(carLifeRights, { as: me, body: {} });
    expect(life.list.length).toBeGreaterThan(0);
    const origin = await ok(originRights, { as: me, body: { modelType: 'home' } });
    expect(origin.list.map((i) => i.serviceType)).toEqual(['21', '22']);
    const vip = await aCustomer({ vip: true, branches: ['310000'] });
    const all = await ok(rightsCollection, { as: vip });
    expect(all.groups.length).toBeGreaterThanOrEqual(7);
    const detail = await ok(rightDetail, { as: me, params: { type: '9' } });
    expect(detail.isHaveThisRight).toBe('1');
    expect(detail.availableCount).toBe(3);
  });

  it("refuses a plate that is not the customer's", async () => {
    const me = await aCustomer();
    const other = await aCustomer();
    const res = await call(carStewardRights, { as: me, body: { plateNumber: other.plates[0] ?? '' } });
    expect(res.status).toBe(-5);
    // Their own plate is answered.
    expect((await call(carStewardRights, { as: me, body: { plateNumber: me.plates[0] ?? '' } })).status).toBe(
      0,
    );
  });
});

describe("one customer cannot read another's entitlements", () => {
  it('answers -3 for rights hidden from the customer and -4 without a session', async () => {
    const beijing = await aCustomer({ branches: ['110000'] });
    const shanghaiVip = await aCustomer({ vip: true, branches: ['310000'] });
    expect((await call(rightDetail, { as: beijing, params: { type: '41' } })).status).toBe(-3);
    expect((await call(couponsOfType, { as: beijing, params: { type: '31' } })).status).toBe(-3);
    expect((await call(couponsOfType, { as: shanghaiVip, params: { type: '32' } })).status).toBe(-3);
    expect((await call(normalRights, {})).status).toBe(-4);
    expect((await call(couponsOfType, { params: { type: '9' } })).status).toBe(-4);
  });

  it("answers -3 for another customer's AI assessment", async () => {
    const vip = await aCustomer({ vip: true, branches: ['310000'] });
    const other = await aCustomer();
    const theirs = await call(aiAssessmentResult, { as: vip, query: { key: `${other.pid}:abcdef12` } });
    expect(theirs.status).toBe(-3);
    const mine = await ok(aiAssessmentResult, { as: vip, query: { key: `${vip.pid}:abcdef12` } });
    expect(mine.state).toBe('done');
  });

  it("does not switch to a branch company that is not the customer's, and changes nothing", async () => {
    const me = await aCustomer({ branches: ['110000'] });
    const count = async () =>
      Number(
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sessions)
            .where(eq(sessions.branchCode, '440300'))
        )[0]?.n ?? -1,
      );
    const before = await count();
    expect((await call(switchBranchCompany, { as: me, params: { id: '440300' } })).status).toBe(-3);
    expect(await count()).toBe(before);
  });

  it('re-filters the catalogue by the branch switched to', async () => {
    const me = await aCustomer({ branches: ['310000', '320000', '110000'] });
    const sw = await call(switchBranchCompany, { as: me, params: { id: '310000' } });
    expect(sw.status).toBe(0);
    let area = await ok(branchAreaRights, { as: me, body: {} });
    expect(area.list.map((i) => i.serviceType)).toEqual(['31']);
    await ok(switchBranchCompany, { as: me, params: { id: '110000' } });
    area = await ok(branchAreaRights, { as: me, body: {} });
    expect(area.list.map((i) => i.serviceType)).toEqual(['32']);
  });
});

describe('gift packages', () => {
  it('shows a claimed package with its coupons', async () => {
    const me = await aCustomer({ landing: { isGiftBag: 'Y' } });
    const pkg = await aGiftPackage({ for: me });
    await ok(claimRights, { as: me, body: {} });
    const res = await ok(giftPackageRights, { as: me, body: { active: 'done' } });
    expect(res.state).toBe('claimed');
    expect(res.coupons).toHaveLength(pkg.items.length);
    expect(res.coupons.map((c) => c.serviceType).sort()).toEqual(pkg.items.map((i) => i.serviceType).sort());
  });

  it('gives exactly one success to 20 concurrent claims', async () => {
    const me = await aCustomer({ landing: { isGiftBag: 'N' } });
    const pkg = await aGiftPackage({ for: me });
    const before = await ok(giftPackageRights, { as: me, body: { active: 'doing' } });
    expect(before.state).toBe('toClaim');
    const couponsBefore = await couponCount(me);
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => call(claimRights, { as: me, body: {} })),
    );
    expect(replies.filter((r) => r.status === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 0).every((r) => r.status === -3)).toBe(true);
    expect((await couponCount(me)) - couponsBefore).toBe(pkg.items.length);
    const after = await ok(giftPackageRights, { as: me, body: {} });
    expect(after.state).toBe('claimed');
  });
});
