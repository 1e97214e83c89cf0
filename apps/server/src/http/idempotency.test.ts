import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealMessage } from '@rc/sm2';
import { coupons } from '../db/schema/index.js';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs, type Reply } from '../testing/handoff.js';
import { purgeExpiredKeys } from './idempotency.js';
import { customerIdOf, freshCoupon, merchantCast } from '../testing/merchant-fixtures.js';

/**
 * Retries are safe (issue 22): each idempotent call, sent twice at once with one key,
 * changes state once and both get the first reply; a retry after the first committed
 * (its reply lost) gets that reply again; another key meets the normal business rules.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const api = '/api/rcservice/';

async function send<T = unknown>(path: string, token: string, payload: unknown, key?: string) {
  const res = await t.call({
    method: 'POST',
    url: api + path,
    token,
    payload: payload as object,
    ...(key === undefined ? {} : { headers: { 'idempotency-key': key } }),
  });
  return res.json<Reply<T>>();
}

async function count(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}

interface Case {
  /** One call with a key (made fresh per call where a real client would: an encrypted body is sealed anew). */
  call: (key: string) => Promise<Reply>;
  /** The state this call changes, counted. */
  changes: () => Promise<number>;
  /** What the same call with another key answers after the first succeeded, without the key's help. */
  otherKey: (reply: Reply, first: Reply) => void;
}

async function checkOnce(c: Case) {
  const before = await c.changes();
  const key = randomUUID();
  // (a) Two overlapping calls with one key: one state change, the same success reply.
  const [a, b] = await Promise.all([c.call(key), c.call(key)]);
  expect(a.status, a.statusText).toBe(0);
  expect(b.status, b.statusText).toBe(0);
  expect(b.data).toEqual(a.data);
  const once = await c.changes();
  expect(once).toBeGreaterThan(before);
  // (b) A retry after the first committed (its reply lost): the same reply, no second change.
  const retry = await c.call(key);
  expect(retry.status, retry.statusText).toBe(0);
  expect(retry.data).toEqual(a.data);
  expect(await c.changes()).toBe(once);
  // (c) Another key after success: the normal business answer.
  c.otherKey(await c.call(randomUUID()), a);
}

const refused = (r: Reply) => expect(r.status).not.toBe(0);

