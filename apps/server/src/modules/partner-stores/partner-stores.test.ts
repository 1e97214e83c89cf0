import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { customerIdOf, freshCoupon } from '../../testing/merchant-fixtures.js';

/**
 * The network's standard and value-added services (spec 7): where a service
 * can be done (placeType, placeName), the form's start (tyorderInit), the
 * coupons a store takes (couponSelect) and the order (vasOrderSubmit).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice/coonetwork';

async function signIn(persona: string): Promise<string> {
  return ((await loginAs(t, persona)) as { token: string }).token;
}
async function post<T = unknown>(path: string, payload: object, token: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'POST', url: api + path, payload, token, locale });
  return res.json<Reply<T>>();
}
async function get<T = unknown>(path: string, token: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'GET', url: api + path, token, locale });
  return res.json<Reply<T>>();
}
async function scalar(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}

interface Coupon {
  id: string;
  serviceType: string;
  usedCount: number;
}
interface Init {
  serviceType: string;
  coupons: Coupon[];
  plateNumbers: string[];
  contactName: string;
  contactMobile: string;
  options: { code: string; name: string; price: number }[];
}
interface Created {
  orderPrimaryId: string;
  primaryCheck: string;
  status: string;
  jumpUrl: string;
}
type FieldErrors = { errors: { field: string }[] };

/** The Shanghai care store (Caohejing) does disinfection (15); the VIP customer holds a coupon for it. */
const shanghaiCare = 'SN310104001';

describe('coonetwork/placeType', () => {
  it('answers the place types, without a store on street parking', async () => {
    const token = await signIn('vip');
    const garage = await get<{ list: { code: string; name: string }[] }>(
      '/placeType?branchCode=310000&serviceType=15&subServiceType=1&parkingModeType=1',
      token,
    );
    expect(garage.status).toBe(0);
    expect(garage.data.list.map((p) => p.code)).toEqual(['store', 'home', 'parking']);
    expect(garage.data.list[0]?.name).toBe('合作门店');
    const street = await get<{ list: { code: string; name: string }[] }>(
      '/placeType?branchCode=310000&serviceType=15&subServiceType=1&parkingModeType=2',
      token,
      'en-US',
    );
    expect(street.data.list.map((p) => p.name)).toEqual(['At my place', 'Named car park']);
  });

  it('refuses a missing branch with -5 naming it', async () => {
    const token = await signIn('vip');
    const res = await get<FieldErrors>('/placeType?serviceType=15&subServiceType=1&parkingModeType=1', token);
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('请填写分公司代码');
    expect(res.data.errors.map((e) => e.field)).toContain('branchCode');
  });
});

describe('coonetwork/placeName', () => {
  it("lists the branch's stores that do the service, with their places", async () => {
    const token = await signIn('vip');
    const res = await get<{ list: { code: string; name: string; place: { address: string } | null }[] }>(
      '/placeName?branchCode=310000&serviceType=15&subServiceType=1&placeType=store',
      token,
    );
    expect(res.status).toBe(0);
    expect(res.data.list.map((p) => p.code).sort()).toEqual([shanghaiCare, 'SN310115001']);
    expect(res.data.list.find((p) => p.code === shanghaiCare)?.place?.address).toContain('宜山路700号');
    // The store sends a technician to the customer's place: the same stores serve.
    const home = await get<{ list: { code: string }[] }>(
      '/placeName?branchCode=310000&serviceType=15&subServiceType=1&placeType=home',
      token,
    );
    expect(home.data.list.map((p) => p.code).sort()).toEqual([shanghaiCare, 'SN310115001']);
    // A car wash store does no disinfection; Beijing's care stores are not Shanghai's.
    const beijing = await get<{ list: { code: string }[] }>(
      '/placeName?branchCode=110000&serviceType=15&subServiceType=1&placeType=store',
      token,
    );
    const beijingCodes = beijing.data.list.map((p) => p.code);
    expect(beijingCodes).toEqual(expect.arrayContaining(['SN110101001', 'SN110106001', 'SN110108001']));
    expect(beijingCodes).not.toContain('SN110105001');
  });

  it('refuses an unknown place type with -5 naming it', async () => {
    const token = await signIn('vip');
    const res = await get<FieldErrors>(
      '/placeName?branchCode=310000&serviceType=15&subServiceType=1&placeType=moon',
      token,
      'en-US',
    );
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('Place type is invalid');
    expect(res.data.errors.map((e) => e.field)).toEqual(['placeType']);
  });
});

