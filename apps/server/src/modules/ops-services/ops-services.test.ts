import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { chinaSlotStart, type OpsDriver, type OpsDriverOrder, type OpsHealthCard } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Reply } from '../../testing/handoff.js';
import { opsCall } from '../../testing/console.js';
import { testKit, type RescuerSession } from '../../testing/factories.js';

/**
 * Console services (docs/decisions/026): the dispatcher assigns a designated
 * driver to a booking, which the customer then follows and the driver reports
 * positions on; staff issue the health cards customers applied for.
 */

let t: TestApp;
let operator: string;
const { aCustomer, aCoupon, anOperator, aRescuer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  operator = (await anOperator({ role: 'operator' })).token;
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';
async function call<T = unknown>(method: 'GET' | 'POST', path: string, token?: string, payload?: object) {
  const res = await t.call({ method, url: api + path, token, ...(payload ? { payload } : {}) });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
/** A customer's session, the SM2 key its encrypted submits are sealed with, and its plate. */
interface Session {
  token: string;
  publicKey: string;
  plate: string;
}

/**
 * A customer with designated-driving (6) and health-card (23) rights, signed in with the
 * session's submit key fetched (gettoken/R00040032), as the page does.
 */
async function signIn(): Promise<Session> {
  const me = await aCustomer();
  for (const serviceType of ['6', '23']) await aCoupon({ owner: me, serviceType, quantity: 3 });
  const keys = await call<{ publicKey: string }>('POST', '/gettoken/R00040032', me.token, {
    publicSecret: me.publicSecret,
  });
  expect(keys.status, keys.statusText).toBe(0);
  return { token: me.token, publicKey: keys.data.publicKey, plate: me.plates[0] ?? '' };
}

/** A designated driver (rescuers.kind driver) of a company of its own, signed in. */
function aDriver(): Promise<RescuerSession> {
  return aRescuer({ kind: 'driver' });
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** The English name of a rescuer's company, as the console's save asks for it. */
async function companyNameEnOf(rescuerId: string): Promise<string> {
  const [r] = await rows<{ company_name_en: string }>(
    `select company_name_en from rescuers where id = '${rescuerId}'`,
  );
  return r?.company_name_en ?? '';
}

async function workerToken(login: { account: string; password: string }): Promise<string> {
  const r = await call<{ token: string }>('POST', '/disaster/R00010051', undefined, {
    ...login,
    channel: '1',
  });
  expect(r.status, r.statusText).toBe(0);
  return r.data.token;
}
async function auditCount(action: string, objectId: string): Promise<number> {
  const [r] = await rows<{ n: number }>(
    `select count(*)::int as n from audit_log where action = '${action}' and object_id = '${objectId}'`,
  );
  return Number(r?.n ?? -1);
}

type Placed = { orderPrimaryId: string; primaryCheck: string };

async function submitForm(
  s: Session,
  formCode: string,
  values: Record<string, unknown>,
  path = '/orderNew/formSubmit',
): Promise<Placed> {
  const init = await call<{ coupons: { id: string }[] }>('POST', '/orderNew/formInit', s.token, { formCode });
  expect(init.status, init.statusText).toBe(0);
  const couponId = init.data.coupons[0]?.id;
  if (!couponId) throw new Error(`no right for ${formCode}`);
  const res = await call<Placed>('POST', path, s.token, {
    message: sealMessage({ formCode, couponId, values }, s.publicKey),
  });
  expect(res.status, res.statusText).toBe(0);
  return res.data;
}

function bookDriver(s: Session): Promise<Placed> {
  return submitForm(
    s,
    'designatedDriver',
    {
      pickup: { address: '北京市朝阳区三里屯路19号', lng: 116.45471, lat: 39.93768 },
      destination: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
      appointment: chinaSlotStart(new Date(), 1, '20:00').toISOString(),
      plateNumber: s.plate,
      contactName: '张三',
      contactMobile: '13900001111',
    },
    '/driverOrder/R00010064',
  );
}

function applyCard(s: Session): Promise<Placed> {
  return submitForm(s, 'healthCard', {
    contactName: '王芳',
    relation: 'spouse',
    contactMobile: '13900002222',
    mailTo: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
  });
}

async function driverNamed(name: string): Promise<OpsDriver> {
  const list = await opsCall<{ list: OpsDriver[] }>(t, operator, 'GET', 'services/drivers');
  expect(list.status, list.statusText).toBe(0);
  const d = list.data.list.find((x) => x.name === name);
  if (!d) throw new Error(`no driver ${name}`);
  return d;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('worker kind (rescuers.kind)', () => {
  it('a driver cannot bind a tow vehicle, and a rescuer holding vehicles is not made a driver', async () => {
    // A tow rescuer who holds a vehicle.
    const tow = await aRescuer({ bound: true });
    const he = { id: tow.id, loginName: tow.account, name: tow.name };
    const vehicle = { vehicle_no: tow.vehicleNo };
    const worker = {
      name: he.name,
      companyName: tow.companyName,
      companyNameEn: await companyNameEnOf(tow.id),
      branchCode: tow.branch,
    };
    const toDriver = await opsCall(t, operator, 'POST', 'network/rescuers/save', {
      ...worker,
      id: he.id,
      loginName: he.loginName,
      kind: 'driver',
    });
    expect(toDriver.status).not.toBe(0);
    expect(toDriver.statusText).toContain('解绑');
    const [still] = await rows<{ kind: string }>(`select kind from rescuers where id = '${he.id}'`);
    expect(still?.kind).toBe('tow');

    // A driver of the same tow company signs in like a rescuer but binds nothing.
    const added = await opsCall(t, operator, 'POST', 'network/rescuers/save', {
      ...worker,
      name: '钱师傅',
      loginName: 'qianshifu',
      password: 'drive2028x',
      mobile: '13701231111',
      kind: 'driver',
      jobNo: 'D30001',
    });
    expect(added.status, added.statusText).toBe(0);
    const token = await workerToken({ account: 'qianshifu', password: 'drive2028x' });
    const bind = await call('POST', '/disaster/R00010052', token, { vehicleNo: vehicle?.vehicle_no ?? '' });
    expect(bind.status).not.toBe(0);
    expect(bind.statusText).toContain('代驾司机');
    const [bound] = await rows<{ n: number }>(
      `select count(*)::int as n from tow_vehicles v join rescuers r on r.id = v.bound_rescuer_id where r.kind = 'driver'`,
    );
    expect(Number(bound?.n)).toBe(0);
  });

  it('a bind racing a change of the worker to driver does not leave a driver holding a vehicle', async () => {
    // A free (unbound) tow vehicle of a company of its own.
    const colleague = await aRescuer();
    const free = {
      vehicle_no: colleague.vehicleNo,
      company_name: colleague.companyName,
      company_name_en: await companyNameEnOf(colleague.id),
    };
    const branch = { branch_code: colleague.branch };
    const added = await opsCall(t, operator, 'POST', 'network/rescuers/save', {
      name: '孙师傅',
      companyName: free.company_name,
      companyNameEn: free.company_name_en,
      branchCode: branch.branch_code,
      loginName: 'sunshifu',
      password: 'tow2028xx',
      mobile: '13701232222',
      kind: 'tow',
    });
    expect(added.status, added.statusText).toBe(0);
    const token = await workerToken({ account: 'sunshifu', password: 'tow2028xx' });
    const [sun] = await rows<{ id: string }>(`select id from rescuers where login_name = 'sunshifu'`);

    // The console's change to driver holds the worker's row (as its save does) while the bind comes in.
    let commit!: () => void;
    const held = new Promise<void>((resolve) => (commit = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const change = t.database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`select id from rescuers where id = '${sun?.id}' for update`));
      await tx.execute(sql.raw(`update rescuers set kind = 'driver' where id = '${sun?.id}'`));
      locked();
      await held;
    });
    await isLocked;
    const bind = call('POST', '/disaster/R00010052', token, { vehicleNo: free.vehicle_no });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await change;
    expect((await bind).status).not.toBe(0);
    const [bound] = await rows<{ n: number }>(
      `select count(*)::int as n from tow_vehicles where bound_rescuer_id = '${sun?.id}'`,
    );
    expect(Number(bound?.n)).toBe(0);
  });
});

describe('designated-driver dispatch (ops/services/driverOrders)', () => {
  it('assigns a driver the customer then sees, and who alone may report positions', async () => {
    const s = await signIn();
    const placed = await bookDriver(s);
    const waiting = await opsCall<{ list: OpsDriverOrder[] }>(
      t,
      operator,
      'GET',
      'services/driverOrders?state=waiting&onPagenum=1&onPagesize=50',
    );
    expect(waiting.status, waiting.statusText).toBe(0);
    const row = waiting.data.list.find((o) => o.id === placed.orderPrimaryId);
    expect(row).toMatchObject({
      status: 'submitted',
      driver: null,
      canAssign: true,
      plateNumber: s.plate,
    });
    expect(row?.pickup).toContain('三里屯路**号');

    const driver = await aDriver();
    const liu = await driverNamed(driver.name);
    expect(liu.jobNo).toBe(driver.jobNo);
    const assigned = await opsCall<OpsDriverOrder>(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: liu.id,
      arriveAt: inAnHour(),
    });
    expect(assigned.status, assigned.statusText).toBe(0);
    expect(assigned.data).toMatchObject({
      status: 'accepted',
      driver: { driverId: liu.id, name: driver.name, mobile: masked(driver.mobile), jobNo: driver.jobNo },
    });
    expect(await auditCount('driverOrder.assign', placed.orderPrimaryId)).toBe(1);

    const progress = await call<{
      status: string;
      driver: { name: string; mobile: string; vehicleNo: string | null } | null;
      etaMinutes: number | null;
    }>('POST', '/driverOrder/R00010065', s.token, placed);
    expect(progress.status, progress.statusText).toBe(0);
    expect(progress.data.status).toBe('accepted');
    expect(progress.data.driver).toEqual({
      name: driver.name,
      mobile: masked(driver.mobile),
      vehicleNo: driver.jobNo,
    });
    expect(progress.data.etaMinutes).toBeGreaterThan(50);
    const history = await rows<{ status: string; actor_kind: string }>(
      `select status, actor_kind from order_history where order_id = '${placed.orderPrimaryId}' order by at`,
    );
    expect(history.at(-1)).toEqual({ status: 'accepted', actor_kind: 'operator' });

    const driverToken = await workerToken({ account: driver.account, password: driver.password });
    const report = await call('POST', '/disaster/driverPosition', driverToken, {
      orderPrimaryId: placed.orderPrimaryId,
      lng: 116.4601,
      lat: 39.9402,
    });
    expect(report.status, report.statusText).toBe(0);
    const trail = await call<{ worker: { name: string } | null; points: unknown[] }>(
      'GET',
      `/order/R00020066/${placed.orderPrimaryId}?primaryCheck=${encodeURIComponent(placed.primaryCheck)}&serviceType=6&businessType=driver`,
      s.token,
    );
    expect(trail.status, trail.statusText).toBe(0);
    expect(trail.data.worker?.name).toBe(driver.name);
    expect(trail.data.points).toHaveLength(1);
  });

  it("reassigns before the drive starts, drops the former driver's trail and refuses the former driver", async () => {
    const s = await signIn();
    const placed = await bookDriver(s);
    const former = await aDriver();
    const liu = await driverNamed(former.name);
    // A second driver, added on the console's workers screen.
    const added = await opsCall<{ kind: string; jobNo: string }>(
      t,
      operator,
      'POST',
      'network/rescuers/save',
      {
        loginName: 'zhaoshifu',
        password: 'drive2027x',
        name: '赵师傅',
        mobile: '13701230000',
        companyName: former.companyName,
        companyNameEn: await companyNameEnOf(former.id),
        branchCode: '110000',
        kind: 'driver',
        jobNo: 'D20001',
      },
    );
    expect(added.status, added.statusText).toBe(0);
    expect(added.data).toMatchObject({ kind: 'driver', jobNo: 'D20001' });
    const zhao = await driverNamed('赵师傅');
    const first = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: liu.id,
      arriveAt: inAnHour(),
    });
    expect(first.status, first.statusText).toBe(0);
    const liuToken = await workerToken({ account: former.account, password: former.password });
    const point = { orderPrimaryId: placed.orderPrimaryId, lng: 116.46, lat: 39.94 };
    expect((await call('POST', '/disaster/driverPosition', liuToken, point)).status).toBe(0);

    const same = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: liu.id,
      arriveAt: inAnHour(),
    });
    expect(same.status).not.toBe(0);

    const again = await opsCall<OpsDriverOrder>(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: zhao.id,
      arriveAt: inAnHour(),
    });
    expect(again.status, again.statusText).toBe(0);
    expect(again.data.driver?.name).toBe('赵师傅');
    expect(await auditCount('driverOrder.reassign', placed.orderPrimaryId)).toBe(1);
    const [points] = await rows<{ n: number }>(
      `select count(*)::int as n from driver_track_points where order_id = '${placed.orderPrimaryId}'`,
    );
    expect(Number(points?.n)).toBe(0);
    expect((await call('POST', '/disaster/driverPosition', liuToken, point)).status).toBe(-3);
    const zhaoToken = await workerToken({ account: 'zhaoshifu', password: 'drive2027x' });
    expect((await call('POST', '/disaster/driverPosition', zhaoToken, point)).status).toBe(0);

    // Once the drive has started nobody is swapped in.
    await t.database.db.execute(
      sql.raw(`update orders set status = 'inService' where id = '${placed.orderPrimaryId}'`),
    );
    const late = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: liu.id,
      arriveAt: inAnHour(),
    });
    expect(late.status).not.toBe(0);
    expect(late.statusText).toContain('已开始');
  });

  it('refuses a cancelled booking, a tow rescuer, bad input and callers who are not operators; nothing changes', async () => {
    const s = await signIn();
    const placed = await bookDriver(s);
    const driver = await aDriver();
    const liu = await driverNamed(driver.name);
    const tow = await aRescuer({ kind: 'tow' });
    const asTow = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', {
      id: placed.orderPrimaryId,
      driverId: tow.id,
      arriveAt: inAnHour(),
    });
    expect(asTow.status).not.toBe(0);
    expect(asTow.statusText).toContain('代驾司机');

    const badTime = await opsCall(
      t,
      operator,
      'POST',
      'services/driverOrders/assign',
      { id: placed.orderPrimaryId, driverId: liu.id, arriveAt: new Date(Date.now() - 60_000).toISOString() },
      'en-US',
    );
    expect(badTime.status).toBe(-5);
    expect(badTime.statusText).toContain('Expected arrival');
    const badId = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', {
      id: 'not-an-id',
      driverId: liu.id,
      arriveAt: inAnHour(),
    });
    expect(badId.status).toBe(-5);
    expect(JSON.stringify(badId)).toContain('id');

    const body = { id: placed.orderPrimaryId, driverId: liu.id, arriveAt: inAnHour() };
    expect((await opsCall(t, s.token, 'POST', 'services/driverOrders/assign', body)).status).toBe(-4);
    expect((await opsCall(t, undefined, 'GET', 'services/driverOrders')).status).toBe(-4);
    const driverToken = await workerToken({ account: driver.account, password: driver.password });
    expect((await opsCall(t, driverToken, 'POST', 'services/driverOrders/assign', body)).status).toBe(-4);

    const cancel = await call('POST', '/order/R00010040', s.token, { ...placed, reasonCode: 'plan' });
    expect(cancel.status, cancel.statusText).toBe(0);
    const refused = await opsCall(t, operator, 'POST', 'services/driverOrders/assign', body);
    expect(refused.status).not.toBe(0);
    expect(refused.statusText).toContain('取消');
    const [order] = await rows<{ status: string; driver: string | null }>(
      `select status, details->'driver' as driver from orders where id = '${placed.orderPrimaryId}'`,
    );
    expect(order).toEqual({ status: 'cancelled', driver: null });
    expect(await auditCount('driverOrder.assign', placed.orderPrimaryId)).toBe(0);
  });
});

