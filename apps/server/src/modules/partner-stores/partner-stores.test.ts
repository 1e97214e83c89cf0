import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  acceptMerchantBooking,
  carWashCoupons,
  checkOrderDetail,
  initOrderDetail,
  initStandardServiceOrder,
  merchantBookings,
  placeNames,
  placeTypes,
  shopRegions,
  submitValueAddedOrder,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, uniquePlate, type CustomerSession } from '../../testing/factories.js';

/**
 * The network's standard and value-added services (spec 7): where a service
 * can be done (placeType, placeName), the form's start (tyorderInit), the
 * coupons a store takes (couponSelect) and the order (vasOrderSubmit).
 * The stores, customers and coupons are made here (issue 24), not the demo's.
 */
let t: TestApp;
const { call, ok, callRaw, aCustomer, aCoupon, aMerchant, aStore } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function scalar(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}
async function addressOf(snCode: string): Promise<string> {
  const r = await t.database.db.execute(sql.raw(`select address from stores where sn_code = '${snCode}'`));
  const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { address: string }[];
  return rows[0]?.address ?? '';
}

/** Care (every car-wash kind and disinfection, 15) and wash-only stores' service types. */
const care = ['9', '31', '44', '11', '15', '13', '14'];
const wash = ['9', '31', '44'];

/**
 * The stores of this file: in Shanghai (310000) a care store by name and a second care store
 * of another merchant, and a wash-only store; in Beijing (110000) a care store.
 */
let made:
  | Promise<{
      shanghaiCare: { snCode: string; name: string };
      shanghaiCare2: { snCode: string };
      shanghaiWash: { snCode: string };
      beijingCare: { snCode: string };
    }>
  | undefined;
function network() {
  made ??= (async () => {
    const washer = await aMerchant({ serviceTypes: wash, branch: '310000' });
    const shanghaiCare = await aStore({
      merchant: washer,
      serviceTypes: care,
      branch: '310000',
      storeName: '测试养护（漕河泾店）',
    });
    const other = await aMerchant({ serviceTypes: care, branch: '310000' });
    const beijing = await aMerchant({ serviceTypes: care, branch: '110000' });
    return {
      shanghaiCare,
      shanghaiCare2: { snCode: other.snCode },
      shanghaiWash: { snCode: washer.snCode },
      beijingCare: { snCode: beijing.snCode },
    };
  })();
  return made;
}

/** A customer with two cars of their own and a mobile of their own. */
const aDriver = () => aCustomer({ plates: [uniquePlate(), uniquePlate()], branches: ['310000'] });

describe('coonetwork/placeType', () => {
  it('answers the place types, without a store on street parking', async () => {
    const me = await aCustomer();
    const lookup = { branchCode: '310000', serviceType: '15', subServiceType: '1' };
    const garage = await ok(placeTypes, { as: me, query: { ...lookup, parkingModeType: '1' } });
    expect(garage.list.map((p) => p.code)).toEqual(['store', 'home', 'parking']);
    expect(garage.list[0]?.name).toBe('合作门店');
    const street = await ok(placeTypes, {
      as: me,
      query: { ...lookup, parkingModeType: '2' },
      locale: 'en-US',
    });
    expect(street.list.map((p) => p.name)).toEqual(['At my place', 'Named car park']);
  });

  it('refuses a missing branch with -5 naming it', async () => {
    const me = await aCustomer();
    const res = await callRaw(
      placeTypes,
      { query: { serviceType: '15', subServiceType: '1', parkingModeType: '1' } },
      { as: me },
    );
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('请填写分公司代码');
    expect(res.badFields).toContain('branchCode');
  });
});

