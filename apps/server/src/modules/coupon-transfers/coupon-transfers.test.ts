import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, transfers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { customerIdOf, freshCoupon, ledgerBalance } from '../../testing/merchant-fixtures.js';
import { expireDueTransfers } from '../../domain/coupon-transfers.js';
import { jsSdkSignature } from './wechat-signature.js';

interface Detail {
  id: string;
  state: string;
  shareCode: string | null;
  shareUrl: string | null;
  couponId: string;
  couponName: string;
  claimable: boolean;
}

let t: TestApp;
const tokens = new Map<string, string>();
const receivers = ['vip', 'giftDone', 'giftDoing', 'giftClaim', 'rightUser', 'myCoupons', 'haveRc', 'remind'];

async function call<T>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
): Promise<Reply<T>> {
  const res = await t.call({ method, url: `/api/rcservice/${path}`, token, ...(payload ? { payload } : {}) });
  return res.json<Reply<T>>();
}

const tok = (k: string) => tokens.get(k) ?? '';

async function give(couponId: string, quantity = 1): Promise<Detail> {
  const r = await call<Detail>(tok('headPage'), 'POST', 'donation/R00040019', { couponId, quantity });
  expect(r.status, r.statusText).toBe(0);
  return r.data;
}

beforeAll(async () => {
  t = await createTestApp();
  for (const k of ['headPage', ...receivers]) tokens.set(k, (await loginAs(t, k)).token);
}, 60_000);
afterAll(() => t.close());

