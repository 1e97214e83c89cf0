import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Coupon } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { issueCoupon } from '../../domain/coupons.js';
import { maskCode } from '../../domain/coupon-views.js';
import { customers } from '../../db/schema/index.js';

/**
 * One coupon, one face (issue 24: one home for each rule). The rights lists, the
 * coupon detail and the order form's coupon choice all show a coupon through
 * domain/coupon-views.ts: the code masked but its last four, as long as the code
 * (the detail groups it in fours), the service type named by the catalogue.
 */
let t: TestApp;
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
    const login = await loginAs(t, 'noRights');
    const [me] = await t.database.db.select().from(customers).where(eq(customers.pid, 'PID10000010'));
    const now = Date.now();
    const c = await issueCoupon(
      t.database.db,
      {
        customerId: me?.id ?? '',
        serviceType: '13',
        name: '轮胎服务',
        nameEn: 'Tyre service',
        source: 'policy',
        validFrom: new Date(now - 86_400_000),
        validTo: new Date(now + 30 * 86_400_000),
        quantity: 1,
      },
      { kind: 'system', id: 'test' },
    );
    const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object) =>
      (await t.call({ method, url, payload, token: login.token, locale: 'en-US' })).json<Reply<T>>();
    const typeList = await call<{ list: Coupon[] }>(
      'GET',
      '/api/rcservice/rights/R00010026/13?onPagenum=1&onPagesize=10',
    );
    const detail = await call<Coupon>('GET', `/api/rcservice/rights/R00010027/${c.id}`);
    const forOrder = await call<{ list: Coupon[] }>('POST', '/api/rcservice/order/R00010080', {
      serviceType: '13',
    });
    const seen = [
      typeList.data.list.find((x) => x.id === c.id),
      detail.data,
      forOrder.data.list.find((x) => x.id === c.id),
    ];
    for (const view of seen) {
      expect(view?.code).toBe(maskCode(c.code));
      expect(view?.serviceTypeName).toBe(seen[1]?.serviceTypeName);
      expect(view?.state).toBe('unused');
    }
  });
});
