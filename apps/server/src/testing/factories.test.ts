import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  couponDetail,
  couponsOfType,
  myCoupons,
  opsMe,
  refreshSession,
  rescuerHome,
  rescuerWorkOrders,
  submitCarWashOrder,
} from '@rc/contract';
import { createTestApp, type TestApp } from './test-app.js';
import { testKit } from './factories.js';
import { requestTowRescue } from './rescue-fixtures.js';
import { personas } from '../seed/personas.js';

let t: TestApp;
const kit = testKit(() => t);
const { call, ok, callRaw, aCustomer, aCoupon, anOrder, aMerchant, aRescuer, aBranch, anOperator } = kit;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const seeded = personas.flatMap((p) => [
  p.customer.pid,
  p.customer.custName,
  p.customer.mobile,
  ...p.customer.plates,
]);

describe('factories (issue 24: tests state what they need)', () => {
  it('make a signed-in customer, with values no demo persona has', async () => {
    const a = await aCustomer();
    const b = await aCustomer({ plates: ['晋TZ9999', '晋TZ9998'], vip: true });
    for (const v of [a.pid, a.name, a.mobile, ...a.plates]) expect(seeded).not.toContain(v);
    expect(new Set([a.pid, b.pid]).size).toBe(2);
    expect(a.plates[0]).not.toBe(b.plates[0]);
    expect(a.login.isHeadPage).toBe('Y');
    expect(b.login.isVRights).toBe('1');
    expect(b.login.userVo.plateNumberList).toEqual(['晋TZ9999', '晋TZ9998']);
    expect(b.login.userVo.isVip).toBe('1');
    expect((await ok(refreshSession, { as: a })).token).toBeTruthy();
  });

  it('open the same session and login data as the partner hand-off does', async () => {
    const opts = { plates: ['晋TZ9997'], vip: true, branches: ['110000', '310000'] };
    const direct = await aCustomer(opts);
    const handed = await aCustomer({ ...opts, handoff: true });
    // What differs between two people or two sessions is compared by its type only.
    const own = ['custName', 'mobile', 'number', 'pid', 'idNo', 'traceId', 'publicSecret'];
    const sameShape = (s: typeof direct) => ({
      ...s.login,
      token: typeof s.login.token,
      userVo: Object.fromEntries(
        Object.entries(s.login.userVo).map(([k, v]) => [k, own.includes(k) ? typeof v : v]),
      ),
    });
    expect(sameShape(direct)).toEqual(sameShape(handed));
    for (const s of [direct, handed]) {
      expect((await ok(refreshSession, { as: s })).token).toBeTruthy();
    }
  });

  it('make coupons in each state, and each appears in the tab of that state', async () => {
    const me = await aCustomer();
    const usable = await aCoupon({ owner: me, serviceType: '13', transferable: true });
    const future = await aCoupon({ owner: me, serviceType: '13', state: 'notYetValid' });
    const expired = await aCoupon({ owner: me, serviceType: '13', state: 'expired' });
    const used = await aCoupon({ owner: me, serviceType: '13', state: 'used' });
    const giving = await aCoupon({ owner: me, serviceType: '13', state: 'transferring' });
    const tab = async (name: 'usable' | 'notYetValid' | 'expired' | 'used' | 'giving') =>
      (await ok(myCoupons, { as: me, body: { tab: name, onPagesize: 50 } })).list.map((c) => c.id);
    expect(await tab('usable')).toEqual([usable.id]);
    expect(await tab('notYetValid')).toEqual([future.id]);
    expect(await tab('expired')).toEqual([expired.id]);
    expect(await tab('used')).toEqual([used.id]);
    expect(await tab('giving')).toEqual([giving.id]);
  });

  it('make an order moved along its life cycle, paid by one use of a coupon', async () => {
    const me = await aCustomer();
    const coupon = await aCoupon({ owner: me, quantity: 2 });
    const order = await anOrder({ owner: me, coupon, status: 'completed' });
    expect(order.status).toBe('completed');
    expect(order.plateNumber).toBe(me.plates[0]);
    const detail = await ok(couponDetail, { as: me, params: { id: coupon.id } });
    expect(detail.history.map((h) => [h.action, h.count])).toEqual([
      ['issued', 0],
      ['used', 1],
    ]);
  });

  it('give merchants, rescuers and operators sessions their own endpoints take, and nobody else’s', async () => {
    const merchant = await aMerchant();
    const customer = await aCustomer();
    const rescuer = await aRescuer();
    const operator = await anOperator({ role: 'admin' });
    expect(merchant.login.isGiftBag).toBe('S');
    expect((await ok(rescuerHome, { as: rescuer })).rescuer.name).toBe(rescuer.name);
    expect((await ok(opsMe, { as: operator })).operator.role).toBe('admin');
    // A customer's token is nobody in the console, and a rescuer's is not a customer's.
    expect((await call(opsMe, { as: customer })).status).not.toBe(0);
    expect((await call(couponsOfType, { as: rescuer, params: { type: '9' } })).status).not.toBe(0);
    expect((await call(rescuerHome, { as: merchant })).status).not.toBe(0);
  });

  it('give a positioned rescuer of a branch of its own the rescues of that branch’s customers', async () => {
    const branch = await aBranch();
    const near = await aRescuer({ branch: branch.code, at: { lng: 121.001, lat: 31.001 } });
    const far = await aRescuer({
      branch: branch.code,
      company: near.companyName,
      at: { lng: 121.2, lat: 31.2 },
    });
    const me = await aCustomer({ branches: [branch.code] });
    const place = { address: '测试市测试路1号', lng: 121, lat: 31 };
    await requestTowRescue(kit, me, place);
    const offers = async (who: typeof near) =>
      (await ok(rescuerWorkOrders, { as: who, query: { flag: '0', onPagesize: 50 } })).distribution;
    // The nearer truck of the branch's company has the offer, addressed to it alone.
    const offered = await offers(near);
    expect(offered.map((w) => [w.vehicleNo, w.status, w.plateNumber])).toEqual([
      [near.vehicleNo, 'offered', me.plates[0]],
    ]);
    expect(offered[0]?.offerExpiresAt).not.toBeNull();
    expect(await offers(far)).toEqual([]);
  });
});

