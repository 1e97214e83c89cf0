import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderQrContent } from '../domain/order-qr.js';
import { orders, serviceCatalogue, stores } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { testKit, uniquePlate, type CustomerSession, type MerchantSession } from '../testing/factories.js';
import { apiCaller, ledgerBalance } from '../testing/merchant-fixtures.js';

/**
 * Issue 21 finding 1: a merchant reads and completes only the orders it may. A
 * bare order number opens only an order booked at the merchant's store; any other
 * order needs the customer's signed QR, at a store doing the order's service; a
 * ticket not for this merchant shows nobody's data; order numbers and their check
 * values stay out of the log.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const { aCustomer, aMerchant, aCoupon, anOrder } = testKit(() => t);
/** The merchant whose store (store X) the customer books at. */
let merchant: MerchantSession;
let merchantToken = '';
let otherMerchantToken = '';
/** The customer who owns the coupons and the orders. */
let customer: CustomerSession;
const plate = uniquePlate();
const logLines: string[] = [];

interface Ticket {
  state: string;
  customerName: string;
  customerMobile: string;
  plateNumber: string | null;
}

beforeAll(async () => {
  t = await createTestApp(
    { RC_LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  call = apiCaller(t);
  merchant = await aMerchant();
  merchantToken = merchant.token;
  // The other merchant washes cars too: the same service, another store.
  otherMerchantToken = (await aMerchant({ serviceTypes: ['9'] })).token;
  customer = await aCustomer();
}, 60_000);
afterAll(() => t.close());

async function orderOf(serviceType: string, storeId: string | null) {
  const coupon = await aCoupon({ owner: customer, serviceType });
  const order = await anOrder({
    owner: customer,
    coupon,
    storeId,
    plate,
    details: { remark: '既往病史：高血压' },
  });
  return { order, coupon };
}

function redeem(token: string, ticketId: string) {
  return call<{ id: string }>(token, 'POST', 'merchant/R00040026', {
    action: 'redeem',
    ticketId,
    idempotencyKey: randomUUID(),
  });
}

async function statusOf(orderId: string) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return o?.status;
}

describe('merchant redemption boundary (issue 21, finding 1)', () => {
  it("another store's merchant cannot read or redeem a booking from its bare order number", async () => {
    const { order, coupon } = await orderOf('9', merchant.storeId);
    const look = await call<Ticket>(
      otherMerchantToken,
      'GET',
      `merchant/R00040024?ticketid=${order.orderNo}`,
    );
    expect(look.status).not.toBe(0);
    expect(JSON.stringify(look)).not.toContain(plate);
    const detail = await call(otherMerchantToken, 'GET', `merchant/R00040030?ticketid=${order.orderNo}`);
    expect(detail.status).not.toBe(0);
    expect((await redeem(otherMerchantToken, order.orderNo)).status).not.toBe(0);
    expect(await statusOf(order.id)).toBe('submitted');
    expect(await ledgerBalance(t.database.db, coupon.id)).toEqual({ ledger: 1, used: 1 });
    // The store it is booked at reads it by its number.
    const ours = await call<Ticket>(merchantToken, 'GET', `merchant/R00040024?ticketid=${order.orderNo}`);
    expect(ours.data.state).toBe('toVerify');
  });

  it('an order booked at no store is not eligible everywhere: a bare number opens nothing', async () => {
    const { order } = await orderOf('9', null);
    expect(
      (await call(merchantToken, 'GET', `merchant/R00040024?ticketid=${order.orderNo}`)).status,
    ).not.toBe(0);
    expect((await redeem(merchantToken, order.orderNo)).status).not.toBe(0);
    expect(await statusOf(order.id)).toBe('submitted');
    // The customer's signed QR shown at a store doing the service does open it.
    const qr = orderQrContent(t.app.deps.fieldCrypto, order.orderNo, new Date(Date.now() + 60_000));
    const look = await call<Ticket>(
      merchantToken,
      'GET',
      `merchant/R00040024?ticketid=${encodeURIComponent(qr)}`,
    );
    expect(look.data.state).toBe('toVerify');
    expect((await redeem(merchantToken, qr)).status).toBe(0);
    expect(await statusOf(order.id)).toBe('inService');
  });

  it("a store that does not do the order's service cannot redeem it even from its signed QR", async () => {
    const db = t.database.db;
    const [x] = await db.select().from(stores).where(eq(stores.id, merchant.storeId));
    const all = await db.select({ type: serviceCatalogue.serviceType }).from(serviceCatalogue);
    const foreign = all.map((r) => r.type).find((type) => !x?.serviceTypes.includes(type)) ?? '';
    const { order } = await orderOf(foreign, null);
    const qr = orderQrContent(t.app.deps.fieldCrypto, order.orderNo, new Date(Date.now() + 60_000));
    const look = await call<Ticket>(
      merchantToken,
      'GET',
      `merchant/R00040024?ticketid=${encodeURIComponent(qr)}`,
    );
    expect(look.status).toBe(0);
    expect(look.data.state).toBe('notForThisMerchant');
    // The answer carries nobody's data.
    expect(look.data.customerName).toBe('');
    expect(look.data.customerMobile).toBe('');
    expect(look.data.plateNumber).toBeNull();
    expect((await redeem(merchantToken, qr)).status).not.toBe(0);
    expect(await statusOf(order.id)).toBe('submitted');
  });

  it('a coupon not for this merchant answers without the customer', async () => {
    const c = await aCoupon({ owner: customer, serviceType: '6', plate: uniquePlate() });
    const look = await call<Ticket>(otherMerchantToken, 'GET', `merchant/R00040024?concavecode=${c.code}`);
    expect(look.data.state).toBe('notForThisMerchant');
    expect(look.data.customerName).toBe('');
    expect(look.data.customerMobile).toBe('');
    expect(look.data.plateNumber).toBeNull();
  });

  it('order numbers, signed codes and check values are not written to the log', async () => {
    const { order } = await orderOf('9', merchant.storeId);
    await call(merchantToken, 'GET', `merchant/R00040024?ticketid=${order.orderNo}`);
    await call(
      merchantToken,
      'GET',
      `order/R00010038/network/${order.id}?primaryCheck=${encodeURIComponent(order.primaryCheck)}`,
    );
    const log = logLines.join('\n');
    expect(log).toContain('merchant/R00040024');
    expect(log).not.toContain(order.orderNo);
    expect(log).not.toContain(order.primaryCheck);
  });
});
