import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';

let t: TestApp;
let owner: string;
let other: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await loginAs(t, 'headPage')).token;
  other = (await loginAs(t, 'vip')).token;
});
afterAll(async () => {
  await t.close();
});

interface Card {
  orderPrimaryId: string;
  cardName: string;
  cardNo: string | null;
  holderName: string;
  balance: number | null;
}

async function get<T>(token: string, path: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'GET', url: `/api/rcservice/${path}`, token, locale });
  return res.json<Reply<T>>();
}

describe('health insurance payment card (cardorder/R00040014)', () => {
  it('shows the card masked, named in the user language, to its owner only', async () => {
    const ended = await get<{ orderEndingAndConceled: { id: string; businessType: string }[] }>(
      owner,
      'order/R00010035?businessType=card',
    );
    const [card] = ended.data.orderEndingAndConceled;
    if (!card) throw new Error('no seeded card order');
    expect(ended.data.orderEndingAndConceled.every((o) => o.businessType === 'card')).toBe(true);

    const zh = await get<Card>(owner, `cardorder/R00040014/${card.id}`);
    expect(zh.status, zh.statusText).toBe(0);
    expect(zh.data.cardNo).toBe('6230 **** **** 5678');
    expect(zh.data.holderName).toBe('张*');
    expect(zh.data.cardName).toBe('健康服务卡（年卡）');
    expect(JSON.stringify(zh.data)).not.toContain('6230580000012345678');
    const en = await get<Card>(owner, `cardorder/R00040014/${card.id}`, 'en-US');
    expect(en.data.cardName).toBe('Health card');

    expect((await get(other, `cardorder/R00040014/${card.id}`)).status).toBe(-3);
    expect((await get(owner, 'cardorder/R00040014/not-a-card')).status).toBe(-3);
  });
});