describe('giving coupons (donation)', () => {
  it('names no coupon with something that is not a coupon id (not found, never a server fault)', async () => {
    for (const couponId of ['v', '-'.repeat(36)]) {
      const r = await call<Detail>(tok('headPage'), 'POST', 'donation/R00040019', { couponId, quantity: 1 });
      expect(r.status, `${couponId}: ${r.statusText}`).toBe(-3);
    }
  });

  it('lists transferable coupons, gives one, and the receiver claims it with a new code', async () => {
    const db = t.database.db;
    const giver = await customerIdOf(db, 'PID10000001');
    const coupon = await freshCoupon(db, giver);
    const list = await call<{ list: { id: string }[]; total: number }>(
      tok('headPage'),
      'POST',
      'donation/R00040018',
      {
        onPagenum: 1,
        onPagesize: 50,
      },
    );
    expect(list.status).toBe(0);
    expect(list.data.list.map((c) => c.id)).toContain(coupon.id);

    const created = await give(coupon.id);
    expect(created.state).toBe('giving');
    expect(created.shareUrl).toContain(`/serviceTransfer/claimGiftPackage?code=${created.shareCode ?? ''}`);
    const [held] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(held?.state).toBe('transferring');

    const preview = await call<Detail>(tok('vip'), 'POST', 'donation/R00040015', {
      shareCode: created.shareCode,
    });
    expect(preview.data.claimable).toBe(true);
    expect(preview.data.shareCode).toBeNull();

    // The link opened with no session (issue 19): the same gift, nothing that is the giver's.
    const cold = await call<Detail>('', 'POST', 'donation/giftPreview', { shareCode: created.shareCode });
    expect(cold.status, cold.statusText).toBe(0);
    expect(cold.data).toMatchObject({
      couponName: preview.data.couponName,
      claimable: true,
      shareCode: null,
      shareUrl: null,
      couponId: '',
    });
    const unknown = await call<Detail>('', 'POST', 'donation/giftPreview', { shareCode: 'no-such-code' });
    expect(unknown.status).not.toBe(0);

    const claim = await call<{ transfer: Detail; coupon: { id: string; state: string } }>(
      tok('vip'),
      'POST',
      'donation/R00040021',
      { shareCode: created.shareCode },
    );
    expect(claim.status, claim.statusText).toBe(0);
    expect(claim.data.transfer.state).toBe('claimed');
    const [moved] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(moved?.customerId).toBe(await customerIdOf(db, 'PID10000002'));
    expect(moved?.state).toBe('unused');
    expect(moved?.code).not.toBe(coupon.code);

    const sent = await call<{ list: { id: string; state: string }[] }>(
      tok('headPage'),
      'GET',
      'donation/R00040016?direction=sent&onPagenum=1&onPagesize=10',
    );
    expect(sent.data.list.find((x) => x.id === created.id)?.state).toBe('claimed');
    const received = await call<{ list: { id: string }[] }>(
      tok('vip'),
      'GET',
      'donation/R00040016?direction=received',
    );
    expect(received.data.list.map((x) => x.id)).toContain(created.id);

    // A third customer sees nothing of it.
    const other = await call(tok('giftDone'), 'GET', `donation/R00040017/${created.id}`);
    expect(other.status).toBe(-3);
  });

  it('50 concurrent claims of one transfer: exactly one succeeds and the ledger balances', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon(db, await customerIdOf(db, 'PID10000001'));
    const created = await give(coupon.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(tok(receivers[i % receivers.length] ?? 'vip'), 'POST', 'donation/R00040021', {
          shareCode: created.shareCode,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 0)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 0).every((r) => r.status === -2)).toBe(true);
    const b = await ledgerBalance(db, coupon.id);
    expect(b.ledger).toBe(b.used);
    const [tr] = await db.select().from(transfers).where(eq(transfers.id, created.id));
    expect(tr?.state).toBe('claimed');
  });

  it('cancel racing claims: exactly one wins, and the coupon follows the winner', async () => {
    const db = t.database.db;
    const giver = await customerIdOf(db, 'PID10000001');
    for (let round = 0; round < 3; round++) {
      const coupon = await freshCoupon(db, giver);
      const created = await give(coupon.id);
      const [cancel, ...claims] = await Promise.all([
        call(tok('headPage'), 'POST', 'donation/R00040020', { transferId: created.id }),
        ...receivers
          .slice(0, 4)
          .map((k) => call(tok(k), 'POST', 'donation/R00040021', { shareCode: created.shareCode })),
      ]);
      const wins = [cancel, ...claims].filter((r) => r?.status === 0);
      expect(wins).toHaveLength(1);
      const [c] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(c?.state).toBe('unused');
      expect(c?.customerId === giver).toBe(cancel?.status === 0);
      const b = await ledgerBalance(db, coupon.id);
      expect(b.ledger).toBe(b.used);
    }
  });

  it('cancel gives the coupon back; a used or giving coupon cannot be given', async () => {
    const db = t.database.db;
    const giver = await customerIdOf(db, 'PID10000001');
    const coupon = await freshCoupon(db, giver);
    const created = await give(coupon.id);
    const again = await call(tok('headPage'), 'POST', 'donation/R00040019', {
      couponId: coupon.id,
      quantity: 1,
    });
    expect(again.status).toBe(-3);
    const cancelled = await call<Detail>(tok('headPage'), 'POST', 'donation/R00040020', {
      transferId: created.id,
    });
    expect(cancelled.data.state).toBe('cancelled');
    const late = await call(tok('vip'), 'POST', 'donation/R00040021', { shareCode: created.shareCode });
    expect(late.status).toBe(-2);
    // Someone else's transfer cannot be cancelled.
    const c2 = await freshCoupon(db, giver);
    const t2 = await give(c2.id);
    expect((await call(tok('vip'), 'POST', 'donation/R00040020', { transferId: t2.id })).status).toBe(-3);
    // Own gift cannot be claimed.
    expect(
      (await call(tok('headPage'), 'POST', 'donation/R00040021', { shareCode: t2.shareCode })).status,
    ).toBe(-3);
  });

  it('an unclaimed transfer expires: lazily on claim, and by the timer function', async () => {
    const db = t.database.db;
    const giver = await customerIdOf(db, 'PID10000001');
    const c1 = await freshCoupon(db, giver);
    const t1 = await give(c1.id);
    await db
      .update(transfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transfers.id, t1.id));
    const claim = await call(tok('vip'), 'POST', 'donation/R00040021', { shareCode: t1.shareCode });
    expect(claim.status).toBe(-2);
    const [back] = await db.select().from(coupons).where(eq(coupons.id, c1.id));
    expect(back?.state).toBe('unused');
    expect(back?.customerId).toBe(giver);
    const d1 = await call<Detail>(tok('headPage'), 'GET', `donation/R00040017/${t1.id}`);
    expect(d1.data.state).toBe('expired');

    const c2 = await freshCoupon(db, giver);
    const t2 = await give(c2.id);
    await db
      .update(transfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transfers.id, t2.id));
    expect(await expireDueTransfers(db)).toBeGreaterThanOrEqual(1);
    const [tr] = await db.select().from(transfers).where(eq(transfers.id, t2.id));
    expect(tr?.state).toBe('expired');
    expect(await expireDueTransfers(db)).toBe(0);
  });

  it("the share card's claim-by date is China's day (an expiry at 00:30 China time is that day, not UTC's day before)", async () => {
    const db = t.database.db;
    const giver = await customerIdOf(db, 'PID10000001');
    const given = await give((await freshCoupon(db, giver)).id);
    // 2030-01-01 16:30 UTC is 2030-01-02 00:30 in China.
    await db
      .update(transfers)
      .set({ expiresAt: new Date('2030-01-01T16:30:00Z') })
      .where(eq(transfers.id, given.id));
    const card = await call<{ description: string }>(tok('headPage'), 'POST', 'donation/R00040022', {
      transferId: given.id,
    });
    expect(card.status, card.statusText).toBe(0);
    expect(card.data.description).toContain('2030-01-02');
    expect(card.data.description).not.toContain('2030-01-01');
  });

  it('signs the WeChat JS-SDK string (WeChat documentation example)', async () => {
    const s = jsSdkSignature('http://mp.weixin.qq.com?params=value#frag', {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
    });
    expect(s.signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    const r = await call<{ signature: string; appId: string }>(
      tok('headPage'),
      'GET',
      `auth/R00010074?url=${encodeURIComponent('https://h5.example.cn/serviceTransfer/share')}`,
    );
    expect(r.status).toBe(0);
    expect(r.data.signature).toMatch(/^[0-9a-f]{40}$/);
    const card = await call<{ signature: string }>(tok('headPage'), 'GET', 'auth/R00010084');
    expect(card.status).toBe(0);
  });
});
