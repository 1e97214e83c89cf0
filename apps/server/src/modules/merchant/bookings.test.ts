import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnacceptedBookings } from '../../domain/booking-sweep.js';
import { orderHistory, orders, smsOutbox } from '../../db/schema/index.js';
import { outboxSmsSender } from '../../domain/sms.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { apiCaller, ledgerBalance } from '../../testing/merchant-fixtures.js';
import {
  testKit,
  uniqueMobile,
  uniquePlate,
  type CustomerSession,
  type MerchantSession,
} from '../../testing/factories.js';

interface Booking {
  id: string;
  status: string;
  contactMobile: string;
  contactShared: boolean;
  plateNumber: string;
}

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const { aCustomer, aMerchant, aCoupon, anOrder } = testKit(() => t);
let merchant: MerchantSession;
let merchantToken = '';
let otherMerchantToken = '';
/** The customer who books, with the plate and the contact number of their bookings. */
let customer: CustomerSession;
let customerToken = '';
const plate = uniquePlate();
const contactMobile = uniqueMobile();

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  merchant = await aMerchant({ serviceTypes: ['9', '6'] });
  merchantToken = merchant.token;
  // The other merchant washes cars too, at its own store.
  otherMerchantToken = (await aMerchant({ serviceTypes: ['9'] })).token;
  customer = await aCustomer({ plates: [plate] });
  customerToken = customer.token;
}, 60_000);
afterAll(() => t.close());

async function booking(opts: { placedHoursAgo?: number } = {}) {
  const db = t.database.db;
  const c = await aCoupon({ owner: customer, serviceType: '9' });
  const at = new Date(Date.now() - (opts.placedHoursAgo ?? 0) * 3_600_000);
  const order = await anOrder({
    owner: customer,
    coupon: c,
    businessType: 'carWash',
    storeId: merchant.storeId,
    plate,
    contact: { name: customer.name, mobile: contactMobile },
    appointmentAt: new Date(at.getTime() + 48 * 3_600_000),
  });
  // Placed that long ago (the coupon was valid then too).
  await db.update(orders).set({ createdAt: at }).where(eq(orders.id, order.id));
  return { order, coupon: c };
}

async function notices(orderId: string) {
  return t.database.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.orderId, orderId), eq(smsOutbox.kind, 'orderNotice')));
}

