import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCardOrder, endedOrders } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';

let t: TestApp;
const { call, ok, aCustomer, anOrder } = testKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('health insurance payment card (cardorder/R00040014)', () => {
  it('shows the card masked, named in the user language, to its owner only', async () => {
    const owner = await aCustomer({ name: '欧阳明' });
    const other = await aCustomer();
    const now = Date.now();
    const order = await anOrder({
      owner,
      serviceType: '23',
      businessType: 'card',
      status: 'completed',
      details: {
        card: {
          cardName: '健康服务卡（年卡）',
          cardNo: '6230580000098765432',
          holderName: '欧阳明',
          balance: 150_000,
          activatedAt: new Date(now - 86_400_000).toISOString(),
          validTo: new Date(now + 365 * 86_400_000).toISOString(),
        },
      },
    });
    const ended = await ok(endedOrders, { as: owner, query: { businessType: 'card' } });
    expect(ended.orderEndingAndConceled.map((o) => o.id)).toEqual([order.id]);
    expect(ended.orderEndingAndConceled.every((o) => o.businessType === 'card')).toBe(true);

    const zh = await ok(checkCardOrder, { as: owner, params: { id: order.id } });
    expect(zh.cardNo).toBe('6230 **** **** 5432');
    expect(zh.holderName).toBe('欧**');
    expect(zh.cardName).toBe('健康服务卡（年卡）');
    expect(JSON.stringify(zh)).not.toContain('6230580000098765432');
    const en = await ok(checkCardOrder, { as: owner, params: { id: order.id }, locale: 'en-US' });
    expect(en.cardName).toBe('Health card');

    expect((await call(checkCardOrder, { as: other, params: { id: order.id } })).status).toBe(-3);
    expect((await call(checkCardOrder, { as: owner, params: { id: 'not-a-card' } })).status).toBe(-3);
  });
});
