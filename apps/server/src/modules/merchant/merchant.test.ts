import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, merchantPhotos, orders, redemptions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { apiCaller, ledgerBalance } from '../../testing/merchant-fixtures.js';
import { testKit, type CustomerSession, type MerchantSession } from '../../testing/factories.js';
import { jpegWithExif } from '../../testing/images.js';

interface Order {
  id: string;
  status: string;
  redeemedCount: number;
  undoableUntil: string | null;
  images: { imageId: string; url: string }[];
}

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const { aCustomer, aMerchant, aCoupon, anOrder } = testKit(() => t);
/** The merchant whose store (store X) serves the customer's orders. */
let merchant: MerchantSession;
let merchantToken = '';
let otherMerchantToken = '';
/** The customer who owns the coupons and the orders (a two-character name: masked 陈*). */
let customer: CustomerSession;
let customerToken = '';

function redeem(token: string, ticketId: string, extra: Record<string, unknown> = {}) {
  return call<Order>(token, 'POST', 'merchant/R00040026', {
    action: 'redeem',
    ticketId,
    idempotencyKey: randomUUID(),
    ...extra,
  });
}

// A 1×1 PNG and a minimal JPEG carrying an EXIF APP1 segment.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = jpegWithExif('GPS-SECRET');

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  merchant = await aMerchant();
  merchantToken = merchant.token;
  // Another merchant, whose only store does service 1 (no car washes).
  otherMerchantToken = (await aMerchant({ serviceTypes: ['1'] })).token;
  customer = await aCustomer({ name: '陈悦' });
  customerToken = customer.token;
}, 60_000);
afterAll(() => t.close());