describe('idempotent calls', () => {
  it('campaign claim: one coupon per key; another key is told it is already claimed', async () => {
    const { token } = await loginAs(t, 'headPage');
    const campaign = await createTestCampaign(t.database.db);
    await checkOnce({
      call: (key) => send('activity/claimCampaign', token, { campaignId: campaign.id }, key),
      changes: () => count(`select count(*)::int as n from coupon_events where ref_id = '${campaign.id}'`),
      otherKey: (r) => expect((r.data as { alreadyClaimed: boolean }).alreadyClaimed).toBe(true),
    });
  });

  it('rights claim: the gift package is issued once per key', async () => {
    const { token } = await loginAs(t, 'giftDoing');
    await checkOnce({
      call: (key) => send('rights/R00010016', token, {}, key),
      changes: () => count(`select count(*)::int as n from coupon_events where action = 'issued'`),
      otherKey: () => undefined,
    });
  });

  it('transfer create and claim: one transfer and one claim per key', async () => {
    const giver = await loginAs(t, 'headPage');
    const receiver = await loginAs(t, 'vip');
    const coupon = await freshCoupon(t.database.db, await customerIdOf(t.database.db, 'PID10000001'));
    let shareCode = '';
    await checkOnce({
      call: async (key) => {
        const r = await send<{ shareCode: string }>(
          'donation/R00040019',
          giver.token,
          { couponId: coupon.id, quantity: 1 },
          key,
        );
        if (r.status === 0) shareCode = r.data.shareCode;
        return r;
      },
      changes: () => count('select count(*)::int as n from transfers'),
      otherKey: refused,
    });
    await checkOnce({
      call: (key) => send('donation/R00040021', receiver.token, { shareCode }, key),
      changes: () => count(`select count(*)::int as n from coupon_events where coupon_id = '${coupon.id}'`),
      otherKey: refused,
    });
  });

  it('store-booking submit: one order per key', async () => {
    const { token } = await loginAs(t, 'vip');
    const init = await send<{ coupons: { id: string }[] }>('coonetwork/tyorderInit', token, {
      serviceType: '15',
    });
    const coupon = init.data.coupons[0];
    if (!coupon) throw new Error('vip has no disinfection coupon');
    const order = {
      serviceType: '15',
      couponId: coupon.id,
      plateNumber: '沪B88888',
      contactName: '李娜',
      contactMobile: '13916885678',
      shopSnCode: 'SN310104001',
      appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    await checkOnce({
      call: (key) => send('coonetwork/vasOrderSubmit', token, order, key),
      changes: () => count('select count(*)::int as n from orders'),
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('encrypted order submit: one order per key, sealed anew or re-sent as it was', async () => {
    const login = (await loginAs(t, 'haveRc')) as { token: string; userVo: { publicSecret: string } };
    const keys = await send<{ publicKey: string }>('gettoken/R00040032', login.token, {
      publicSecret: login.userVo.publicSecret,
    });
    const init = await send<{ coupons: { id: string }[]; plateNumbers: string[] }>(
      'coonetwork/orderInit',
      login.token,
      { serviceType: '9', shopSnCode: 'SN110105001' },
    );
    const body = {
      serviceType: '9',
      couponId: init.data.coupons[0]?.id,
      plateNumber: init.data.plateNumbers[0],
      contactName: '张伟',
      contactMobile: '13800001234',
      shopSnCode: 'SN110105001',
      appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const seal = () => ({ message: sealMessage(body, keys.data.publicKey) });
    const orders = () => count('select count(*)::int as n from orders');
    await checkOnce({
      call: (key) => send('coonetwork/orderSubmit', login.token, seal(), key),
      changes: orders,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
    // The very same sealed message re-sent with its key, at once and later (the replay guard
    // alone would refuse it): the first reply, one order.
    const [owner] = await t.database.db
      .select({ customerId: coupons.customerId })
      .from(coupons)
      .where(eq(coupons.id, body.couponId ?? ''));
    const fresh = await freshCoupon(t.database.db, owner?.customerId ?? '', { quantity: 3 });
    const sealed = new Map<string, { message: string }>();
    await checkOnce({
      call: (key) => {
        const message = sealed.get(key) ?? {
          message: sealMessage({ ...body, couponId: fresh.id }, keys.data.publicKey),
        };
        sealed.set(key, message);
        return send('coonetwork/orderSubmit', login.token, message, key);
      },
      changes: orders,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it.each([
    { path: 'order/R00010012', persona: 'headPage', serviceType: '32', businessType: 'substitute' },
    { path: 'orderNew/R00020010', persona: 'vip', serviceType: '24', businessType: 'consultation' },
  ])('encrypted $path: one order per key', async (door) => {
    const login = (await loginAs(t, door.persona)) as { token: string; userVo: { publicSecret: string } };
    const keys = await send<{ publicKey: string }>('gettoken/R00040032', login.token, {
      publicSecret: login.userVo.publicSecret,
    });
    const { serviceType } = door;
    const init = await send<{ plateNumbers: string[] }>('coonetwork/tyorderInit', login.token, {
      serviceType,
    });
    const plateNumber = init.data.plateNumbers[0] ?? '';
    const list = await send<{ list: { id: string }[] }>('order/R00010080', login.token, {
      serviceType,
      plateNumber,
    });
    const body = {
      serviceType,
      businessType: door.businessType,
      couponId: list.data.list[0]?.id,
      plateNumber,
      contactName: '王芳',
      contactMobile: '13900002222',
      place: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
    };
    await checkOnce({
      call: (key) => send(door.path, login.token, { message: sealMessage(body, keys.data.publicKey) }, key),
      changes: () => count('select count(*)::int as n from orders'),
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('merchant redemption: one redemption per key, also when the key travels in the header', async () => {
    const cast = await merchantCast(t, ['1']);
    const coupon = await freshCoupon(t.database.db, cast.owner, { quantity: 5 });
    const redemptions = () =>
      count(`select count(*)::int as n from redemptions where coupon_id = '${coupon.id}'`);
    await checkOnce({
      call: (key) =>
        send(
          'merchant/R00040026',
          cast.merchantToken,
          { action: 'redeem', ticketId: coupon.code, idempotencyKey: key, count: 1 },
          key,
        ),
      changes: redemptions,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('a key is kept a day: later, the same key is a new call', async () => {
    const { token } = await loginAs(t, 'vip');
    const campaign = await createTestCampaign(t.database.db);
    const key = randomUUID();
    const claim = () =>
      send<{ alreadyClaimed: boolean }>('activity/claimCampaign', token, { campaignId: campaign.id }, key);
    expect((await claim()).data.alreadyClaimed).toBe(false);
    expect((await claim()).data.alreadyClaimed).toBe(false);
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    expect((await claim()).data.alreadyClaimed).toBe(true);
    expect(await count(`select count(*)::int as n from idempotency_keys where key = '${key}'`)).toBe(1);
  });

  it('the hourly purge drops rows kept longer than a day and keeps the others', async () => {
    const [old, fresh] = [randomUUID(), randomUUID()];
    for (const key of [old, fresh]) {
      await t.database.db.execute(
        sql`insert into idempotency_keys (actor, endpoint, key, fingerprint) values ('customer:purge-test', 'x', ${key}, '')`,
      );
    }
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${old}`,
    );
    await purgeExpiredKeys(t.database.db);
    expect(await count(`select count(*)::int as n from idempotency_keys where key = '${old}'`)).toBe(0);
    expect(await count(`select count(*)::int as n from idempotency_keys where key = '${fresh}'`)).toBe(1);
  });

  it('refuses a malformed key with -5 naming the header, changing nothing', async () => {
    const { token } = await loginAs(t, 'headPage');
    const before = await count('select count(*)::int as n from transfers');
    const r = await send<{ errors: { field: string }[] }>(
      'donation/R00040019',
      token,
      { couponId: randomUUID(), quantity: 1 },
      'bad key!',
    );
    expect(r.status).toBe(-5);
    expect(r.statusText).toContain('Idempotency-Key');
    expect(r.data.errors[0]?.field).toBe('Idempotency-Key');
    expect(await count('select count(*)::int as n from transfers')).toBe(before);
  });

  it('the same key with other input is a -5 naming the header', async () => {
    const { token } = await loginAs(t, 'headPage');
    const coupon = await freshCoupon(t.database.db, await customerIdOf(t.database.db, 'PID10000001'));
    const key = randomUUID();
    const first = await send('donation/R00040019', token, { couponId: coupon.id, quantity: 1 }, key);
    expect(first.status, first.statusText).toBe(0);
    const other = await send('donation/R00040019', token, { couponId: randomUUID(), quantity: 1 }, key);
    expect(other.status).toBe(-5);
  });
});
