import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, paramNames } from '@rc/contract';
import { createOrder } from '../domain/orders.js';
import { coupons, customers, relatedPersons } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/handoff.js';
import { apiCaller, customerIdOf, freshCoupon } from '../testing/merchant-fixtures.js';

/**
 * Issue 21 finding 4: an authorisation's plates are its scope (decision 040). The
 * seed's rightUser is authorised by PID30000001 for 京B7K520 only; here that
 * grantor also holds 京B9Z999, with a coupon and an order on it, related people and
 * channel identities. Switched to the grantor, the grantee sees and uses only what
 * is of 京B7K520, and nothing of the grantor on any endpoint declared `self`.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let token = '';
let grantor = '';
const authorised = '京B7K520';
const other = '京B9Z999';
const shop = 'SN310104001';
/** Values of the grantor no reply to the grantee may carry. */
const secrets = {
  fullName: '王芳',
  otherPlate: other,
  unionId: 'UNION-GRANTOR-0001',
  openeid: 'OPENEID-GRANTOR-0001',
  pushId: 'PUSH-GRANTOR-0001',
  relatedPerson: '王父亲',
  otherCode: '',
  otherOrderNo: '',
};
let inScopeCoupon = '';
let otherCoupon = '';
let otherOrder = '';
let inScopeOrder = '';

async function couponFor(plate: string, serviceType = '15') {
  const c = await freshCoupon(t.database.db, grantor, { serviceType, quantity: 2, transferable: false });
  await t.database.db.update(coupons).set({ plateNumber: plate }).where(eq(coupons.id, c.id));
  return c;
}

async function orderFor(plate: string) {
  const c = await couponFor(plate, '9');
  const order = await t.database.db.transaction((tx) =>
    createOrder(
      tx,
      { customerId: grantor, serviceType: '9', couponId: c.id, storeId: null, plateNumber: plate },
      { kind: 'customer', id: grantor },
    ),
  );
  if (!order) throw new Error('order not created');
  return order;
}

function leaks(body: unknown): string[] {
  const text = JSON.stringify(body);
  return Object.entries(secrets)
    .filter(([, v]) => v && text.includes(v))
    .map(([k]) => k);
}

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  const db = t.database.db;
  grantor = await customerIdOf(db, 'PID30000001');
  await db
    .update(customers)
    .set({
      plateNumbers: [authorised, other],
      unionId: secrets.unionId,
      openeid: secrets.openeid,
      pushId: secrets.pushId,
      vinSealed: t.app.deps.fieldCrypto.seal('LSVAU2180N2183294'),
    })
    .where(eq(customers.id, grantor));
  await db.insert(relatedPersons).values({
    customerId: grantor,
    name: secrets.relatedPerson,
    mobileSealed: t.app.deps.fieldCrypto.seal('13655550009'),
    idNumberSealed: t.app.deps.fieldCrypto.seal('110105195001013511'),
    idNumberIndex: t.app.deps.fieldCrypto.blindIndex('110105195001013511'),
    relation: 'parent',
  });
  inScopeCoupon = (await couponFor(authorised)).id;
  const o = await couponFor(other);
  otherCoupon = o.id;
  secrets.otherCode = o.code;
  const order = await orderFor(other);
  otherOrder = order.id;
  secrets.otherOrderNo = order.orderNo;
  inScopeOrder = (await orderFor(authorised)).id;
  token = (await loginAs(t, 'rightUser')).token;
  const switched = await call(token, 'POST', 'authority/R00010041', { targetPid: 'PID30000001' });
  expect(switched.status).toBe(0);
}, 120_000);
afterAll(() => t.close());