describe('coonetwork/placeName', () => {
  it("lists the branch's stores that do the service, with their places", async () => {
    const me = await aCustomer();
    const { shanghaiCare, shanghaiCare2, shanghaiWash, beijingCare } = await network();
    const lookup = { branchCode: '310000', serviceType: '15', subServiceType: '1' };
    const res = await ok(placeNames, { as: me, query: { ...lookup, placeType: 'store' } });
    const codes = res.list.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining([shanghaiCare.snCode, shanghaiCare2.snCode]));
    expect(res.list.find((p) => p.code === shanghaiCare.snCode)?.place?.address).toBe(
      await addressOf(shanghaiCare.snCode),
    );
    // A wash-only store does no disinfection; Beijing's care stores are not Shanghai's.
    expect(codes).not.toContain(shanghaiWash.snCode);
    expect(codes).not.toContain(beijingCare.snCode);
    // The store sends a technician to the customer's place: the same stores serve.
    const home = await ok(placeNames, { as: me, query: { ...lookup, placeType: 'home' } });
    expect(home.list.map((p) => p.code).sort()).toEqual([...codes].sort());
    const beijing = await ok(placeNames, {
      as: me,
      query: { ...lookup, branchCode: '110000', placeType: 'store' },
    });
    const beijingCodes = beijing.list.map((p) => p.code);
    expect(beijingCodes).toContain(beijingCare.snCode);
    expect(beijingCodes).not.toContain(shanghaiCare.snCode);
    expect(beijingCodes).not.toContain(shanghaiCare2.snCode);
  });

  it('refuses an unknown place type with -5 naming it', async () => {
    const me = await aCustomer();
    const res = await callRaw(
      placeNames,
      { query: { branchCode: '310000', serviceType: '15', subServiceType: '1', placeType: 'moon' } },
      { as: me, locale: 'en-US' },
    );
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('Place type is invalid');
    expect(res.badFields).toEqual(['placeType']);
  });
});

describe('coonetwork/tyorderInit', () => {
  it("starts the form with the customer's coupons of the service, plates and the priced options", async () => {
    const me = await aCustomer({ plates: [uniquePlate(), uniquePlate()], mobile: '17050125678' });
    const mine = [
      await aCoupon({ owner: me, serviceType: '15' }),
      await aCoupon({ owner: me, serviceType: '15' }),
    ];
    await aCoupon({ owner: me, serviceType: '9' });
    const res = await ok(initStandardServiceOrder, { as: me, body: { serviceType: '15' } });
    expect(res.coupons.map((c) => c.id).sort()).toEqual(mine.map((c) => c.id).sort());
    expect(res.coupons.every((c) => c.serviceType === '15')).toBe(true);
    expect(res.plateNumbers).toEqual(me.plates);
    expect(res.contactMobile).toBe('170****5678');
    expect(res.options.map((o) => [o.code, o.price])).toEqual([
      ['basic', 0],
      ['ac', 12_800],
    ]);
    // Another customer sees only their own coupons: none of the first one's.
    const someoneElse = await aCustomer();
    await aCoupon({ owner: someoneElse, serviceType: '15' });
    const other = await ok(initStandardServiceOrder, { as: someoneElse, body: { serviceType: '15' } });
    expect(other.coupons).toHaveLength(1);
    expect(other.coupons.map((c) => c.id).filter((id) => res.coupons.some((c) => c.id === id))).toEqual([]);
  });

  it('refuses a bad service type with -5 naming it', async () => {
    const me = await aCustomer();
    const res = await callRaw(initStandardServiceOrder, { body: { serviceType: '' } }, { as: me });
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('请填写服务类型');
    expect(res.badFields).toEqual(['serviceType']);
  });
});

describe('coonetwork/couponSelect', () => {
  it('lists the coupons the chosen store takes, and only the customer’s own', async () => {
    const { shanghaiWash } = await network();
    const me = await aCustomer();
    for (const serviceType of ['9', '31', '44', '15']) await aCoupon({ owner: me, serviceType });
    const atStore = await ok(carWashCoupons, {
      as: me,
      body: { serviceType: '9', shopSnCode: shanghaiWash.snCode },
    });
    // A car-wash store takes every car-wash kind the customer holds: wash, Shanghai wash, VIP detailing.
    expect(new Set(atStore.list.map((c) => c.serviceType))).toEqual(new Set(['9', '31', '44']));
    const other = await aCustomer();
    await aCoupon({ owner: other, serviceType: '9' });
    const theirs = await ok(carWashCoupons, {
      as: other,
      body: { serviceType: '9', shopSnCode: shanghaiWash.snCode },
    });
    expect(theirs.list.length).toBeGreaterThan(0);
    expect(theirs.list.some((c) => atStore.list.some((v) => v.id === c.id))).toBe(false);
  });

  it('refuses a bad store code with -5 naming it', async () => {
    const me = await aCustomer();
    const res = await callRaw(carWashCoupons, { body: { serviceType: '9', shopSnCode: '' } }, { as: me });
    expect(res.status).toBe(-5);
    expect(res.badFields).toEqual(['shopSnCode']);
  });
});