describe('merchant redemption', () => {
  it('looks a coupon up by its code: owner masked, uses left, stores', async () => {
    // The owner shares with merchants (without it the store sees no name or number: decision 045).
    const consent = await call(customerToken, 'POST', 'authority/R00010043', {
      code: 'merchantSharing',
      granted: true,
    });
    expect(consent.status).toBe(0);
    const c = await aCoupon({ owner: customer, quantity: 3 });
    const r = await call<{
      state: string;
      customerName: string;
      customerMobile: string;
      usesLeft: number;
      stores: unknown[];
    }>(merchantToken, 'GET', `merchant/R00040024?concavecode=${c.code}`);
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.state).toBe('toVerify');
    expect(r.data.customerName).toBe('陈*');
    expect(r.data.customerMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(r.data.usesLeft).toBe(3);
    expect(r.data.stores.length).toBeGreaterThan(0);
  });

  it('a customer token on merchant endpoints is refused', async () => {
    expect((await call(customerToken, 'GET', 'merchant/R00040023')).status).not.toBe(0);
    const c = await aCoupon({ owner: customer });
    expect((await redeem(customerToken, c.code)).status).not.toBe(0);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, c.id));
    expect(row?.usedCount).toBe(0);
  });

  it('50 concurrent confirms of one coupon with different keys: exactly one redeems', async () => {
    const db = t.database.db;
    const c = await aCoupon({ owner: customer });
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(merchantToken, c.code)));
    expect(results.filter((r) => r.status === 0)).toHaveLength(1);
    const b = await ledgerBalance(db, c.id);
    expect(b).toEqual({ ledger: 1, used: 1 });
    expect(await db.select().from(redemptions).where(eq(redemptions.couponId, c.id))).toHaveLength(1);
  });

  it('a retried confirm with the same key answers the first result and redeems once', async () => {
    const db = t.database.db;
    const c = await aCoupon({ owner: customer, quantity: 5 });
    const key = randomUUID();
    const body = { action: 'redeem', ticketId: c.code, idempotencyKey: key, count: 2 };
    const first = await call<Order>(merchantToken, 'POST', 'merchant/R00040026', body);
    expect(first.status, first.statusText).toBe(0);
    expect(first.data.redeemedCount).toBe(2);
    const retries = await Promise.all(
      Array.from({ length: 5 }, () => call<Order>(merchantToken, 'POST', 'merchant/R00040026', body)),
    );
    for (const r of retries) expect(r.data.id).toBe(first.data.id);
    expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 2, used: 2 });
    // Concurrent first attempts with one key also redeem once.
    const key2 = randomUUID();
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<Order>(merchantToken, 'POST', 'merchant/R00040026', { ...body, idempotencyKey: key2, count: 1 }),
      ),
    );
    expect(new Set(burst.filter((r) => r.status === 0).map((r) => r.data.id)).size).toBe(1);
    expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 3, used: 3 });
  });

  it('overlapping confirms with one key all answer the first result, never "used up" (issue 22)', async () => {
    const db = t.database.db;
    for (let round = 0; round < 5; round += 1) {
      const c = await aCoupon({ owner: customer, quantity: 1 });
      const body = { action: 'redeem', ticketId: c.code, idempotencyKey: randomUUID(), count: 1 };
      // Started a little apart, so later ones look the key up before the first commits and
      // read the coupon after it did.
      const burst = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 3));
          return call<Order>(merchantToken, 'POST', 'merchant/R00040026', body);
        }),
      );
      for (const r of burst) expect(r.status, r.statusText).toBe(0);
      expect(new Set(burst.map((r) => r.data.id)).size).toBe(1);
      expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 1, used: 1 });
    }
  });

  it('a coupon being given cannot be redeemed; a redeemed one cannot be given', async () => {
    const c = await aCoupon({ owner: customer, transferable: true });
    const give = await call<{ id: string }>(customerToken, 'POST', 'donation/R00040019', {
      couponId: c.id,
      quantity: 1,
    });
    expect(give.status, give.statusText).toBe(0);
    const look = await call<{ state: string }>(
      merchantToken,
      'GET',
      `merchant/R00040024?concavecode=${c.code}`,
    );
    expect(look.data.state).toBe('inTransfer');
    expect((await redeem(merchantToken, c.code)).status).toBe(-2);
    const c2 = await aCoupon({ owner: customer, transferable: true });
    expect((await redeem(merchantToken, c2.code)).status).toBe(0);
    const give2 = await call(customerToken, 'POST', 'donation/R00040019', { couponId: c2.id, quantity: 1 });
    expect(give2.status).not.toBe(0);
  });

  it('undo within 30 minutes gives the uses back; after 30 minutes it is refused', async () => {
    const db = t.database.db;
    const c = await aCoupon({ owner: customer, quantity: 2 });
    const r = await redeem(merchantToken, c.code, { count: 2 });
    expect(r.data.undoableUntil).not.toBeNull();
    const undone = await call<Order>(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'undo',
      orderId: r.data.id,
      reason: '顾客未到店',
    });
    expect(undone.status, undone.statusText).toBe(0);
    expect(undone.data.status).toBe('cancelled');
    expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 0, used: 0 });
    const twice = await call(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'undo',
      orderId: r.data.id,
      reason: '再次撤销',
    });
    expect(twice.status).toBe(-2);

    const late = await redeem(merchantToken, c.code, { count: 1 });
    await db
      .update(redemptions)
      .set({ redeemedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(redemptions.id, late.data.id));
    const refused = await call(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'undo',
      orderId: late.data.id,
      reason: '超时撤销',
    });
    expect(refused.status).toBe(-2);
    expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 1, used: 1 });
  });

  it('another merchant cannot redeem a service it does not do, nor see or undo our orders', async () => {
    const c = await aCoupon({ owner: customer });
    const look = await call<{ state: string }>(
      otherMerchantToken,
      'GET',
      `merchant/R00040024?concavecode=${c.code}`,
    );
    expect(look.data.state).toBe('notForThisMerchant');
    expect((await redeem(otherMerchantToken, c.code)).status).toBe(-2);
    const mine = await redeem(merchantToken, c.code);
    expect(mine.status).toBe(0);
    expect((await call(otherMerchantToken, 'GET', `merchant/R00040025/${mine.data.id}`)).status).toBe(-3);
    const undo = await call(otherMerchantToken, 'POST', 'merchant/R00040026', {
      action: 'undo',
      orderId: mine.data.id,
      reason: '不是我的',
    });
    expect(undo.status).toBe(-3);
    const theirs = await call<{ list: { id: string }[] }>(otherMerchantToken, 'GET', 'merchant/R00040027');
    expect(theirs.data.list.map((o) => o.id)).not.toContain(mine.data.id);
    const detail = await call<{ order: unknown }>(
      otherMerchantToken,
      'GET',
      `merchant/R00040030?ticketid=${c.code}`,
    );
    expect(detail.data.order).toBeNull();
    const ours = await call<{ list: { id: string }[] }>(
      merchantToken,
      'GET',
      'merchant/R00040027?onPagesize=50',
    );
    expect(ours.data.list.map((o) => o.id)).toContain(mine.data.id);
  });

  it('photos: type by content, size limit, EXIF stripped; completing attaches them', async () => {
    const db = t.database.db;
    const upload = (bytes: Buffer, fileName: string, contentType = 'image/jpeg') =>
      call<{ imageId: string; url: string }>(merchantToken, 'POST', 'merchant/uploadImage', {
        fileName,
        contentType,
        dataBase64: bytes.toString('base64'),
      });
    const disguised = await upload(png, 'photo.jpg');
    expect(disguised.status, disguised.statusText).toBe(0);
    expect(disguised.data.url.startsWith('data:image/png;base64,')).toBe(true);
    const [stored] = await db
      .select()
      .from(merchantPhotos)
      .where(eq(merchantPhotos.id, disguised.data.imageId));
    expect(stored?.fileName).toBe(`${disguised.data.imageId}.png`);

    const notImage = await upload(Buffer.from('GIF89a-not-accepted-here-at-all'), 'x.png', 'image/png');
    expect(notImage.status).toBe(-5);
    const big = await upload(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'image/png');
    expect(big.status).toBe(-5);

    const withExif = await upload(jpeg, 'exif.jpg');
    expect(withExif.status).toBe(0);
    const [clean] = await db
      .select()
      .from(merchantPhotos)
      .where(eq(merchantPhotos.id, withExif.data.imageId));
    expect(clean?.bytes.includes(Buffer.from('GPS-SECRET'))).toBe(false);
    expect(clean?.bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const c = await aCoupon({ owner: customer });
    const r = await redeem(merchantToken, c.code);
    const done = await call<Order>(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'complete',
      orderId: r.data.id,
      imageIds: [withExif.data.imageId],
      remark: '已完成洗车',
    });
    expect(done.status, done.statusText).toBe(0);
    expect(done.data.status).toBe('completed');
    expect(done.data.images).toHaveLength(1);
    // An attached photo can no longer be deleted; a loose one can, once.
    expect(
      (await call(merchantToken, 'POST', 'merchant/deleteImage', { imageId: withExif.data.imageId })).status,
    ).toBe(-3);
    expect(
      (await call(merchantToken, 'POST', 'merchant/deleteImage', { imageId: disguised.data.imageId })).status,
    ).toBe(0);
    const completed = await call<{ list: { id: string }[] }>(
      merchantToken,
      'GET',
      'merchant/R00040028?onPagesize=50',
    );
    expect(completed.data.list.map((o) => o.id)).toContain(r.data.id);
  });

  it('verifies a service order by its number and completes the order', async () => {
    const db = t.database.db;
    const c = await aCoupon({ owner: customer });
    const order = await anOrder({ owner: customer, coupon: c, storeId: merchant.storeId });
    const r = await redeem(merchantToken, order.orderNo);
    expect(r.status, r.statusText).toBe(0);
    // Verifying the code starts the service; completing it with a proof photo ends the order.
    const [o] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(o?.status).toBe('inService');
    expect(await ledgerBalance(db, c.id)).toEqual({ ledger: 1, used: 1 });
    expect((await redeem(merchantToken, order.orderNo)).status).toBe(-2);
    const photo = await call<{ imageId: string }>(merchantToken, 'POST', 'merchant/uploadImage', {
      fileName: 'done.png',
      contentType: 'image/png',
      dataBase64: png.toString('base64'),
    });
    const done = await call<Order>(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'complete',
      orderId: r.data.id,
      imageIds: [photo.data.imageId],
    });
    expect(done.status, done.statusText).toBe(0);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after?.status).toBe('completed');
    expect((await redeem(merchantToken, order.orderNo)).status).toBe(-2);
    const home = await call<{ verifiedTodayCount: number; stores: { days: { count: number }[] }[] }>(
      merchantToken,
      'GET',
      'merchant/R00040023',
    );
    expect(home.status).toBe(0);
    expect(home.data.verifiedTodayCount).toBeGreaterThan(0);
    expect(home.data.stores[0]?.days[0]?.count).toBe(home.data.verifiedTodayCount);
  });
});
