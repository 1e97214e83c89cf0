import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Coupon, GiftPackage, JumpFlagResult, MyRightsHome, RightsModule } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  for (const p of ['headPage', 'vip', 'haveRc', 'noRights', 'giftDoing', 'giftDone', 'multiBranch'])
    tokens.set(p, (await loginAs(t, p)).token);
});
afterAll(async () => {
  await t.close();
});

const base = '/api/rcservice';
function tokenOf(persona: string): string {
  const token = tokens.get(persona);
  if (!token) throw new Error(`no login for ${persona}`);
  return token;
}
async function get<T>(persona: string | null, url: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({
    method: 'GET',
    url: base + url,
    token: persona ? tokenOf(persona) : undefined,
    locale,
  });
  return res.json<Reply<T>>();
}
async function post<T>(persona: string | null, url: string, payload: object = {}) {
  const res = await t.call({
    method: 'POST',
    url: base + url,
    payload,
    token: persona ? tokenOf(persona) : undefined,
  });
  return res.json<Reply<T>>();
}
async function scalar(query: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(sql.raw(query));
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(list[0]?.n ?? -1);
}

describe('the "my rights" home (rights/R00010024)', () => {
  it("lists held rights first, without VIP-only or other branches' rights, for an ordinary customer", async () => {
    const home = await get<MyRightsHome>('headPage', '/rights/R00010024');
    expect(home.status).toBe(0);
    const items = home.data.comRightsBos;
    expect(items.length).toBeGreaterThanOrEqual(8);
    const firstFree = items.findIndex((i) => i.isHaveThisRight === '0');
    if (firstFree >= 0) expect(items.slice(firstFree).every((i) => i.isHaveThisRight === '0')).toBe(true);
    const types = items.map((i) => i.serviceType);
    expect(types).toContain('9');
    expect(types).toContain('32'); // Beijing courtesy car: their branch
    expect(types).not.toContain('31'); // Shanghai only
    expect(types).not.toContain('41'); // VIP only
    expect(home.data.isHaveVipRights).toBe(false);
    // held means a usable coupon: unused, valid now, uses left
    const usable = await scalar(
      `select count(distinct c.service_type)::int as n from coupons c join customers u on u.id = c.customer_id
       where u.pid = 'PID10000001' and c.state = 'unused' and c.valid_from <= now() and c.valid_to > now()
       and c.used_count < c.quantity and c.service_type not in ('41', '42', '43', '44', '51', '31', '33')`,
    );
    expect(items.filter((i) => i.isHaveThisRight === '1')).toHaveLength(usable);
  });

  it('gives a VIP customer VIP rights and the rights of their own branch', async () => {
    const home = await get<MyRightsHome>('vip', '/rights/R00010024');
    expect(home.data.isHaveVipRights).toBe(true);
    expect(home.data.isShowAIFlag).toBe(true);
    const types = home.data.comRightsBos.map((i) => i.serviceType);
    expect(types).toContain('31');
    expect(types).not.toContain('32');
    const parking = home.data.comRightsBos.find((i) => i.serviceType === '16');
    expect(parking?.wechatFlag).toBe('1');
    const vip = await post<{ list: { serviceType: string; isHaveThisRight: string }[] }>(
      'vip',
      '/vipRights/R00010076',
    );
    expect(vip.data.list.filter((i) => i.isHaveThisRight === '1').length).toBe(4);
  });

  it('shows a customer without rights the catalogue, none held', async () => {
    const home = await get<MyRightsHome>('noRights', '/rights/R00010024');
    expect(home.data.comRightsBos.length).toBe(8);
    expect(home.data.comRightsBos.every((i) => i.isHaveThisRight === '0')).toBe(true);
    expect((await get<{ list: unknown[] }>('noRights', '/rights/R00010022')).data.list).toEqual([]);
  });

  it('answers in English', async () => {
    const home = await get<MyRightsHome>('headPage', '/rights/R00010024', 'en-US');
    expect(home.data.comRightsBos.find((i) => i.serviceType === '9')?.showName).toBe('Car wash');
  });
});

