import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { ongoingOrders, refreshSession } from '@rc/contract';
import { orders, sessions } from '../db/schema/index.js';
import { hashToken } from '../http/session-store.js';
import { signHandoffToken } from '../http/handoff-token.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import { channelWithSecret, handOver, loginAs, type Reply } from '../testing/handoff.js';
import {
  callEndpoint,
  personalDataIn,
  printTable,
  resultOf,
  securityApp,
  signInActors,
  sqlRows,
  type Actors,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * Replays and keys (issue 11): encrypted submits replayed, reordered, stale or
 * with a reused nonce are refused; session tokens are long random values stored
 * hashed, one per login, revoked at logout, with idle and absolute expiry;
 * hand-off tokens and location links work once.
 */
let t: SecurityApp;
let a: Actors;
const table: [string, string, string][] = [];

beforeAll(async () => {
  t = await securityApp();
  a = await signInActors(t);
}, 240_000);
afterAll(async () => {
  printTable(
    'Replays and keys: each attack and what the server answered',
    ['attack', 'expected', 'got'],
    table,
  );
  await t.close();
});

function note(attack: string, expected: string, got: Reply | { status: number | null; statusText: string }) {
  table.push([attack, expected, `${String(got.status)} ${got.statusText}`.trim()]);
}

const submitUrl = '/api/rcservice/coonetwork/orderSubmit';

async function washPayload() {
  const c = await freshCoupon(t.database.db, a.A.id ?? '');
  return {
    serviceType: '9',
    couponId: c.id,
    plateNumber: '京A12345',
    contactName: '张伟',
    contactMobile: '13800001234',
    shopSnCode: 'SN110105001',
    appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
  };
}

async function submit(message: string, token = a.A.token ?? '') {
  return resultOf(await t.call({ method: 'POST', url: submitUrl, payload: { message }, token }));
}

async function ordersOfA(): Promise<number> {
  const [r] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, a.A.id ?? ''));
  return Number(r?.n ?? 0);
}

describe('encrypted submits', () => {
  it('a replayed submit is refused and places nothing', async () => {
    const message = sealMessage(await washPayload(), a.A.publicKey ?? '');
    const first = await submit(message);
    expect(first.status, first.statusText).toBe(0);
    const count = await ordersOfA();
    const again = await submit(message);
    note('same submit sent twice', 'refused', again);
    expect(again.status).not.toBe(0);
    expect(await ordersOfA()).toBe(count);
  });

  it('an earlier submit replayed after a later one (reordered) is refused', async () => {
    const m1 = sealMessage(await washPayload(), a.A.publicKey ?? '');
    const m2 = sealMessage(await washPayload(), a.A.publicKey ?? '');
    expect((await submit(m2)).status).toBe(0);
    expect((await submit(m1)).status).toBe(0);
    const count = await ordersOfA();
    const replayM2 = await submit(m2);
    const replayM1 = await submit(m1);
    note('later submit replayed after the earlier', 'refused', replayM2);
    note('earlier submit replayed after the later', 'refused', replayM1);
    expect(replayM1.status).not.toBe(0);
    expect(replayM2.status).not.toBe(0);
    expect(await ordersOfA()).toBe(count);
  });

  it('a stale or future ts is refused', async () => {
    const count = await ordersOfA();
    const old = await submit(
      sealMessage(await washPayload(), a.A.publicKey ?? '', { now: Date.now() - 10 * 60_000 }),
    );
    const future = await submit(
      sealMessage(await washPayload(), a.A.publicKey ?? '', { now: Date.now() + 10 * 60_000 }),
    );
    note('ts 10 minutes old', 'refused', old);
    note('ts 10 minutes ahead', 'refused', future);
    expect(old.status).not.toBe(0);
    expect(future.status).not.toBe(0);
    expect(await ordersOfA()).toBe(count);
  });

  it('a nonce reused with a new payload is refused', async () => {
    const nonce = 'ab'.repeat(16);
    expect((await submit(sealMessage(await washPayload(), a.A.publicKey ?? '', { nonce }))).status).toBe(0);
    const count = await ordersOfA();
    const reused = await submit(sealMessage(await washPayload(), a.A.publicKey ?? '', { nonce }));
    note('new payload, reused nonce', 'refused', reused);
    expect(reused.status).not.toBe(0);
    expect(await ordersOfA()).toBe(count);
  });

  it('a submit sealed for one session is refused on another, and plaintext is refused', async () => {
    const count = await ordersOfA();
    const foreign = await submit(sealMessage(await washPayload(), a.A.publicKey ?? ''), a.B.token ?? '');
    const plain = resultOf(
      await t.call({ method: 'POST', url: submitUrl, payload: await washPayload(), token: a.A.token ?? '' }),
    );
    note("A's submit sent with B's session", 'refused', foreign);
    note('plaintext body', 'refused', plain);
    expect(foreign.status).not.toBe(0);
    expect(plain.status).not.toBe(0);
    expect(await ordersOfA()).toBe(count);
  });
});

