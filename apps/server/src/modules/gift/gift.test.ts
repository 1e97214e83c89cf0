import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { coupons, customers, giftExchanges, gifts } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = '/api/rcservice/gift';

async function post<T>(url: string, payload: object, token: string) {
  const res = await t.call({ method: 'POST', url, payload, token });
  return res.json<Reply<T>>();
}

async function customer(pid: string) {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.pid, pid));
  if (!row) throw new Error(pid);
  return row;
}

async function stockOf(id: string) {
  const [g] = await t.database.db.select().from(gifts).where(eq(gifts.id, id));
  return g?.stock ?? -1;
}

describe('gift catalogue (gift/R00010048)', () => {
  it("lists the gifts with the customer's points and what they exchanged already", async () => {
    const login = await loginAs(t, 'headPage');
    const reply = await post<{ remainPoint: number; list: { id: string; exchanged: boolean }[] }>(
      `${base}/R00010048`,
      {},
      login.token,
    );
    expect(reply.status).toBe(0);
    expect(reply.data.remainPoint).toBe(2680);
    expect(reply.data.list.length).toBeGreaterThanOrEqual(4);
    expect(reply.data.list.find((g) => g.id === 'GIFT-DISINFECT')?.exchanged).toBe(true);
    expect(reply.data.list.find((g) => g.id === 'GIFT-WASH-4')?.exchanged).toBe(false);
  });
});

describe('exchange a gift (gift/R00040034)', () => {
  it('20 concurrent exchanges of one gift give exactly one success, points and stock taken once', async () => {
    const login = await loginAs(t, 'vip');
    const before = await customer('PID10000002');
    const stockBefore = await stockOf('GIFT-HOME-CLEAN');
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        post<{ remainPoint: number; coupons: unknown[] }>(
          `${base}/R00040034`,
          { giftId: 'GIFT-HOME-CLEAN', quantity: 1 },
          login.token,
        ),
      ),
    );
    const ok = replies.filter((r) => r.status === 0);
    expect(ok).toHaveLength(1);
    expect(replies.filter((r) => r.status === -3)).toHaveLength(19);
    expect(ok[0]?.data.remainPoint).toBe(before.remainPoint - 2000);
    expect(ok[0]?.data.coupons).toHaveLength(1);
    expect((await customer('PID10000002')).remainPoint).toBe(before.remainPoint - 2000);
    expect(await stockOf('GIFT-HOME-CLEAN')).toBe(stockBefore - 1);
    const rows = await t.database.db
      .select()
      .from(giftExchanges)
      .where(and(eq(giftExchanges.customerId, before.id), eq(giftExchanges.giftId, 'GIFT-HOME-CLEAN')));
    expect(rows).toHaveLength(1);
    const issued = await t.database.db
      .select()
      .from(coupons)
      .where(
        and(eq(coupons.customerId, before.id), eq(coupons.serviceType, '21'), eq(coupons.source, 'exchange')),
      );
    expect(issued).toHaveLength(1);
  });

  it('refuses without enough points and changes nothing', async () => {
    const login = await loginAs(t, 'giftClaim');
    const me = await customer('PID10000005');
    const stock = await stockOf('GIFT-WASH-4');
    const reply = await post(`${base}/R00040034`, { giftId: 'GIFT-WASH-4', quantity: 1 }, login.token);
    expect(reply.status).toBe(-3);
    expect((await customer('PID10000005')).remainPoint).toBe(me.remainPoint);
    expect(await stockOf('GIFT-WASH-4')).toBe(stock);
    const rows = await t.database.db.select().from(giftExchanges).where(eq(giftExchanges.customerId, me.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a sold-out gift and more than the per-customer limit', async () => {
    const login = await loginAs(t, 'vip');
    expect((await post(`${base}/R00040034`, { giftId: 'GIFT-TYRE', quantity: 1 }, login.token)).status).toBe(
      -3,
    );
    expect(
      (await post(`${base}/R00040034`, { giftId: 'GIFT-WASH-4', quantity: 2 }, login.token)).status,
    ).toBe(-5);
    expect((await post(`${base}/R00040034`, { giftId: 'NOPE', quantity: 1 }, login.token)).status).toBe(-3);
  });
});

describe('exchange history and detail (gift/R00010049, R00040035)', () => {
  it('pages the history newest first and shows an exchange with its coupons', async () => {
    const login = await loginAs(t, 'headPage');
    const res = await t.call({
      method: 'POST',
      url: `${base}/R00010049?onPagenum=1&onPagesize=1`,
      payload: {},
      token: login.token,
    });
    const page1 = res.json<Reply<{ presentList: { exchangeId: string; giftId: string }[]; total: number }>>();
    expect(page1.status).toBe(0);
    expect(page1.data.total).toBe(2);
    expect(page1.data.presentList).toHaveLength(1);
    expect(page1.data.presentList[0]?.giftId).toBe('GIFT-HOME-CLEAN');
    const id = page1.data.presentList[0]?.exchangeId ?? '';
    const detail = await post<{ coupons: { serviceType: string }[] }>(
      `${base}/R00040035`,
      { exchangeId: id },
      login.token,
    );
    expect(detail.status).toBe(0);
    expect(detail.data.coupons.map((c) => c.serviceType)).toEqual(['21']);

    const stranger = await loginAs(t, 'vip');
    const refused = await post(`${base}/R00040035`, { exchangeId: id }, stranger.token);
    expect(refused.status).toBe(-3);
    expect(refused.data).toBeNull();
  });
});