describe('coonetwork/tyorderInit', () => {
  it("starts the form with the customer's coupons of the service, plates and the priced options", async () => {
    const token = await signIn('vip');
    const res = await post<Init>('/tyorderInit', { serviceType: '15' }, token);
    expect(res.status).toBe(0);
    expect(res.data.coupons.length).toBeGreaterThan(0);
    expect(res.data.coupons.every((c) => c.serviceType === '15')).toBe(true);
    expect(res.data.plateNumbers).toEqual(['沪B88888', '沪C12345']);
    expect(res.data.contactMobile).toBe('139****5678');
    expect(res.data.options.map((o) => [o.code, o.price])).toEqual([
      ['basic', 0],
      ['ac', 12_800],
    ]);
    // Another customer sees only their own coupons: none of the VIP's.
    const other = await post<Init>('/tyorderInit', { serviceType: '15' }, await signIn('rightUser'));
    expect(other.status).toBe(0);
    expect(
      other.data.coupons.map((c) => c.id).filter((id) => res.data.coupons.some((c) => c.id === id)),
    ).toEqual([]);
  });

  it('refuses a bad service type with -5 naming it', async () => {
    const token = await signIn('vip');
    const res = await post<FieldErrors>('/tyorderInit', { serviceType: '' }, token);
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('请填写服务类型');
    expect(res.data.errors.map((e) => e.field)).toEqual(['serviceType']);
  });
});

describe('coonetwork/couponSelect', () => {
  it('lists the coupons the chosen store takes, and only the customer’s own', async () => {
    const vip = await signIn('vip');
    const atStore = await post<{ list: Coupon[] }>(
      '/couponSelect',
      { serviceType: '9', shopSnCode: 'SN110105001' },
      vip,
    );
    expect(atStore.status).toBe(0);
    // A car-wash store takes every car-wash kind the customer holds: wash, Shanghai wash, VIP detailing.
    expect(new Set(atStore.data.list.map((c) => c.serviceType))).toEqual(new Set(['9', '31', '44']));
    const mine = await post<{ list: Coupon[] }>(
      '/couponSelect',
      { serviceType: '9', shopSnCode: 'SN110105001' },
      await signIn('headPage'),
    );
    expect(mine.data.list.length).toBeGreaterThan(0);
    expect(mine.data.list.some((c) => atStore.data.list.some((v) => v.id === c.id))).toBe(false);
  });

  it('refuses a bad store code with -5 naming it', async () => {
    const res = await post<FieldErrors>(
      '/couponSelect',
      { serviceType: '9', shopSnCode: '' },
      await signIn('vip'),
    );
    expect(res.status).toBe(-5);
    expect(res.data.errors.map((e) => e.field)).toEqual(['shopSnCode']);
  });
});

describe('coonetwork/vasOrderSubmit', () => {
  const order = (couponId: string, extra: object = {}) => ({
    serviceType: '15',
    couponId,
    plateNumber: '沪B88888',
    contactName: '李娜',
    contactMobile: '13916885678',
    shopSnCode: shanghaiCare,
    appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    optionCodes: ['ac'],
    ...extra,
  });
  const counts = async (couponId: string) => [
    await scalar('select count(*)::int as n from orders'),
    await scalar(`select used_count as n from coupons where id = '${couponId}'`),
  ];

  it('places the order at the store with the options priced, paid by the coupon', async () => {
    const token = await signIn('vip');
    const init = await post<Init>('/tyorderInit', { serviceType: '15' }, token);
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon');
    const place = { address: '上海市徐汇区漕溪北路88号地下车库', lng: 121.43676, lat: 31.19237 };
    const res = await post<Created>('/vasOrderSubmit', order(coupon.id, { place }), token);
    expect(res.status).toBe(0);
    expect(res.data.status).toBe('submitted');
    expect(res.data.jumpUrl).toBe(
      `/order/orderdetail/${res.data.orderPrimaryId}?businessType=network&primaryCheck=${encodeURIComponent(res.data.primaryCheck)}`,
    );
    // The screen it lands on opens the order by its check value (order/R00010038).
    const opened = await t.call({
      method: 'GET',
      url: `/api/rcservice/order/R00010038/network/${res.data.orderPrimaryId}?primaryCheck=${encodeURIComponent(res.data.primaryCheck)}`,
      token,
    });
    expect(opened.json<Reply<{ id: string }>>().data.id).toBe(res.data.orderPrimaryId);
    expect(await scalar(`select used_count as n from coupons where id = '${coupon.id}'`)).toBe(
      coupon.usedCount + 1,
    );
    const detail = await t.call({
      method: 'GET',
      url: `/api/rcservice/order/R00010015/${res.data.orderPrimaryId}`,
      token,
    });
    const d =
      detail.json<
        Reply<{ amount: number; shopName: string; businessType: string; place: { address: string } }>
      >();
    expect(d.data.amount).toBe(12_800);
    expect(d.data.businessType).toBe('network');
    expect(d.data.shopName).toBe('车享佳汽车养护（漕河泾店）');
    expect(d.data.place.address).toBe(place.address);
  });

  it('refuses an unknown option with -5 naming it, and changes nothing', async () => {
    const token = await signIn('vip');
    const init = await post<Init>('/tyorderInit', { serviceType: '15' }, token);
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon');
    const before = await counts(coupon.id);
    const res = await post<FieldErrors>(
      '/vasOrderSubmit',
      order(coupon.id, { optionCodes: ['gold'] }),
      token,
    );
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('附加项目填写有误');
    expect(res.data.errors.map((e) => e.field)).toEqual(['optionCodes']);
    const noShop = await post<FieldErrors>(
      '/vasOrderSubmit',
      order(coupon.id, { shopSnCode: undefined }),
      token,
    );
    expect(noShop.status).toBe(-5);
    expect(noShop.data.errors.map((e) => e.field)).toEqual(['shopSnCode']);
    expect(await counts(coupon.id)).toEqual(before);
  });

  it("refuses another customer's coupon with -5 and changes nothing", async () => {
    const owner = await signIn('vip');
    const init = await post<Init>('/tyorderInit', { serviceType: '15' }, owner);
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon');
    const before = await counts(coupon.id);
    const res = await post<FieldErrors>('/vasOrderSubmit', order(coupon.id), await signIn('myCoupons'));
    expect(res.status).toBe(-5);
    expect(res.data.errors.map((e) => e.field)).toEqual(['couponId']);
    expect(await counts(coupon.id)).toEqual(before);
  });

  it('refuses a store that does not do the service, and changes nothing', async () => {
    const token = await signIn('vip');
    const init = await post<Init>('/tyorderInit', { serviceType: '15' }, token);
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon');
    const before = await counts(coupon.id);
    const res = await post('/vasOrderSubmit', order(coupon.id, { shopSnCode: 'SN110105001' }), token);
    expect(res.status).toBe(-3);
    expect(await counts(coupon.id)).toEqual(before);
  });

  it("books with the customer's own number ('self'): no code asked, the store sees it verified", async () => {
    const token = await signIn('vip');
    const init = await post<Init>('/tyorderInit', { serviceType: '15' }, token);
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon left');
    const res = await post<Created>('/vasOrderSubmit', order(coupon.id, { contactMobile: 'self' }), token);
    expect(res.status, res.statusText).toBe(0);
    const r = await t.database.db.execute(
      sql.raw(
        `select contact_mobile_sealed as m, details->>'contactVerified' as v from orders where id = '${res.data.orderPrimaryId}'`,
      ),
    );
    const [row] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { m: string; v: string }[];
    expect(row?.v).toBe('true');
    expect(t.app.deps.fieldCrypto.open(row?.m ?? '')).toMatch(/^1\d{10}$/);
    // Anything else that is not an 11-digit number is refused naming the field.
    const bad = await post<{ errors: { field: string }[] }>(
      '/vasOrderSubmit',
      order(coupon.id, { contactMobile: 'mine' }),
      token,
    );
    expect(bad.status).toBe(-5);
    expect([...new Set(bad.data.errors.map((e) => e.field))]).toEqual(['contactMobile']);
  });
});