describe('coonetwork/vasOrderSubmit', () => {
  const order = (me: CustomerSession, couponId: string, shopSnCode: string, extra: object = {}) => ({
    serviceType: '15',
    couponId,
    plateNumber: me.plates[0] ?? '',
    contactName: '李娜',
    contactMobile: '17050135678',
    shopSnCode,
    appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    optionCodes: ['ac'],
    ...extra,
  });
  const counts = async (couponId: string) => [
    await scalar('select count(*)::int as n from orders'),
    await scalar(`select used_count as n from coupons where id = '${couponId}'`),
  ];
  /** A customer with a disinfection coupon, and the Shanghai care store. */
  async function ready() {
    const { shanghaiCare, shanghaiWash } = await network();
    const me = await aDriver();
    const coupon = await aCoupon({ owner: me, serviceType: '15', quantity: 2 });
    return { me, coupon, shanghaiCare, shanghaiWash };
  }

  it('places the order at the store with the options priced, paid by the coupon', async () => {
    const { me, coupon, shanghaiCare } = await ready();
    const place = { address: '上海市徐汇区测试北路88号地下车库', lng: 121.43676, lat: 31.19237 };
    const res = await ok(submitValueAddedOrder, {
      as: me,
      body: order(me, coupon.id, shanghaiCare.snCode, { place }),
    });
    expect(res.status).toBe('submitted');
    expect(res.jumpUrl).toBe(
      `/order/orderdetail/${res.orderPrimaryId}?businessType=network&primaryCheck=${encodeURIComponent(res.primaryCheck)}`,
    );
    // The screen it lands on opens the order by its check value (order/R00010038).
    const opened = await ok(initOrderDetail, {
      as: me,
      params: { businessType: 'network', orderPrimaryId: res.orderPrimaryId },
      query: { primaryCheck: res.primaryCheck },
    });
    expect(opened.id).toBe(res.orderPrimaryId);
    expect(await scalar(`select used_count as n from coupons where id = '${coupon.id}'`)).toBe(
      coupon.usedCount + 1,
    );
    const d = await ok(checkOrderDetail, { as: me, params: { id: res.orderPrimaryId } });
    expect(d.amount).toBe(12_800);
    expect(d.businessType).toBe('network');
    expect(d.shopName).toBe(shanghaiCare.name);
    expect(d.place?.address).toBe(place.address);
  });

  it('refuses an unknown option with -5 naming it, and changes nothing', async () => {
    const { me, coupon, shanghaiCare } = await ready();
    const before = await counts(coupon.id);
    const res = await call(submitValueAddedOrder, {
      as: me,
      body: order(me, coupon.id, shanghaiCare.snCode, { optionCodes: ['gold'] }),
    });
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('附加项目填写有误');
    expect(res.badFields).toEqual(['optionCodes']);
    const noShop = await callRaw(
      submitValueAddedOrder,
      { body: order(me, coupon.id, shanghaiCare.snCode, { shopSnCode: undefined }) },
      { as: me },
    );
    expect(noShop.status).toBe(-5);
    expect(noShop.badFields).toEqual(['shopSnCode']);
    expect(await counts(coupon.id)).toEqual(before);
  });

  it("refuses another customer's coupon with -5 and changes nothing", async () => {
    const { me, coupon, shanghaiCare } = await ready();
    const before = await counts(coupon.id);
    const thief = await aDriver();
    const res = await call(submitValueAddedOrder, {
      as: thief,
      body: order(thief, coupon.id, shanghaiCare.snCode),
    });
    expect(res.status).toBe(-5);
    expect(res.badFields).toEqual(['couponId']);
    expect(await counts(coupon.id)).toEqual(before);
    expect(me.id).not.toBe(thief.id);
  });

  it('refuses a store that does not do the service, and changes nothing', async () => {
    const { me, coupon, shanghaiWash } = await ready();
    const before = await counts(coupon.id);
    const res = await call(submitValueAddedOrder, {
      as: me,
      body: order(me, coupon.id, shanghaiWash.snCode),
    });
    expect(res.status).toBe(-3);
    expect(await counts(coupon.id)).toEqual(before);
  });

  it("books with the customer's own number ('self'): no code asked, the store sees it verified", async () => {
    const { me, coupon, shanghaiCare } = await ready();
    const res = await call(submitValueAddedOrder, {
      as: me,
      body: order(me, coupon.id, shanghaiCare.snCode, { contactMobile: 'self' }),
    });
    expect(res.status, res.statusText).toBe(0);
    const r = await t.database.db.execute(
      sql.raw(
        `select contact_mobile_sealed as m, details->>'contactVerified' as v from orders where id = '${res.data.orderPrimaryId}'`,
      ),
    );
    const [row] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { m: string; v: string }[];
    expect(row?.v).toBe('true');
    expect(t.app.deps.fieldCrypto.open(row?.m ?? '')).toBe(me.mobile);
    // Anything else that is not an 11-digit number is refused naming the field.
    const bad = await callRaw(
      submitValueAddedOrder,
      { body: order(me, coupon.id, shanghaiCare.snCode, { contactMobile: 'mine' }) },
      { as: me },
    );
    expect(bad.status).toBe(-5);
    expect([...new Set(bad.badFields)]).toEqual(['contactMobile']);
  });
});

