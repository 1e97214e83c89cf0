import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cancelTransfer,
  claimTransfer,
  createTransfer,
  giftPreview,
  transferDetail,
  transferPreview,
  transferRecords,
  transferShareCard,
  transferableCoupons,
  wechatCardSignature,
  wechatJsSignature,
  type TransferDetail,
} from '@rc/contract';
import { coupons, transfers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { ledgerBalance } from '../../testing/merchant-fixtures.js';
import { expireDueTransfers } from '../../domain/coupon-transfers.js';
import { jsSdkSignature } from './wechat-signature.js';

let t: TestApp;
const { call, ok, aCustomer, aCoupon } = testKit(() => t);
/** The customer who gives, and eight others who claim. */
let giver: CustomerSession;
let receivers: CustomerSession[] = [];
/** One receiver, and a third customer who has nothing to do with the gift. */
const receiver = () => receivers[0] as CustomerSession;
const bystander = () => receivers[1] as CustomerSession;

/** A transferable car-wash coupon of the giver, valid for a month. */
const freshCoupon = () => aCoupon({ owner: giver, serviceType: '9', transferable: true });

async function give(couponId: string, quantity = 1): Promise<TransferDetail> {
  return ok(createTransfer, { as: giver, body: { couponId, quantity } });
}

beforeAll(async () => {
  t = await createTestApp();
  giver = await aCustomer();
  receivers = [];
  for (let i = 0; i < 8; i++) receivers.push(await aCustomer());
}, 60_000);
afterAll(() => t.close());

describe('giving coupons (donation)', () => {
  it('names no coupon with something that is not a coupon id (not found, never a server fault)', async () => {
    for (const couponId of ['v', '-'.repeat(36)]) {
      const r = await call(createTransfer, { as: giver, body: { couponId, quantity: 1 } });
      expect(r.status, `${couponId}: ${r.statusText}`).toBe(-3);
    }
  });

  it('lists transferable coupons, gives one, and the receiver claims it with a new code', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon();
    const list = await ok(transferableCoupons, { as: giver, body: { onPagenum: 1, onPagesize: 50 } });
    expect(list.list.map((c) => c.id)).toContain(coupon.id);

    const created = await give(coupon.id);
    expect(created.state).toBe('giving');
    expect(created.shareUrl).toContain(`/serviceTransfer/claimGiftPackage?code=${created.shareCode ?? ''}`);
    const [held] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(held?.state).toBe('transferring');

    const shareCode = created.shareCode ?? '';
    const preview = await ok(transferPreview, { as: receiver(), body: { shareCode } });
    expect(preview.claimable).toBe(true);
    expect(preview.shareCode).toBeNull();

    // The link opened with no session (issue 19): the same gift, nothing that is the giver's.
    const cold = await call(giftPreview, { body: { shareCode } });
    expect(cold.status, cold.statusText).toBe(0);
    expect(cold.data).toMatchObject({
      couponName: preview.couponName,
      claimable: true,
      shareCode: null,
      shareUrl: null,
      couponId: '',
    });
    const unknown = await call(giftPreview, { body: { shareCode: 'no-such-code' } });
    expect(unknown.status).not.toBe(0);

    const claim = await call(claimTransfer, { as: receiver(), body: { shareCode } });
    expect(claim.status, claim.statusText).toBe(0);
    expect(claim.data.transfer.state).toBe('claimed');
    const [moved] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(moved?.customerId).toBe(receiver().id);
    expect(moved?.state).toBe('unused');
    expect(moved?.code).not.toBe(coupon.code);

    const sent = await ok(transferRecords, {
      as: giver,
      query: { direction: 'sent', onPagenum: 1, onPagesize: 10 },
    });
    expect(sent.list.find((x) => x.id === created.id)?.state).toBe('claimed');
    const received = await ok(transferRecords, { as: receiver(), query: { direction: 'received' } });
    expect(received.list.map((x) => x.id)).toContain(created.id);

    // A third customer sees nothing of it.
    const other = await call(transferDetail, { as: bystander(), params: { id: created.id } });
    expect(other.status).toBe(-3);
  });

  it('50 concurrent claims of one transfer: exactly one succeeds and the ledger balances', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon();
    const created = await give(coupon.id);
    const shareCode = created.shareCode ?? '';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(claimTransfer, { as: receivers[i % receivers.length], body: { shareCode } }),
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
    for (let round = 0; round < 3; round++) {
      const coupon = await freshCoupon();
      const created = await give(coupon.id);
      const shareCode = created.shareCode ?? '';
      const [cancel, ...claims] = await Promise.all([
        call(cancelTransfer, { as: giver, body: { transferId: created.id } }),
        ...receivers.slice(0, 4).map((r) => call(claimTransfer, { as: r, body: { shareCode } })),
      ]);
      const wins = [cancel, ...claims].filter((r) => r?.status === 0);
      expect(wins).toHaveLength(1);
      const [c] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(c?.state).toBe('unused');
      expect(c?.customerId === giver.id).toBe(cancel?.status === 0);
      const b = await ledgerBalance(db, coupon.id);
      expect(b.ledger).toBe(b.used);
    }
  });

  it('cancel gives the coupon back; a used or giving coupon cannot be given', async () => {
    const db = t.database.db;
    const coupon = await freshCoupon();
    const created = await give(coupon.id);
    const again = await call(createTransfer, { as: giver, body: { couponId: coupon.id, quantity: 1 } });
    expect(again.status).toBe(-3);
    const cancelled = await ok(cancelTransfer, { as: giver, body: { transferId: created.id } });
    expect(cancelled.state).toBe('cancelled');
    const [back] = await db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(back?.state).toBe('unused');
    expect(back?.customerId).toBe(giver.id);
    const late = await call(claimTransfer, { as: receiver(), body: { shareCode: created.shareCode ?? '' } });
    expect(late.status).toBe(-2);
    // A used coupon cannot be given.
    const used = await aCoupon({ owner: giver, serviceType: '9', transferable: true, state: 'used' });
    expect((await call(createTransfer, { as: giver, body: { couponId: used.id, quantity: 1 } })).status).toBe(
      -3,
    );
    // Someone else's transfer cannot be cancelled.
    const c2 = await freshCoupon();
    const t2 = await give(c2.id);
    expect((await call(cancelTransfer, { as: receiver(), body: { transferId: t2.id } })).status).toBe(-3);
    // Own gift cannot be claimed.
    expect((await call(claimTransfer, { as: giver, body: { shareCode: t2.shareCode ?? '' } })).status).toBe(
      -3,
    );
  });

  it('an unclaimed transfer expires: lazily on claim, and by the timer function', async () => {
    const db = t.database.db;
    const c1 = await freshCoupon();
    const t1 = await give(c1.id);
    await db
      .update(transfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transfers.id, t1.id));
    const claim = await call(claimTransfer, { as: receiver(), body: { shareCode: t1.shareCode ?? '' } });
    expect(claim.status).toBe(-2);
    const [back] = await db.select().from(coupons).where(eq(coupons.id, c1.id));
    expect(back?.state).toBe('unused');
    expect(back?.customerId).toBe(giver.id);
    const d1 = await ok(transferDetail, { as: giver, params: { id: t1.id } });
    expect(d1.state).toBe('expired');

    const c2 = await freshCoupon();
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
    const given = await give((await freshCoupon()).id);
    // 2030-01-01 16:30 UTC is 2030-01-02 00:30 in China.
    await db
      .update(transfers)
      .set({ expiresAt: new Date('2030-01-01T16:30:00Z') })
      .where(eq(transfers.id, given.id));
    const card = await call(transferShareCard, { as: giver, body: { transferId: given.id } });
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
    const r = await call(wechatJsSignature, {
      as: giver,
      query: { url: 'https://h5.example.cn/serviceTransfer/share' },
    });
    expect(r.status).toBe(0);
    expect(r.data.signature).toMatch(/^[0-9a-f]{40}$/);
    const card = await call(wechatCardSignature, { as: giver });
    expect(card.status).toBe(0);
  });
});