describe('the typed client', () => {
  it('seals an encrypted submit with the session’s key, as the page does', async () => {
    const store = await aMerchant({ serviceTypes: ['9'] });
    const me = await aCustomer();
    const coupon = await aCoupon({ owner: me, serviceType: '9' });
    const body = {
      serviceType: '9',
      couponId: coupon.id,
      plateNumber: me.plates[0] ?? '',
      contactName: me.name,
      contactMobile: me.mobile,
      shopSnCode: store.snCode,
      appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
    };
    // The body in the clear is refused: the server reads only a sealed message ...
    expect((await callRaw(submitCarWashOrder, { body, plain: true }, { as: me })).status).toBe(-5);
    // ... and sealed with the session's key it places the order.
    const placed = await ok(submitCarWashOrder, { as: me, body });
    expect(placed.jumpUrl).toBe(`/order/washCarErcode/${placed.orderPrimaryId}`);
  });

  it('says which endpoint answered without an envelope', async () => {
    // The demo's stand-in partner pages answer plain text, never an envelope.
    const bad = { ...refreshSession, base: '/demo', group: 'partner', code: 'nothing' };
    await expect(call(bad, {})).rejects.toThrow(
      'refreshSession (GET /demo/partner/nothing) answered HTTP 404 without an envelope: not found',
    );
  });

  it('throws from ok() with the endpoint and the refusal', async () => {
    await expect(ok(refreshSession, {})).rejects.toThrow(/^refreshSession was refused: -\d/);
  });
});
