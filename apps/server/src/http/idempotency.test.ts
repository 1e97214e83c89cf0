import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claimCampaignCoupon,
  claimRights,
  claimTransfer,
  completeMerchantOrder,
  createTransfer,
  exchangeSessionKeys,
  submitCarWashOrder,
  submitNewServiceOrder,
  submitServiceOrder,
  submitValueAddedOrder,
} from '@rc/contract';
import { sealMessage } from '@rc/sm2';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testKit } from '../testing/factories.js';
import { purgeExpiredKeys } from './idempotency.js';

/**
 * Retries are safe (issue 22): each idempotent call, sent twice at once with one key,
 * changes state once and both get the first reply; a retry after the first committed
 * (its reply lost) gets that reply again; another key meets the normal business rules.
 */
let t: TestApp;
const { call, callRaw, ok, aCustomer, aCoupon, aMerchant, aGiftPackage } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

/** A reply as the checks below read it (the typed client's result is one). */
interface Reply {
  status: number;
  statusText: string;
  data: unknown;
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
    const me = await aCustomer();
    const campaign = await createTestCampaign(t.database.db);
    await checkOnce({
      call: (key) =>
        call(claimCampaignCoupon, { as: me, body: { campaignId: campaign.id }, idempotencyKey: key }),
      changes: () => count(`select count(*)::int as n from coupon_events where ref_id = '${campaign.id}'`),
      otherKey: (r) => expect((r.data as { alreadyClaimed: boolean }).alreadyClaimed).toBe(true),
    });
  });

  it('rights claim: the gift package is issued once per key', async () => {
    const me = await aCustomer({ landing: { isGiftBag: 'N' } });
    await aGiftPackage({ for: me });
    await checkOnce({
      call: (key) => call(claimRights, { as: me, body: {}, idempotencyKey: key }),
      changes: () => count(`select count(*)::int as n from coupon_events where action = 'issued'`),
      otherKey: () => undefined,
    });
  });

  it('transfer create and claim: one transfer and one claim per key', async () => {
    const giver = await aCustomer();
    const receiver = await aCustomer();
    const coupon = await aCoupon({ owner: giver, transferable: true });
    let shareCode = '';
    await checkOnce({
      call: async (key) => {
        const r = await call(createTransfer, {
          as: giver,
          body: { couponId: coupon.id, quantity: 1 },
          idempotencyKey: key,
        });
        if (r.status === 0) shareCode = r.data.shareCode ?? '';
        return r;
      },
      changes: () => count('select count(*)::int as n from transfers'),
      otherKey: refused,
    });
    await checkOnce({
      call: (key) => call(claimTransfer, { as: receiver, body: { shareCode }, idempotencyKey: key }),
      changes: () => count(`select count(*)::int as n from coupon_events where coupon_id = '${coupon.id}'`),
      otherKey: refused,
    });
  });

  it('store-booking submit: one order per key', async () => {
    const me = await aCustomer();
    const store = await aMerchant({ serviceTypes: ['15'] });
    const coupon = await aCoupon({ owner: me, serviceType: '15', quantity: 3 });
    const order = {
      serviceType: '15',
      couponId: coupon.id,
      plateNumber: me.plates[0] ?? '',
      contactName: me.name,
      contactMobile: me.mobile,
      shopSnCode: store.snCode,
      appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    };
    await checkOnce({
      call: (key) => call(submitValueAddedOrder, { as: me, body: order, idempotencyKey: key }),
      changes: () => count('select count(*)::int as n from orders'),
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('encrypted order submit: one order per key, sealed anew or re-sent as it was', async () => {
    const me = await aCustomer();
    const store = await aMerchant({ serviceTypes: ['9'] });
    // The session's submit key, fetched here once (the page's exchange) so a sealed message can be kept.
    const keys = await ok(exchangeSessionKeys, { as: me, body: { publicSecret: me.publicSecret } });
    const coupon = await aCoupon({ owner: me, serviceType: '9', quantity: 3 });
    const body = {
      serviceType: '9',
      couponId: coupon.id,
      plateNumber: me.plates[0] ?? '',
      contactName: me.name,
      contactMobile: me.mobile,
      shopSnCode: store.snCode,
      appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const send = (message: { message: string }, key: string) =>
      callRaw(submitCarWashOrder, { body: message, plain: true }, { as: me, idempotencyKey: key });
    const orders = () => count('select count(*)::int as n from orders');
    await checkOnce({
      call: (key) => send({ message: sealMessage(body, keys.publicKey) }, key),
      changes: orders,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
    // The very same sealed message re-sent with its key, at once and later (the replay guard
    // alone would refuse it): the first reply, one order.
    const fresh = await aCoupon({ owner: me, serviceType: '9', quantity: 3 });
    const sealed = new Map<string, { message: string }>();
    await checkOnce({
      call: (key) => {
        const message = sealed.get(key) ?? {
          message: sealMessage({ ...body, couponId: fresh.id }, keys.publicKey),
        };
        sealed.set(key, message);
        return send(message, key);
      },
      changes: orders,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it.each([
    { endpoint: submitServiceOrder, serviceType: '32', businessType: 'substitute' },
    { endpoint: submitNewServiceOrder, serviceType: '24', businessType: 'consultation' },
  ])('encrypted $endpoint.group/$endpoint.code: one order per key', async (door) => {
    const me = await aCustomer();
    const { serviceType } = door;
    const coupon = await aCoupon({ owner: me, serviceType, quantity: 3 });
    const body = {
      serviceType,
      businessType: door.businessType,
      couponId: coupon.id,
      plateNumber: me.plates[0] ?? '',
      contactName: me.name,
      contactMobile: me.mobile,
      place: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
    };
    await checkOnce({
      // The client seals the body anew for each call with the session's key.
      call: (key) => call(door.endpoint, { as: me, body, idempotencyKey: key }),
      changes: () => count('select count(*)::int as n from orders'),
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('merchant redemption: one redemption per key, also when the key travels in the header', async () => {
    const merchant = await aMerchant();
    const owner = await aCustomer();
    const coupon = await aCoupon({ owner, serviceType: '9', quantity: 5 });
    const redemptions = () =>
      count(`select count(*)::int as n from redemptions where coupon_id = '${coupon.id}'`);
    await checkOnce({
      call: (key) =>
        call(completeMerchantOrder, {
          as: merchant,
          body: { action: 'redeem', ticketId: coupon.code, idempotencyKey: key, count: 1 },
          idempotencyKey: key,
        }),
      changes: redemptions,
      otherKey: (r, first) => expect(r.data).not.toEqual(first.data),
    });
  });

  it('a key is kept a day: later, the same key is a new call', async () => {
    const me = await aCustomer();
    const campaign = await createTestCampaign(t.database.db);
    const key = randomUUID();
    const claim = async () =>
      (await ok(claimCampaignCoupon, { as: me, body: { campaignId: campaign.id }, idempotencyKey: key }))
        .alreadyClaimed;
    expect(await claim()).toBe(false);
    expect(await claim()).toBe(false);
    await t.database.db.execute(
      sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = ${key}`,
    );
    expect(await claim()).toBe(true);
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
    const me = await aCustomer();
    const coupon = await aCoupon({ owner: me, transferable: true });
    const before = await count('select count(*)::int as n from transfers');
    const r = await call(createTransfer, {
      as: me,
      body: { couponId: coupon.id, quantity: 1 },
      idempotencyKey: 'bad key!',
    });
    expect(r.status).toBe(-5);
    expect(r.statusText).toContain('Idempotency-Key');
    expect(r.badFields[0]).toBe('Idempotency-Key');
    expect(await count('select count(*)::int as n from transfers')).toBe(before);
  });

  it('the same key with other input is a -5 naming the header', async () => {
    const me = await aCustomer();
    const coupon = await aCoupon({ owner: me, transferable: true });
    const key = randomUUID();
    const first = await call(createTransfer, {
      as: me,
      body: { couponId: coupon.id, quantity: 1 },
      idempotencyKey: key,
    });
    expect(first.status, first.statusText).toBe(0);
    const other = await call(createTransfer, {
      as: me,
      body: { couponId: randomUUID(), quantity: 1 },
      idempotencyKey: key,
    });
    expect(other.status).toBe(-5);
  });
});