describe('finding 4: a grantee acts within the authorised plates', () => {
  it('lists only the coupons of the authorised plates, and opens no other', async () => {
    const list = await call<{ list: { couponId?: string; id?: string }[] }>(
      token,
      'POST',
      'rights/R00010066',
      {
        onPagenum: 1,
        onPagesize: 50,
      },
    );
    expect(list.status).toBe(0);
    const text = JSON.stringify(list.data);
    expect(text).toContain(inScopeCoupon);
    expect(text).not.toContain(otherCoupon);
    expect(leaks(list.data)).toEqual([]);
    const detail = await call(token, 'GET', `rights/R00010027/${otherCoupon}`);
    expect(detail.status).not.toBe(0);
    const code = await call(token, 'GET', `rights/R00010028/${otherCoupon}`);
    expect(code.status).not.toBe(0);
    expect(leaks([detail, code])).toEqual([]);
    // The authorised plate's coupon still shows its code.
    expect((await call(token, 'GET', `rights/R00010028/${inScopeCoupon}`)).status).toBe(0);
  });

  it('offers and accepts only coupons and plates of the authorisation for a new order', async () => {
    const offered = await call(token, 'POST', 'order/R00010080', { serviceType: '15' });
    expect(offered.status).toBe(0);
    expect(JSON.stringify(offered.data)).not.toContain(otherCoupon);
    const init = await call<{ plateNumbers: string[]; contactName: string }>(
      token,
      'POST',
      'coonetwork/tyorderInit',
      { serviceType: '15' },
    );
    expect(init.status).toBe(0);
    expect(init.data.plateNumbers).toEqual([authorised]);
    expect(leaks(init.data)).toEqual([]);
    const order = (couponId: string, plateNumber: string) => ({
      serviceType: '15',
      couponId,
      plateNumber,
      contactName: '黄敏',
      contactMobile: '13277776666',
      shopSnCode: shop,
      appointmentAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      optionCodes: ['ac'],
    });
    const otherPlate = await call(token, 'POST', 'coonetwork/vasOrderSubmit', order(inScopeCoupon, other));
    expect(otherPlate.status).toBe(-5);
    const otherCouponUsed = await call(
      token,
      'POST',
      'coonetwork/vasOrderSubmit',
      order(otherCoupon, authorised),
    );
    expect(otherCouponUsed.status).toBe(-5);
    const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, otherCoupon));
    expect(row?.usedCount).toBe(0);
    const ok = await call(token, 'POST', 'coonetwork/vasOrderSubmit', order(inScopeCoupon, authorised));
    expect(ok.status, ok.statusText).toBe(0);
  });

  it('sees only the orders of the authorised plates', async () => {
    const list = await call(token, 'GET', 'order/R00010014?onPagenum=1&onPagesize=50');
    expect(list.status).toBe(0);
    const text = JSON.stringify(list.data);
    expect(text).toContain(inScopeOrder);
    expect(text).not.toContain(otherOrder);
    const detail = await call(token, 'GET', `order/R00010015/${otherOrder}`);
    expect(detail.status).not.toBe(0);
    expect(leaks([list.data, detail])).toEqual([]);
  });

  it('is shown the grantor masked, with the authorised plates only and none of their identities or VIN', async () => {
    const switched = await call<{ userVo: { userVo: Record<string, unknown> | null } }>(
      token,
      'POST',
      'authority/R00010041',
      { targetPid: 'PID30000001' },
    );
    expect(switched.status).toBe(0);
    const them = switched.data.userVo.userVo;
    expect(them?.pid).toBe('PID30000001');
    expect(them?.custName).toBe('王*');
    expect(them?.plateNumberList).toEqual([authorised]);
    expect(them?.encryptVin).toBe('');
    expect(leaks(switched.data)).toEqual([]);
  });

  it('gets nothing of the grantor from any endpoint declared self', async () => {
    const selfOnly = allEndpoints.filter(
      (e) => e.auth === 'customer' && e.actsFor === 'self' && e.method === 'GET' && e.reply !== 'stream',
    );
    const posts = allEndpoints.filter(
      (e) =>
        e.auth === 'customer' &&
        e.actsFor === 'self' &&
        e.method === 'POST' &&
        !e.encrypted &&
        /^(query|my|list|related|transfer(Records|ableCoupons)|gift(Catalogue|ExchangeHistory)|rescueOrders)/i.test(
          e.name,
        ),
    );
    expect(selfOnly.length + posts.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const e of [...selfOnly, ...posts]) {
      const params = Object.fromEntries(paramNames(e).map((n) => [n, otherCoupon]));
      const path = `${e.group}/${e.code}${Object.values(params)
        .map((v) => `/${v}`)
        .join('')}`;
      const reply =
        e.method === 'GET'
          ? await call(token, 'GET', `${path}?onPagenum=1&onPagesize=50`)
          : await call(token, 'POST', path, { onPagenum: 1, onPagesize: 50 });
      for (const k of leaks(reply)) found.push(`${e.name}: ${k}`);
    }
    expect(found).toEqual([]);
  });
});