describe('a store-service booking reaches that store only (issue 20, point 1)', () => {
  it("appears in the queue of the store's merchant, who may accept it; another merchant's booking does not", async () => {
    const token = await signIn('headPage');
    const headPage = await customerIdOf(t.database.db, 'PID10000001');
    const book = async (shopSnCode: string) => {
      const coupon = await freshCoupon(t.database.db, headPage, { serviceType: '15', transferable: false });
      const res = await post<Created>(
        '/vasOrderSubmit',
        {
          serviceType: '15',
          couponId: coupon.id,
          plateNumber: '京A12345',
          contactName: '张伟',
          contactMobile: 'self',
          shopSnCode,
          appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          optionCodes: [],
        },
        token,
      );
      expect(res.status, res.statusText).toBe(0);
      return res.data.orderPrimaryId;
    };
    // The merchant persona's mobile team does disinfection; 车享佳 (Zhongguancun) is another merchant's store.
    const ours = await book('SN110105009');
    const theirs = await book('SN110108001');
    const merchant = await signIn('merchant');
    const queue = await t.call({
      method: 'GET',
      url: '/api/rcservice/merchant/bookings?onPagesize=50',
      token: merchant,
    });
    const ids = queue.json<Reply<{ list: { id: string; status: string }[] }>>().data.list;
    expect(ids.find((b) => b.id === ours)?.status).toBe('toAccept');
    expect(ids.map((b) => b.id)).not.toContain(theirs);
    const accept = async (orderId: string) =>
      (
        await t.call({
          method: 'POST',
          url: '/api/rcservice/merchant/acceptBooking',
          payload: { orderId },
          token: merchant,
        })
      ).json<Reply<{ status: string }>>();
    expect((await accept(ours)).data.status).toBe('accepted');
    expect((await accept(theirs)).status).toBe(-3);
  });
});

describe('coonetwork/regionInit', () => {
  it('answers the regions without a current one when the position is unknown, and refuses a bad position', async () => {
    const token = await signIn('headPage');
    const res = await post<{
      regions: { code: string; children: { code: string }[] }[];
      currentRegionCode: string | null;
    }>('/regionInit', { serviceType: '15' }, token);
    expect(res.status).toBe(0);
    expect(res.data.currentRegionCode).toBeNull();
    expect(res.data.regions.map((r) => [r.code, r.children.map((c) => c.code)])).toEqual([
      ['110000', ['110100']],
      ['310000', ['310100']],
      ['440000', ['440300']],
    ]);
    const bad = await post<FieldErrors>('/regionInit', { serviceType: '15', lat: 120, lng: 116.4 }, token);
    expect(bad.status).toBe(-5);
    expect(bad.data.errors.map((e) => e.field)).toEqual(['lat']);
  });
});