describe('the jump flag (auth/R00010035)', () => {
  const flag = (persona: string, serviceType: string, jumpType = '1') =>
    post<JumpFlagResult>(persona, '/auth/R00010035', { jumpType, serviceType });

  it.each([
    ['haveRc', '9', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    ['haveRc', '1', { isReturnRightsDetails: '1', flag: '1' }],
    // headPage holds several paint coupons (rights and bookable seeds): the list.
    ['headPage', '11', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    // The demo books the designated driver in the app (issue 19): several coupons, the list.
    ['headPage', '6', { isReturnRightsDetails: '1', flag: '0', jumpType: '1' }],
    ['headPage', '18', { isReturnRightsDetails: '1', jumpType: '3', jumpUrl: '/demo/partner/fuel' }],
    ['headPage', '14', { isReturnRightsDetails: '0' }],
    ['headPage', '41', { isReturnRightsDetails: '0' }],
    ['noRights', '9', { isReturnRightsDetails: '0' }],
  ])('%s taps %s', async (persona, type, expected) => {
    const res = await flag(persona, type);
    expect(res.status).toBe(0);
    expect(res.data).toMatchObject(expected);
  });

  it('is the same on personalHomePage/getJumpType', async () => {
    const res = await post<JumpFlagResult>('haveRc', '/personalHomePage/getJumpType', { serviceType: '9' });
    expect(res.data).toMatchObject({ isReturnRightsDetails: '1', jumpType: '1' });
  });
});

describe('rights screens', () => {
  it('pages through the coupons of one type, usable first', async () => {
    const total = await scalar(
      `select count(*)::int as n from coupons c join customers u on u.id = c.customer_id
       where u.pid = 'PID10000009' and c.service_type = '9'`,
    );
    expect(total).toBeGreaterThanOrEqual(3);
    const first = await get<{ list: Coupon[]; total: number }>(
      'haveRc',
      '/rights/R00010026/9?onPagenum=1&onPagesize=2',
    );
    expect(first.data.total).toBe(total);
    expect(first.data.list).toHaveLength(2);
    expect(first.data.list.every((c) => c.state === 'unused' && c.code.startsWith('****'))).toBe(true);
    const second = await get<{ list: Coupon[] }>('haveRc', '/rights/R00010026/9?onPagenum=2&onPagesize=2');
    expect(second.data.list).toHaveLength(Math.min(2, total - 2));
  });

  it('reminds of rights expiring within 30 days', async () => {
    const tips = await post<{ tips: { content: string; level: string }[] }>(
      'headPage',
      '/rights/R000100tipsSelect',
      {},
    );
    expect(tips.data.tips.some((tip) => tip.content.includes('钣金喷漆'))).toBe(true);
    expect(tips.data.tips.some((tip) => tip.content.includes('家庭保洁'))).toBe(true);
    const none = await post<{ tips: unknown[] }>('noRights', '/rights/R000100tipsSelect', {});
    expect(none.data.tips).toEqual([]);
  });

  it('shows the module screens and the collection', async () => {
    const steward = await post<RightsModule>('headPage', '/rights/R00010023', {});
    expect(steward.data.list.map((i) => i.serviceType)).toContain('1');
    const life = await post<RightsModule>('headPage', '/rights/R00010021', {});
    expect(life.data.list.length).toBeGreaterThan(0);
    const origin = await post<RightsModule>('headPage', '/rights/R00010018', { modelType: 'home' });
    expect(origin.data.list.map((i) => i.serviceType)).toEqual(['21', '22']);
    const all = await get<{ groups: RightsModule[] }>('vip', '/rights/R00010089');
    expect(all.data.groups.length).toBeGreaterThanOrEqual(7);
    const detail = await get<{ availableCount: number; isHaveThisRight: string }>(
      'headPage',
      '/rights/R00010025/9',
    );
    expect(detail.data.isHaveThisRight).toBe('1');
    expect(detail.data.availableCount).toBeGreaterThanOrEqual(3);
  });

  it("refuses a plate that is not the customer's", async () => {
    expect((await post('headPage', '/rights/R00010023', { plateNumber: '沪B88888' })).status).toBe(-5);
  });
});

describe("one customer cannot read another's entitlements", () => {
  it('answers -3 for rights hidden from the customer and -4 without a session', async () => {
    expect((await get('headPage', '/rights/R00010025/41')).status).toBe(-3);
    expect((await get('headPage', '/rights/R00010026/31')).status).toBe(-3);
    expect((await get('vip', '/rights/R00010026/32')).status).toBe(-3);
    expect((await get(null, '/rights/R00010024')).status).toBe(-4);
    expect((await get(null, '/rights/R00010026/9')).status).toBe(-4);
  });

  it("answers -3 for another customer's AI assessment", async () => {
    expect((await get('vip', '/AIMeasureApi/R00020102?key=PID10000001:abcdef12')).status).toBe(-3);
    const mine = await get<{ state: string }>('vip', '/AIMeasureApi/R00020102?key=PID10000002:abcdef12');
    expect(mine.data.state).toBe('done');
  });

  it("does not switch to a branch company that is not the customer's, and changes nothing", async () => {
    const before = await scalar(`select count(*)::int as n from sessions where branch_code = '440300'`);
    expect((await get('headPage', '/authority/R00010093/440300')).status).toBe(-3);
    expect(await scalar(`select count(*)::int as n from sessions where branch_code = '440300'`)).toBe(before);
  });

  it('re-filters the catalogue by the branch switched to', async () => {
    const sw = await get<{ branchCompanyCode: string }>('multiBranch', '/authority/R00010093/310000');
    expect(sw.status).toBe(0);
    let area = await post<RightsModule>('multiBranch', '/rights/R00010019', {});
    expect(area.data.list.map((i) => i.serviceType)).toEqual(['31']);
    await get('multiBranch', '/authority/R00010093/110000');
    area = await post<RightsModule>('multiBranch', '/rights/R00010019', {});
    expect(area.data.list.map((i) => i.serviceType)).toEqual(['32']);
  });
});

describe('gift packages', () => {
  it('shows a claimed package with its coupons', async () => {
    const res = await post<GiftPackage>('giftDone', '/rights/R00010020', { active: 'done' });
    expect(res.data.state).toBe('claimed');
    expect(res.data.coupons.length).toBeGreaterThanOrEqual(5);
  });

  it('gives exactly one success to 20 concurrent claims', async () => {
    const before = await post<GiftPackage>('giftDoing', '/rights/R00010020', { active: 'doing' });
    expect(before.data.state).toBe('toClaim');
    const couponsBefore = await scalar(
      `select count(*)::int as n from coupons c join customers u on u.id = c.customer_id where u.pid = 'PID10000004'`,
    );
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => post<{ coupons: Coupon[] }>('giftDoing', '/rights/R00010016', {})),
    );
    expect(replies.filter((r) => r.status === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.status !== 0).every((r) => r.status === -3)).toBe(true);
    const couponsAfter = await scalar(
      `select count(*)::int as n from coupons c join customers u on u.id = c.customer_id where u.pid = 'PID10000004'`,
    );
    expect(couponsAfter - couponsBefore).toBe(5);
    const after = await post<GiftPackage>('giftDoing', '/rights/R00010020', {});
    expect(after.data.state).toBe('claimed');
  });
});