describe("store bookings in the store's queue", () => {
  it("a booking appears at once in its store's queue and in no other merchant's", async () => {
    const { order } = await booking();
    const ours = await call<{ list: Booking[] }>(merchantToken, 'GET', 'merchant/bookings?onPagesize=50');
    expect(ours.status, ours.statusText).toBe(0);
    const seen = ours.data.list.find((b) => b.id === order.id);
    expect(seen?.status).toBe('toAccept');
    // No consent to share with merchants: the plate masked, no number (decision 045).
    expect(seen?.contactShared).toBe(false);
    expect(seen?.plateNumber).toBe(`${plate.slice(0, 2)}***${plate.slice(-2)}`);
    expect(seen?.contactMobile).toBe('');
    // With it: the plate, and the number masked all the same.
    expect(
      (await call(customerToken, 'POST', 'authority/R00010043', { code: 'merchantSharing', granted: true }))
        .status,
    ).toBe(0);
    const shared = await call<{ list: Booking[] }>(merchantToken, 'GET', 'merchant/bookings?onPagesize=50');
    const again = shared.data.list.find((b) => b.id === order.id);
    expect(again?.contactShared).toBe(true);
    expect(again?.plateNumber).toBe(plate);
    expect(again?.contactMobile).toBe(`${contactMobile.slice(0, 3)}****${contactMobile.slice(7)}`);
    expect(
      (await call(customerToken, 'POST', 'authority/R00010043', { code: 'merchantSharing', granted: false }))
        .status,
    ).toBe(0);
    const theirs = await call<{ list: Booking[] }>(
      otherMerchantToken,
      'GET',
      'merchant/bookings?onPagesize=50',
    );
    expect(theirs.data.list.map((b) => b.id)).not.toContain(order.id);
    const grab = await call(otherMerchantToken, 'POST', 'merchant/acceptBooking', { orderId: order.id });
    expect(grab.status).toBe(-3);
    const home = await call<{ toAcceptCount: number }>(merchantToken, 'GET', 'merchant/R00040023');
    expect(home.data.toAcceptCount).toBeGreaterThan(0);
  });

  it('accept, verify and complete: each step moves the order and tells the customer', async () => {
    const db = t.database.db;
    const { order } = await booking();
    const accepted = await call<Booking>(merchantToken, 'POST', 'merchant/acceptBooking', {
      orderId: order.id,
    });
    expect(accepted.status, accepted.statusText).toBe(0);
    expect(accepted.data.status).toBe('accepted');
    const again = await call<Booking>(merchantToken, 'POST', 'merchant/acceptBooking', { orderId: order.id });
    expect(again.data.status).toBe('accepted');
    const r = await call<{ id: string }>(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'redeem',
      ticketId: order.orderNo,
      idempotencyKey: randomUUID(),
    });
    expect(r.status, r.statusText).toBe(0);
    const photo = await call<{ imageId: string }>(merchantToken, 'POST', 'merchant/uploadImage', {
      fileName: 'done.png',
      contentType: 'image/png',
      dataBase64:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    });
    const done = await call(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'complete',
      orderId: r.data.id,
      imageIds: [photo.data.imageId],
    });
    expect(done.status, done.statusText).toBe(0);
    const steps = await db
      .select({ status: orderHistory.status })
      .from(orderHistory)
      .where(eq(orderHistory.orderId, order.id))
      .orderBy(orderHistory.at);
    expect(steps.map((s) => s.status)).toEqual(['submitted', 'accepted', 'inService', 'completed']);
    // The customer's timeline reads each step in words, never an internal id or an English tag.
    const detail = await call<{ history: { status: string; note: string }[] }>(
      customerToken,
      'GET',
      `order/R00010015/${order.id}`,
    );
    expect(detail.status, detail.statusText).toBe(0);
    const notes = Object.fromEntries(detail.data.history.map((e) => [e.status, e.note]));
    expect(notes).toMatchObject({
      accepted: '门店已接单',
      inService: '门店已核验服务码，服务开始',
      completed: '门店已完成服务',
    });
    const texts = (await notices(order.id)).map((n) => n.body);
    expect(texts).toHaveLength(3);
    expect(texts.join('\n')).toContain('门店已接单');
    expect(texts.join('\n')).toContain('已完成');
    const queue = await call<{ list: Booking[] }>(merchantToken, 'GET', 'merchant/bookings?onPagesize=50');
    expect(queue.data.list.map((b) => b.id)).not.toContain(order.id);
  });

  it('a booking no store accepts in time is cancelled once, its coupon returned and the customer told', async () => {
    const db = t.database.db;
    const late = await booking({ placedHoursAgo: 25 });
    const taken = await booking({ placedHoursAgo: 25 });
    const fresh = await booking();
    await call(merchantToken, 'POST', 'merchant/acceptBooking', { orderId: taken.order.id });
    const sms = outboxSmsSender(t.app.deps.fieldCrypto);
    // Two processes sweeping at once, then a third time: one cancel.
    await Promise.all([
      sweepUnacceptedBookings(db, t.app.deps.fieldCrypto, sms),
      sweepUnacceptedBookings(db, t.app.deps.fieldCrypto, sms),
    ]);
    await sweepUnacceptedBookings(db, t.app.deps.fieldCrypto, sms);
    const statusOf = async (id: string) =>
      (await db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
    expect(await statusOf(late.order.id)).toBe('cancelled');
    expect(await statusOf(taken.order.id)).toBe('accepted');
    expect(await statusOf(fresh.order.id)).toBe('submitted');
    expect(await ledgerBalance(db, late.coupon.id)).toEqual({ ledger: 0, used: 0 });
    const told = await notices(late.order.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('权益券已退回');
    const history = await db.select().from(orderHistory).where(eq(orderHistory.orderId, late.order.id));
    expect(history.filter((h) => h.status === 'cancelled')).toHaveLength(1);
    // The customer's order says why, in words.
    expect(history.find((h) => h.status === 'cancelled')?.note).toBe(
      '门店未按时接单，订单已自动取消，权益券已退回',
    );
  });
});