describe('a store-service booking reaches that store only (issue 20, point 1)', () => {
  it("appears in the queue of the store's merchant, who may accept it; another merchant's booking does not", async () => {
    const me = await aCustomer();
    const ourMerchant = await aMerchant({ serviceTypes: ['15'] });
    const theirMerchant = await aMerchant({ serviceTypes: care });
    const book = async (shopSnCode: string) => {
      const coupon = await aCoupon({ owner: me, serviceType: '15', transferable: false });
      const res = await call(submitValueAddedOrder, {
        as: me,
        body: {
          serviceType: '15',
          couponId: coupon.id,
          plateNumber: me.plates[0] ?? '',
          contactName: '张伟',
          contactMobile: 'self',
          shopSnCode,
          appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
          optionCodes: [],
        },
      });
      expect(res.status, res.statusText).toBe(0);
      return res.data.orderPrimaryId;
    };
    const ours = await book(ourMerchant.snCode);
    const theirs = await book(theirMerchant.snCode);
    const queue = await ok(merchantBookings, { as: ourMerchant, query: { onPagesize: 50 } });
    expect(queue.list.find((b) => b.id === ours)?.status).toBe('toAccept');
    expect(queue.list.map((b) => b.id)).not.toContain(theirs);
    const accept = (orderId: string) => call(acceptMerchantBooking, { as: ourMerchant, body: { orderId } });
    expect((await accept(ours)).data.status).toBe('accepted');
    expect((await accept(theirs)).status).toBe(-3);
  });
});

describe('coonetwork/regionInit', () => {
  it('answers the regions without a current one when the position is unknown, and refuses a bad position', async () => {
    // Service 17 is done by no demo store: the regions are those of the stores made here.
    const merchant = await aMerchant({ serviceTypes: ['17'] });
    await aStore({ merchant, serviceTypes: ['17'], region: '440305', branch: '440000' });
    await aStore({ merchant, serviceTypes: ['17'], region: '110105' });
    await aStore({ merchant, serviceTypes: ['17'], region: '110108' });
    const me = await aCustomer();
    const res = await ok(shopRegions, { as: me, body: { serviceType: '17' } });
    expect(res.currentRegionCode).toBeNull();
    expect(res.regions.map((r) => [r.code, r.children.map((c) => c.code)])).toEqual([
      ['110000', ['110100']],
      ['440000', ['440300']],
    ]);
    const bad = await callRaw(shopRegions, { body: { serviceType: '17', lat: 120, lng: 116.4 } }, { as: me });
    expect(bad.status).toBe(-5);
    expect(bad.badFields).toEqual(['lat']);
  });
});
