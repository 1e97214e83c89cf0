import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { createTestCampaign } from '../testing/campaign-fixtures.js';
import { type Reply } from '../testing/handoff.js';
import { testKit } from '../testing/factories.js';
import { createTestApp, testApiHeaders, type TestApp } from '../testing/test-app.js';

/**
 * Retries are safe across processes (issue 22: "48 of 500 overlapping merchant retries
 * across two processes were told 'used up' though their redemption went through").
 * Two servers on one PostgreSQL database; each call is sent several times at once with
 * one key, alternately to either server: every copy gets the first outcome and the state
 * changes once. PostgreSQL only: PGlite is one process by design (its directory is locked).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
const { aCustomer, aCoupon, aMerchant } = testKit(() => t);

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  const database = await openDatabase(t.config);
  const app = await buildApp({ config: t.config, database, logStream: { write: () => undefined } });
  await app.ready();
  other = { app, database };
}, 60_000);
afterAll(async () => {
  if (!onPostgres) return;
  await other.app.close();
  await other.database.close();
  await t.close();
});

async function send(server: number, path: string, token: string, payload: object, key: string) {
  const app = server % 2 === 0 ? t.app : other.app;
  const res = await app.inject({
    method: 'POST',
    url: `/api/rcservice/${path}`,
    payload,
    headers: {
      ...testApiHeaders,
      'accept-language': 'zh-CN',
      authorization: `Bearer ${token}`,
      'idempotency-key': key,
    },
  });
  return res.json<Reply>();
}

async function count(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}

/** `copies` calls at once with one key across both servers: all succeed with the same reply. */
async function overlapping(copies: number, call: (server: number, key: string) => Promise<Reply>) {
  const key = randomUUID();
  const replies = await Promise.all(Array.from({ length: copies }, (_, i) => call(i, key)));
  for (const r of replies) {
    expect(r.status, r.statusText).toBe(0);
    expect(r.data).toEqual(replies[0]?.data);
  }
  // And after a lost reply, later, on either server: the same.
  const late = await call(1, key);
  expect(late.status, late.statusText).toBe(0);
  expect(late.data).toEqual(replies[0]?.data);
}

describe.runIf(onPostgres)('idempotent calls across two server processes', () => {
  it('merchant redemption of single-use coupons: never "used up" for a copy of the call that used it', async () => {
    const merchant = await aMerchant({ serviceTypes: ['9'] });
    const owner = await aCustomer();
    for (let round = 0; round < 8; round++) {
      const coupon = await aCoupon({ owner, serviceType: '9', quantity: 1 });
      await overlapping(6, (server, key) =>
        send(
          server,
          'merchant/R00040026',
          merchant.token,
          {
            action: 'redeem',
            ticketId: coupon.code,
            idempotencyKey: key,
            count: 1,
          },
          key,
        ),
      );
      expect(await count(`select count(*)::int as n from redemptions where coupon_id = '${coupon.id}'`)).toBe(
        1,
      );
    }
  });

  it('campaign claim: one coupon, the first reply to every copy', async () => {
    const { token } = await aCustomer();
    const campaign = await createTestCampaign(t.database.db);
    await overlapping(6, (server, key) =>
      send(server, 'activity/claimCampaign', token, { campaignId: campaign.id }, key),
    );
    expect(
      await count(
        `select count(*)::int as n from coupon_events where ref_id = '${campaign.id}' and action = 'issued'`,
      ),
    ).toBe(1);
  });

  it('transfer of a coupon: one transfer, the first share code to every copy', async () => {
    const giver = await aCustomer();
    const coupon = await aCoupon({ owner: giver, serviceType: '9', transferable: true });
    const before = await count('select count(*)::int as n from transfers');
    await overlapping(6, (server, key) =>
      send(server, 'donation/R00040019', giver.token, { couponId: coupon.id, quantity: 1 }, key),
    );
    expect(await count('select count(*)::int as n from transfers')).toBe(before + 1);
  });
});
