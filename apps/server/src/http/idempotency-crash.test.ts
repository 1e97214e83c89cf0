import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sealMessage } from '@rc/sm2';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { exchangeSessionKeys } from '@rc/contract';
import { type Reply } from '../testing/handoff.js';
import { testKit } from '../testing/factories.js';

/**
 * A process that dies in the middle of an idempotent call leaves either nothing or the
 * committed outcome (decision 044). The death is simulated by a trigger that makes the
 * key's row refuse every change after its insert: the step that records the reply (and,
 * before decision 044, the step that noted the input) fails, and nothing after it runs.
 */
let t: TestApp;
const { ok, aCustomer, aCoupon } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());
afterEach(() => heal());

const api = '/api/rcservice/';

async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
const count = async (query: string) => Number((await rows<{ n: number }>(query))[0]?.n ?? -1);

async function send<T = unknown>(path: string, token: string, payload: unknown, key: string) {
  const res = await t.call({
    method: 'POST',
    url: api + path,
    token,
    payload: payload as object,
    headers: { 'idempotency-key': key },
  });
  return res.json<Reply<T>>();
}

/** From here on the process "dies" as soon as a key's row is to be changed after its reservation. */
async function dieAfterReserving() {
  await t.database.db.execute(
    sql.raw(`create or replace function rc_test_die() returns trigger language plpgsql as $$
      begin raise exception 'simulated crash'; end $$`),
  );
  await t.database.db.execute(
    sql.raw(`create trigger rc_test_die before update or delete on idempotency_keys
      for each row execute function rc_test_die()`),
  );
}
async function heal() {
  await t.database.db.execute(sql.raw(`drop trigger if exists rc_test_die on idempotency_keys`));
}

const keyRows = (key: string) =>
  count(`select count(*)::int as n from idempotency_keys where key = '${key}'`);

describe('a crash inside an idempotent call', () => {
  it('campaign claim: leaves nothing, and the retry with the same key claims once', async () => {
    const { token } = await aCustomer();
    const campaign = await createTestCampaign(t.database.db);
    const claims = () =>
      count(`select count(*)::int as n from coupon_events where ref_id = '${campaign.id}'`);
    const key = randomUUID();
    await dieAfterReserving();
    const crashed = await send('activity/claimCampaign', token, { campaignId: campaign.id }, key);
    expect(crashed.status).not.toBe(0);
    await heal();
    // Either nothing (no claim, no key) or the committed outcome (the claim and its reply):
    // never a claim whose key holds no reply, nor a key that holds nothing.
    const [row] = await rows<{ reply: unknown }>(`select reply from idempotency_keys where key = '${key}'`);
    if ((await claims()) === 0) expect(row).toBeUndefined();
    else expect(row?.reply).not.toBeNull();

    const retry = await send<{ alreadyClaimed: boolean }>(
      'activity/claimCampaign',
      token,
      { campaignId: campaign.id },
      key,
    );
    expect(retry.status, retry.statusText).toBe(0);
    expect(retry.data.alreadyClaimed).toBe(false);
    expect(await claims()).toBe(1);
    expect(await keyRows(key)).toBe(1);
  });

  it('rescue request (encrypted): leaves no order, and the retry with the same key makes one', async () => {
    // A customer holding a rescue right (service type 1) for their own car.
    const me = await aCustomer();
    await aCoupon({ owner: me, serviceType: '1', quantity: 2 });
    const plate = me.plates[0] ?? '';
    // The session's submit key, fetched once (the page's exchange) so the test can seal messages.
    const { publicKey } = await ok(exchangeSessionKeys, { as: me, body: { publicSecret: me.publicSecret } });
    const s = { token: me.token, publicKey };
    const body = {
      serviceType: '1',
      faultType: 'tow',
      contactName: '测试',
      contactMobile: '13812341234',
      plateNumber: plate,
      place: { address: '北京市朝阳区建国路88号', lng: 116.47, lat: 39.906 },
      onHighway: false,
    };
    const orders = () => count(`select count(*)::int as n from orders where plate_number = '${plate}'`);
    const key = randomUUID();
    await dieAfterReserving();
    const crashed = await send(
      'rescueOrder/R00010070',
      s.token,
      { message: sealMessage(body, s.publicKey) },
      key,
    );
    expect(crashed.status).not.toBe(0);
    await heal();
    expect(await orders()).toBe(0);
    expect(await keyRows(key)).toBe(0);

    // The client seals the retry anew; two at once still make one order, with one reply.
    const [a, b] = await Promise.all([
      send('rescueOrder/R00010070', s.token, { message: sealMessage(body, s.publicKey) }, key),
      send('rescueOrder/R00010070', s.token, { message: sealMessage(body, s.publicKey) }, key),
    ]);
    expect(a.status, a.statusText).toBe(0);
    expect(b.data).toEqual(a.data);
    expect(await orders()).toBe(1);
  });
});
