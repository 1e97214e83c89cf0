import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testKit, uniquePlate, type CustomerSession, type MerchantSession } from '../testing/factories.js';
import { apiCaller } from '../testing/merchant-fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 21, finding 11 (merchant sharing): what a store sees of a customer (name,
 * mobile, plate, remark; the plate and VIN photos since decision 026) follows the
 * customer's consent to share with merchants; without it the store still serves the
 * order. A ticket not for this merchant carries nothing of the customer at all.
 * Each block was seen failing on the code before decision 045.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const { aCustomer, aMerchant, aCoupon, anOrder } = testKit(() => t);
/** The merchant whose store (store X) the customer books at. */
let merchant: MerchantSession;
let merchantToken = '';
let otherMerchantToken = '';
/** The customer who owns the coupons and books at store X. */
let customer: CustomerSession;
let customerToken = '';

const plate = uniquePlate();
/** The plate as a store sees it without the customer's consent. */
const maskedPlate = `${plate.slice(0, 2)}***${plate.slice(-2)}`;
const remark = '既往病史：高血压';
const contactMobile = '13912345678';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  merchant = await aMerchant();
  merchantToken = merchant.token;
  // Another merchant, whose only store does service 6.
  otherMerchantToken = (await aMerchant({ serviceTypes: ['6'] })).token;
  customer = await aCustomer();
  customerToken = customer.token;
}, 120_000);
afterAll(() => t.close());

function setMerchantSharing(granted: boolean) {
  return call(customerToken, 'POST', 'authority/R00010043', { code: 'merchantSharing', granted });
}

function bookingAtX() {
  return anOrder({
    owner: customer,
    serviceType: '9',
    storeId: merchant.storeId,
    plate,
    contact: { name: '张三丰', mobile: contactMobile },
    details: { remark },
  });
}

interface Seen {
  customerName?: string;
  customerMobile?: string;
  contactName?: string;
  contactMobile?: string;
  contactShared?: boolean;
  plateNumber: string | null;
  remark?: string;
  customerRemark?: string;
}

/** Everything the store is shown of one order: its booking card, the scanned ticket, the served order's detail. */
async function whatTheStoreSees(orderId: string, orderNo: string) {
  const bookings = await call<{ list: (Seen & { id: string })[] }>(
    merchantToken,
    'GET',
    'merchant/bookings?onPagenum=1&onPagesize=50',
  );
  const booking = bookings.data.list.find((b) => b.id === orderId);
  const ticket = await call<Seen>(merchantToken, 'GET', `merchant/R00040024?ticketid=${orderNo}`);
  const served = await call<{ id: string }>(merchantToken, 'POST', 'merchant/R00040026', {
    action: 'redeem',
    ticketId: orderNo,
    idempotencyKey: randomUUID(),
  });
  expect(served.status).toBe(0);
  const detail = await call<Seen>(merchantToken, 'GET', `merchant/R00040025/${served.data.id}`);
  return { booking, ticket: ticket.data, detail: detail.data };
}

describe("the store sees the customer as the customer's merchant-sharing consent allows", () => {
  it('without consent: no name, mobile or remark, the plate masked, and the order is still served', async () => {
    expect((await setMerchantSharing(false)).status).toBe(0);
    const order = await bookingAtX();
    const seen = await whatTheStoreSees(order.id, order.orderNo);
    const all = JSON.stringify(seen);
    for (const secret of [plate, remark, '张', contactMobile, contactMobile.slice(-4)]) {
      expect(all).not.toContain(secret);
    }
    expect(seen.booking).toMatchObject({
      contactName: '',
      contactMobile: '',
      contactShared: false,
      remark: '',
    });
    expect(seen.booking?.plateNumber).toBe(maskedPlate);
    expect(seen.ticket).toMatchObject({ customerName: '', customerMobile: '', plateNumber: maskedPlate });
    expect(seen.detail).toMatchObject({ customerName: '', customerMobile: '', customerRemark: '' });
    expect(seen.detail.plateNumber).toBe(maskedPlate);
  });

  it('with consent: the name and mobile masked, the plate and the remark', async () => {
    expect((await setMerchantSharing(true)).status).toBe(0);
    const order = await bookingAtX();
    const seen = await whatTheStoreSees(order.id, order.orderNo);
    expect(seen.booking).toMatchObject({
      contactName: '张**',
      contactMobile: '139****5678',
      contactShared: true,
      plateNumber: plate,
      remark,
    });
    expect(seen.ticket.plateNumber).toBe(plate);
    expect(seen.ticket.customerMobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(seen.detail.customerRemark).toBe(remark);
    expect(JSON.stringify(seen)).not.toContain(contactMobile);
  });

  it('a withdrawal counts on the next read', async () => {
    expect((await setMerchantSharing(true)).status).toBe(0);
    const order = await bookingAtX();
    expect((await setMerchantSharing(false)).status).toBe(0);
    const seen = await whatTheStoreSees(order.id, order.orderNo);
    expect(seen.detail).toMatchObject({ customerName: '', customerRemark: '', plateNumber: maskedPlate });
  });
});

describe('a ticket not for this merchant', () => {
  it("carries nothing of the customer's: no name, mobile, plate, validity or uses", async () => {
    expect((await setMerchantSharing(true)).status).toBe(0);
    const c = await aCoupon({ owner: customer, serviceType: '9', quantity: 3 });
    // The other merchant's only store does service 6: a car-wash coupon is not for it.
    const look = await call<Record<string, unknown>>(
      otherMerchantToken,
      'GET',
      `merchant/R00040024?concavecode=${c.code}`,
    );
    expect(look.status).toBe(0);
    expect(look.data).toMatchObject({
      state: 'notForThisMerchant',
      customerName: '',
      customerMobile: '',
      plateNumber: null,
      validFrom: null,
      validTo: null,
      quantity: 0,
      usesLeft: 0,
      stores: [],
      orderId: null,
    });
  });
});
