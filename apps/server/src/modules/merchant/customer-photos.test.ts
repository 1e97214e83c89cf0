import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { apiCaller } from '../../testing/merchant-fixtures.js';
import { testKit, type CustomerSession, type MerchantSession } from '../../testing/factories.js';

interface Photo {
  imageId: string;
  url: string;
  shot: string | null;
}
interface Detail {
  id: string;
  images: { imageId: string }[];
  customerImages: Photo[];
  customerImagesWithheld: number;
}

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
const { aCustomer, aMerchant, aCoupon, anOrder } = testKit(() => t);
/** The merchant whose store (store X) serves the customer's orders. */
let merchant: MerchantSession;
let merchantToken = '';
let otherMerchantToken = '';
/** The customer who owns the coupons and the orders. */
let customer: CustomerSession;
let customerToken = '';

// A 1×1 PNG.
const png =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  merchant = await aMerchant();
  merchantToken = merchant.token;
  // Another merchant, whose store washes cars too.
  otherMerchantToken = (await aMerchant({ serviceTypes: ['9'] })).token;
  customer = await aCustomer();
  customerToken = customer.token;
}, 60_000);
afterAll(() => t.close());

/** A service order of the customer at our store, with photos the customer put on it before it was served. */
async function orderWithPhotos(shots: (string | null)[]) {
  const order = await anOrder({ owner: customer, serviceType: '9', storeId: merchant.storeId });
  const ids: string[] = [];
  for (const shot of shots) {
    const body = {
      fileName: 'photo.png',
      contentType: 'image/png',
      dataBase64: png,
      orderPrimaryId: order.id,
      primaryCheck: order.primaryCheck,
    };
    const up = await call<{ imageId: string }>(
      customerToken,
      'POST',
      shot ? 'order/R00010303' : 'order/image',
      shot ? { ...body, shot } : body,
    );
    expect(up.status, up.statusText).toBe(0);
    ids.push(up.data.imageId);
  }
  const redeemed = await call<Detail>(merchantToken, 'POST', 'merchant/R00040026', {
    action: 'redeem',
    ticketId: order.orderNo,
    idempotencyKey: randomUUID(),
  });
  expect(redeemed.status, redeemed.statusText).toBe(0);
  return { order, ids, redemptionId: redeemed.data.id };
}

function setMerchantSharing(granted: boolean) {
  return call(customerToken, 'POST', 'authority/R00010043', { code: 'merchantSharing', granted });
}

describe("the customer's photos on the merchant's order view", () => {
  it('the serving merchant sees them with their kinds; plate and VIN only while the customer consents', async () => {
    const { ids, redemptionId, order } = await orderWithPhotos(['damage', 'plate', 'vin', 'odometer', null]);
    const [damage, plate, vin, odometer, formPhoto] = ids;

    // No consent to share with merchants recorded: the identifying shots are withheld, the rest shown.
    const without = await call<Detail>(merchantToken, 'GET', `merchant/R00040025/${redemptionId}`);
    expect(without.status, without.statusText).toBe(0);
    expect(without.data.customerImages.map((p) => [p.imageId, p.shot])).toEqual([
      [damage, 'damage'],
      [odometer, 'odometer'],
      [formPhoto, null],
    ]);
    expect(without.data.customerImagesWithheld).toBe(2);
    expect(without.data.customerImages.every((p) => p.url.startsWith('data:image/png;base64,'))).toBe(true);
    // The merchant's own proof photos stay apart.
    expect(without.data.images).toEqual([]);

    expect((await setMerchantSharing(true)).status).toBe(0);
    const granted = await call<Detail>(merchantToken, 'GET', `merchant/R00040025/${redemptionId}`);
    expect(granted.data.customerImages.map((p) => [p.imageId, p.shot])).toEqual([
      [damage, 'damage'],
      [plate, 'plate'],
      [vin, 'vin'],
      [odometer, 'odometer'],
      [formPhoto, null],
    ]);
    expect(granted.data.customerImagesWithheld).toBe(0);
    // The ticket's detail shows the same order the same way.
    const byTicket = await call<{ order: Detail | null }>(
      merchantToken,
      'GET',
      `merchant/R00040030?ticketid=${order.orderNo}`,
    );
    expect(byTicket.data.order?.customerImages.map((p) => p.shot)).toEqual([
      'damage',
      'plate',
      'vin',
      'odometer',
      null,
    ]);

    // A withdrawal takes effect at once.
    expect((await setMerchantSharing(false)).status).toBe(0);
    const withdrawn = await call<Detail>(merchantToken, 'GET', `merchant/R00040025/${redemptionId}`);
    expect(withdrawn.data.customerImages.map((p) => p.shot)).toEqual(['damage', 'odometer', null]);
    expect(withdrawn.data.customerImagesWithheld).toBe(2);
  });

  it('another merchant sees none of them, by the order or by its ticket', async () => {
    const { ids, redemptionId, order } = await orderWithPhotos(['damage', 'other']);
    const byId = await call(otherMerchantToken, 'GET', `merchant/R00040025/${redemptionId}`);
    expect(byId.status).toBe(-3);
    const byTicket = await call<{ order: Detail | null }>(
      otherMerchantToken,
      'GET',
      `merchant/R00040030?ticketid=${order.orderNo}`,
    );
    // A bare order number opens only an order booked at the merchant's own store.
    expect(byTicket.status).toBe(-3);
    const text = JSON.stringify([byId, byTicket]);
    for (const id of ids) expect(text).not.toContain(id);
    // The serving merchant does see them.
    const mine = await call<Detail>(merchantToken, 'GET', `merchant/R00040025/${redemptionId}`);
    expect(mine.data.customerImages.map((p) => p.shot)).toEqual(['damage', 'other']);
  });

  it('a coupon redeemed at the counter has no customer photos', async () => {
    const c = await aCoupon({ owner: customer });
    const r = await call<Detail>(merchantToken, 'POST', 'merchant/R00040026', {
      action: 'redeem',
      ticketId: c.code,
      idempotencyKey: randomUUID(),
    });
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.customerImages).toEqual([]);
    expect(r.data.customerImagesWithheld).toBe(0);
  });
});
