import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponDetail, couponsOfType, orderCoupons } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';
import { maskCode } from '../../domain/coupon-views.js';

/**
 * One coupon, one face (issue 24: one home for each rule). The rights lists, the
 * coupon detail and the order form's coupon choice all show a coupon through
 * domain/coupon-views.ts: the code masked but its last four, as long as the code
 * (the detail groups it in fours), the service type named by the catalogue.
 */
let t: TestApp;
const { ok, aCustomer, aCoupon } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the rule', () => {
  it('masks all but the last four characters, keeping the length', () => {
    expect(maskCode('123456789012')).toBe('********9012');
    expect(maskCode('AB12')).toBe('****');
  });
});

describe('a coupon shown by the rights list, the detail and the order form', () => {
  it('reads the same in each', async () => {
    const me = await aCustomer();
    const c = await aCoupon({ owner: me, serviceType: '13', name: '轮胎服务', nameEn: 'Tyre service' });
    const typeList = await ok(couponsOfType, {
      as: me,
      params: { type: '13' },
      query: { onPagenum: 1, onPagesize: 10 },
      locale: 'en-US',
    });
    const detail = await ok(couponDetail, { as: me, params: { id: c.id }, locale: 'en-US' });
    const forOrder = await ok(orderCoupons, { as: me, body: { serviceType: '13' }, locale: 'en-US' });
    const seen = [typeList.list.find((x) => x.id === c.id), detail, forOrder.list.find((x) => x.id === c.id)];
    for (const view of seen) {
      expect(view?.code).toBe(maskCode(c.code));
      expect(view?.serviceTypeName).toBe(seen[1]?.serviceTypeName);
      expect(view?.state).toBe('unused');
    }
  });
});