describe('health card issuance (ops/services/healthCards)', () => {
  it('issues a pending card the customer then sees masked; a second issue is refused', async () => {
    const s = await signIn();
    const placed = await applyCard(s);
    const pending = await opsCall<{ list: OpsHealthCard[] }>(
      t,
      operator,
      'GET',
      'services/healthCards?state=pending&onPagenum=1&onPagesize=50',
    );
    expect(pending.status, pending.statusText).toBe(0);
    expect(pending.data.list.find((c) => c.id === placed.orderPrimaryId)).toMatchObject({
      state: 'pending',
      holderName: '王*',
      cardNo: null,
    });
    const validTo = `${new Date().getFullYear() + 2}-06-30`;
    const issued = await opsCall<OpsHealthCard>(t, operator, 'POST', 'services/healthCards/issue', {
      id: placed.orderPrimaryId,
      cardNo: '6230580000099887766',
      validTo,
    });
    expect(issued.status, issued.statusText).toBe(0);
    expect(issued.data).toMatchObject({
      state: 'posted',
      status: 'inService',
      cardNo: '6230 **** **** 7766',
    });
    expect(await auditCount('healthCard.issue', placed.orderPrimaryId)).toBe(1);
    const [line] = await rows<{ after: string }>(
      `select after::text as after from audit_log where action = 'healthCard.issue' and object_id = '${placed.orderPrimaryId}'`,
    );
    expect(line?.after).not.toContain('6230580000099887766');

    const card = await call<{ cardNo: string | null; status: string }>(
      'GET',
      `/cardorder/R00040014/${placed.orderPrimaryId}`,
      s.token,
    );
    expect(card.data).toMatchObject({ cardNo: '6230 **** **** 7766', status: 'inService' });

    const twice = await opsCall(t, operator, 'POST', 'services/healthCards/issue', {
      id: placed.orderPrimaryId,
      cardNo: '6230580000011112222',
      validTo,
    });
    expect(twice.status).not.toBe(0);
    expect(await auditCount('healthCard.issue', placed.orderPrimaryId)).toBe(1);
  });

  it('refuses a withdrawn application, bad numbers and dates, and non-operators', async () => {
    const s = await signIn();
    const placed = await applyCard(s);
    const future = `${new Date().getFullYear() + 1}-12-31`;
    const shortNo = await opsCall(
      t,
      operator,
      'POST',
      'services/healthCards/issue',
      { id: placed.orderPrimaryId, cardNo: '62305800', validTo: future },
      'en-US',
    );
    expect(shortNo.status).toBe(-5);
    expect(shortNo.statusText).toContain('Card number');
    const past = await opsCall(
      t,
      operator,
      'POST',
      'services/healthCards/issue',
      { id: placed.orderPrimaryId, cardNo: '6230580000099887766', validTo: '2020-01-01' },
      'en-US',
    );
    expect(past.status).toBe(-5);
    expect(past.statusText).toContain('Last day');
    const body = { id: placed.orderPrimaryId, cardNo: '6230580000099887766', validTo: future };
    expect((await opsCall(t, s.token, 'POST', 'services/healthCards/issue', body)).status).toBe(-4);
    expect((await opsCall(t, s.token, 'GET', 'services/healthCards')).status).toBe(-4);

    const withdraw = await call('POST', '/order/R00010040', s.token, { ...placed, reasonCode: 'plan' });
    expect(withdraw.status, withdraw.statusText).toBe(0);
    const refused = await opsCall(t, operator, 'POST', 'services/healthCards/issue', body);
    expect(refused.status).not.toBe(0);
    expect(refused.statusText).toContain('撤回');
    const withdrawn = await opsCall<{ list: OpsHealthCard[] }>(
      t,
      operator,
      'GET',
      'services/healthCards?state=withdrawn',
    );
    expect(withdrawn.data.list.find((c) => c.id === placed.orderPrimaryId)?.cardNo).toBeNull();
    expect(await auditCount('healthCard.issue', placed.orderPrimaryId)).toBe(0);
  });
});