describe('session tokens', () => {
  it('are at least 128 random bits, distinct per login, and stored only hashed', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push((await loginAs(t, 'vip')).token);
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const tok of tokens) expect(Buffer.from(tok, 'base64url').length).toBeGreaterThanOrEqual(16);
    // No two tokens share a long prefix (they are not counters or timestamps).
    expect(new Set(tokens.map((x) => x.slice(0, 8))).size).toBe(tokens.length);
    const stored = await sqlRows<{ row: string }>(t.database.db, 'select s::text as row from sessions s');
    const plain = stored.filter((r) => tokens.some((tok) => r.row.includes(tok)));
    const hashed = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokens[0] ?? '')));
    table.push([
      'token size and storage',
      '>= 128 bits, hashed',
      `${Buffer.from(tokens[0] ?? '', 'base64url').length * 8} bits, ${plain.length} stored in plain`,
    ]);
    expect(plain).toEqual([]);
    expect(hashed).toHaveLength(1);
  });

  it('a hand-off token logs in once', async () => {
    const { channel, token } = await handOver(t, 'vip');
    const login = () =>
      t.call({ method: 'POST', url: '/api/rcservice/auth/R00010003', payload: { channel, token } });
    expect((await login()).json<Reply>().status).toBe(0);
    const again = (await login()).json<Reply>();
    note('hand-off token used twice', 'refused', again);
    expect(again.status).not.toBe(0);
  });

  it('an expired or forged hand-off token is refused', async () => {
    const ch = await channelWithSecret(t, 'PA_APP');
    const stale = signHandoffToken(ch.secret, {
      ch: ch.id,
      sub: 'PID10000002',
      ttlSeconds: 60,
      now: Date.now() - 3600_000,
    });
    const forged = signHandoffToken('not-the-secret', { ch: ch.id, sub: 'PID10000002', ttlSeconds: 600 });
    const r1 = (
      await t.call({
        method: 'POST',
        url: '/api/rcservice/auth/R00010003',
        payload: { channel: ch.id, token: stale },
      })
    ).json<Reply>();
    const r2 = (
      await t.call({
        method: 'POST',
        url: '/api/rcservice/auth/R00010003',
        payload: { channel: ch.id, token: forged },
      })
    ).json<Reply>();
    note('hand-off token an hour old', 'refused', r1);
    note('hand-off token signed with another secret', 'refused', r2);
    expect(r1.status).not.toBe(0);
    expect(r2.status).not.toBe(0);
  });

  it('is revoked at logout', async () => {
    const r = await callEndpoint(t, ongoingOrders, { query: { onPagenum: 1, onPagesize: 10 } }, a.loggedOut);
    const refresh = await callEndpoint(t, refreshSession, {}, a.loggedOut);
    note('token after logout', '-4', r);
    note('refresh after logout', '-4', refresh);
    expect(r.status).toBe(-4);
    expect(refresh.status).toBe(-4);
  });

  it('expires when idle too long and at its absolute end, refresh or not', async () => {
    const idle = await loginAs(t, 'vip');
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - (t.config.sessionIdleSeconds + 5) * 1000) })
      .where(eq(sessions.tokenHash, hashToken(idle.token)));
    const r1 = await callEndpoint(t, ongoingOrders, {}, { token: idle.token });
    note(`idle ${t.config.sessionIdleSeconds + 5} s`, '-4', r1);
    expect(r1.status).toBe(-4);

    const old = await loginAs(t, 'vip');
    const refreshed = await callEndpoint(t, refreshSession, {}, { token: old.token });
    expect(refreshed.status, refreshed.statusText).toBe(0);
    const fresh = (refreshed.data as { token: string }).token;
    // The old token stops at once; the new one keeps the login's absolute expiry.
    const oldAgain = await callEndpoint(t, ongoingOrders, {}, { token: old.token });
    note('token replaced by a refresh', '-4', oldAgain);
    expect(oldAgain.status).toBe(-4);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(fresh)));
    const r2 = await callEndpoint(t, ongoingOrders, {}, { token: fresh });
    const r3 = await callEndpoint(t, refreshSession, {}, { token: fresh });
    note('past the absolute expiry', '-4', r2);
    note('refresh past the absolute expiry', '-4', r3);
    expect(r2.status).toBe(-4);
    expect(r3.status).toBe(-4);
    const r4 = await callEndpoint(t, ongoingOrders, {}, a.expired);
    expect(r4.status).toBe(-4);
  });
});

describe('location links', () => {
  it('work once', async () => {
    const made = await t.call({
      method: 'POST',
      url: '/api/rcservice/disaster/createLocationLink',
      payload: { mobile: '13812341234' },
      token: a.R.token ?? '',
    });
    const link = made.json<Reply<{ trackCode: string }>>();
    expect(link.status, link.statusText).toBe(0);
    const report = () =>
      t.call({
        method: 'POST',
        url: '/api/rcservice/location/report',
        payload: {
          trackCode: link.data.trackCode,
          place: { address: '北京市朝阳区建国路88号', lng: 116.45, lat: 39.9 },
        },
      });
    const first = (await report()).json<Reply>();
    expect(first.status, first.statusText).toBe(0);
    const again = (await report()).json<Reply>();
    const check = (
      await t.call({
        method: 'POST',
        url: '/api/rcservice/location/checkLink',
        payload: { trackCode: link.data.trackCode },
      })
    ).json<Reply<{ usable: boolean }>>();
    note('location link used twice', 'refused', again);
    table.push(['location link checked after use', 'unusable', `usable=${String(check.data.usable)}`]);
    expect(again.status).not.toBe(0);
    expect(check.data.usable).toBe(false);
  });

  it('keeps the personal data of the seed personas out of the logs of the run', () => {
    expect(personalDataIn(t.logs)).toEqual([]);
  });
});
