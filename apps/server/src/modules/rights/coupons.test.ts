import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { couponDetailSchema, couponSchema, pageOf } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { issueCoupon, holdForTransfer, useCoupon } from '../../domain/coupons.js';
import { couponEvents, coupons, customers, giftCodes } from '../../db/schema/index.js';
import { demoGiftCode } from '../../seed/gifts.js';

let t: TestApp;
const dayMs = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = '/api/rcservice/rights';

async function post<T>(url: string, payload: object, token: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'POST', url, payload, token, locale });
  return res.json<Reply<T>>();
}
async function get<T>(url: string, token: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'GET', url, token, locale });
  return res.json<Reply<T>>();
}

async function customerIdOf(pid: string): Promise<string> {
  const [row] = await t.database.db.select().from(customers).where(eq(customers.pid, pid));
  if (!row) throw new Error(`no customer ${pid}`);
  return row.id;
}

/** A fresh customer-free set: coupons of service type 13 issued to `customerId`, valid from `from` to `to` days. */
async function give(
  customerId: string,
  from: number,
  to: number,
  extra: Partial<typeof coupons.$inferInsert> = {},
) {
  const now = Date.now();
  return issueCoupon(
    t.database.db,
    {
      customerId,
      serviceType: '13',
      name: '轮胎服务',
      nameEn: 'Tyre service',
      source: 'policy',
      validFrom: new Date(now + from * dayMs),
      validTo: new Date(now + to * dayMs),
      quantity: 2,
      ...extra,
    },
    { kind: 'system', id: 'test' },
  );
}

const page = pageOf(couponSchema);

describe('my coupons (rights/R00010066)', () => {
  it('puts each coupon in the tab of its state: usable, not yet valid, giving, used, expired', async () => {
    const login = await loginAs(t, 'noRights');
    const me = await customerIdOf('PID10000010');
    const usable = await give(me, -1, 30, { transferable: true });
    const future = await give(me, 5, 60);
    const expiredByDate = await give(me, -60, -1);
    const used = await give(me, -10, 30, { quantity: 1 });
    await useCoupon(t.database.db, used.id, 1, { kind: 'merchant', id: 's' }, 'r1');
    const giving = await give(me, -1, 30, { transferable: true, quantity: 1 });
    await holdForTransfer(t.database.db, giving.id, me, 'tr-1');

    const tab = async (name: string) => {
      const reply = await post(`${base}/R00010066`, { tab: name, onPagenum: 1, onPagesize: 50 }, login.token);
      expect(reply.status).toBe(0);
      return page.parse(reply.data).list.map((c) => c.id);
    };
    expect(await tab('usable')).toEqual([usable.id]);
    expect(await tab('notYetValid')).toEqual([future.id]);
    expect(await tab('expired')).toEqual([expiredByDate.id]);
    expect(await tab('used')).toEqual([used.id]);
    expect(await tab('giving')).toEqual([giving.id]);

    const all = page.parse((await post(`${base}/R00010066`, {}, login.token)).data);
    expect(all.total).toBe(5);
    const shown = all.list.find((c) => c.id === expiredByDate.id);
    expect(shown?.state).toBe('expired');
    expect(shown?.code).toMatch(/^\*{8}\d{4}$/);
  });

  it('pages a long list: page 1 and page 2 without repeats, total counted', async () => {
    const login = await loginAs(t, 'rightUser');
    const me = await customerIdOf('PID10000007');
    const before = page.parse(
      (await post(`${base}/R00010066`, { tab: 'usable', onPagesize: 50 }, login.token)).data,
    ).total;
    for (let i = 0; i < 13; i++) await give(me, -1, 10 + i);
    const p1 = page.parse(
      (await post(`${base}/R00010066`, { tab: 'usable', onPagenum: 1, onPagesize: 10 }, login.token)).data,
    );
    const p2 = page.parse(
      (await post(`${base}/R00010066`, { tab: 'usable', onPagenum: 2, onPagesize: 10 }, login.token)).data,
    );
    expect(p1.total).toBe(before + 13);
    expect(p1.list).toHaveLength(10);
    const ids = new Set([...p1.list, ...p2.list].map((c) => c.id));
    expect(ids.size).toBe(Math.min(20, before + 13));
  });

  it('answers -5 for an unknown tab', async () => {
    const login = await loginAs(t, 'noRights');
    const reply = await post(`${base}/R00010066`, { tab: 'someday' }, login.token);
    expect(reply.status).toBe(-5);
  });
});

describe('coupon detail and code (rights/R00010027, R00010028)', () => {
  it('shows notes, limits, the ledger and a masked code; the full code only from R00010028', async () => {
    const login = await loginAs(t, 'noRights');
    const me = await customerIdOf('PID10000010');
    const c = await give(me, -1, 30, { weekdays: [6, 7], hourFrom: 9, hourTo: 18 });
    await useCoupon(t.database.db, c.id, 1, { kind: 'merchant', id: 's' }, 'r1');
    const reply = await get(`${base}/R00010027/${c.id}`, login.token, 'en-US');
    expect(reply.status).toBe(0);
    const detail = couponDetailSchema.parse(reply.data);
    expect(detail.code).toBe(`********${c.code.slice(-4)}`);
    expect(detail.limits).toEqual({ weekdays: [6, 7], hours: { from: 9, to: 18 }, stores: null });
    expect(detail.history.map((h) => [h.action, h.count])).toEqual([
      ['issued', 0],
      ['used', 1],
    ]);
    expect(detail.name).toBe('Tyre service');

    const code = await get<{ code: string; qrContent: string; expiresAt: string }>(
      `${base}/R00010028/${c.id}`,
      login.token,
    );
    expect(code.status).toBe(0);
    expect(code.data.code).toBe(c.code);
    expect(code.data.qrContent).toContain(c.code);
    const ttl = Date.parse(code.data.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(60_000);
    expect(ttl).toBeLessThanOrEqual(300_000);
  });

  it('resolves a service type to the customer’s usable coupon of that type (a right tap, flag 2)', async () => {
    const login = await loginAs(t, 'rightUser');
    const me = await customerIdOf('PID10000007');
    await give(me, 3, 40, { serviceType: '14', name: '电瓶检测', nameEn: 'Battery check' });
    const soonest = await give(me, -1, 4, { serviceType: '14', name: '电瓶检测', nameEn: 'Battery check' });
    await give(me, -1, 90, { serviceType: '14', name: '电瓶检测', nameEn: 'Battery check' });
    const reply = await get<{ id: string }>(`${base}/R00010027/14`, login.token);
    expect(reply.status).toBe(0);
    expect(reply.data.id).toBe(soonest.id);
  });

  it('refuses the code of a coupon that is not yet valid', async () => {
    const login = await loginAs(t, 'noRights');
    const me = await customerIdOf('PID10000010');
    const c = await give(me, 2, 30);
    const reply = await get(`${base}/R00010028/${c.id}`, login.token);
    expect(reply.status).toBe(-3);
  });
});

describe("another customer's coupon", () => {
  it('is not found for detail, code, plate change and changes nothing', async () => {
    const owner = await customerIdOf('PID10000010');
    const c = await give(owner, -1, 30);
    const stranger = await loginAs(t, 'headPage');
    const eventsBefore = await t.database.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, c.id));

    const detail = await get(`${base}/R00010027/${c.id}`, stranger.token);
    expect(detail.status).toBe(-3);
    expect(detail.data).toBeNull();
    const code = await get(`${base}/R00010028/${c.id}`, stranger.token);
    expect(code.status).toBe(-3);
    expect(JSON.stringify(code)).not.toContain(c.code);
    const plate = await post(
      `${base}/R00010029`,
      { couponId: c.id, plateNumber: '京A12345' },
      stranger.token,
    );
    expect(plate.status).toBe(-3);

    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after).toEqual(c);
    const eventsAfter = await t.database.db
      .select()
      .from(couponEvents)
      .where(eq(couponEvents.couponId, c.id));
    expect(eventsAfter).toEqual(eventsBefore);
  });

  it('never shows in my coupons', async () => {
    const owner = await customerIdOf('PID10000010');
    const c = await give(owner, -1, 30);
    const stranger = await loginAs(t, 'headPage');
    const all = page.parse((await post(`${base}/R00010066`, { onPagesize: 50 }, stranger.token)).data);
    expect(all.list.some((x) => x.id === c.id)).toBe(false);
  });
});

describe('change plate (rights/R00010029)', () => {
  it("ties an unused coupon to another of the customer's plates, logging it", async () => {
    const login = await loginAs(t, 'vip');
    const me = await customerIdOf('PID10000002');
    const c = await give(me, -1, 30, { plateNumber: '沪B88888' });
    const reply = await post<{ plateNumber: string }>(
      `${base}/R00010029`,
      { couponId: c.id, plateNumber: '沪C12345' },
      login.token,
    );
    expect(reply.status).toBe(0);
    expect(reply.data.plateNumber).toBe('沪C12345');
    const detail = couponDetailSchema.parse((await get(`${base}/R00010027/${c.id}`, login.token)).data);
    expect(detail.history.at(-1)).toMatchObject({ action: 'plateChanged', note: '沪C12345' });
  });

  it('refuses a plate that is not the customer’s, naming the field', async () => {
    const login = await loginAs(t, 'vip');
    const me = await customerIdOf('PID10000002');
    const c = await give(me, -1, 30, { plateNumber: '沪B88888' });
    const reply = await post<{ errors: { field: string }[] }>(
      `${base}/R00010029`,
      { couponId: c.id, plateNumber: '京A12345' },
      login.token,
    );
    expect(reply.status).toBe(-5);
    expect(reply.data.errors[0]?.field).toBe('plateNumber');
    const [after] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(after?.plateNumber).toBe('沪B88888');
  });
});

describe('accept a gifted right (rights/R00010017)', () => {
  it('accepts the seeded code once, issuing its coupons to the giftClaim persona', async () => {
    const login = await loginAs(t, 'giftClaim');
    const first = await post<{ coupons: { serviceType: string; quantity: number }[] }>(
      `${base}/R00010017`,
      { type: '9', giftCode: demoGiftCode.toLowerCase() },
      login.token,
    );
    expect(first.status).toBe(0);
    expect(first.data.coupons).toHaveLength(1);
    expect(first.data.coupons[0]).toMatchObject({ serviceType: '9', quantity: 2 });
    const again = await post(`${base}/R00010017`, { type: '9', giftCode: demoGiftCode }, login.token);
    expect(again.status).toBe(-3);
  });

  it('refuses a code meant for someone else, or of another type, and leaves it open', async () => {
    const other = await loginAs(t, 'headPage');
    expect(
      (await post(`${base}/R00010017`, { type: '15', giftCode: 'WASH2026OPEN' }, other.token)).status,
    ).toBe(-3);
    const [code] = await t.database.db.select().from(giftCodes).where(eq(giftCodes.code, 'WASH2026OPEN'));
    expect(code?.state).toBe('open');
  });
});
