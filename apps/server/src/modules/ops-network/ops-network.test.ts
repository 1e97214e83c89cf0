import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  updateWorkOrderProgress,
  type OpsBranch,
  type OpsMerchant,
  type OpsRescuer,
  type OpsStore,
  type OpsVehicle,
} from '@rc/contract';
import { auditLog, customers, stores } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Reply } from '../../testing/handoff.js';
import { opsCall } from '../../testing/console.js';
import { testKit, uniquePlate } from '../../testing/factories.js';
import { aRescueInNetwork, jianguoRoad, rescueFixtures } from '../../testing/rescue-fixtures.js';

let t: TestApp;
let operator: string;
let admin: string;
const kit = testKit(() => t);
const { call, aBranch, aCustomer, aMerchant, anOperator, aRescuer } = kit;
const f = rescueFixtures(() => t);
beforeAll(async () => {
  t = await createTestApp();
  operator = (await anOperator({ role: 'operator' })).token;
  admin = (await anOperator({ role: 'admin' })).token;
});
afterAll(async () => {
  await t.close();
});

const auditOf = (action: string, objectId: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.objectId, objectId)));

describe('network: who may call', () => {
  it('refuses a customer token on every network list (-4)', async () => {
    const customer = (await aCustomer()).token;
    for (const kind of ['branches', 'merchants', 'stores', 'rescuers', 'vehicles']) {
      expect((await opsCall(t, customer, 'GET', `network/${kind}`)).status, kind).toBe(-4);
    }
  });

  it('lets only an admin add or disable a branch company', async () => {
    const body = { create: true, branchCode: '330000', name: '浙江分公司', nameEn: 'Zhejiang Branch' };
    expect((await opsCall(t, operator, 'POST', 'network/branches/save', body)).status).toBe(-3);
    const made = await opsCall<OpsBranch>(t, admin, 'POST', 'network/branches/save', body);
    expect(made.status, made.statusText).toBe(0);
    expect(made.data).toMatchObject({ code: '330000', enabled: true, storeCount: 0 });
    expect(await auditOf('branch.create', '330000')).toHaveLength(1);
    const twice = await opsCall(t, admin, 'POST', 'network/branches/save', body);
    expect(twice.status).toBe(-3);
    const off = await opsCall<OpsBranch>(t, admin, 'POST', 'network/branches/setEnabled', {
      branchCode: '330000',
      enabled: false,
    });
    expect(off.data.enabled).toBe(false);
    expect(await auditOf('branch.disable', '330000')).toHaveLength(1);
    // A branch with a merchant's store counts it.
    const withStore = await aBranch();
    await aMerchant({ branch: withStore.code });
    const list = await opsCall<{ list: OpsBranch[] }>(t, operator, 'GET', 'network/branches');
    expect(list.data.list.find((b) => b.code === withStore.code)?.storeCount).toBeGreaterThan(0);
  });
});

describe('merchants and stores', () => {
  let merchant: OpsMerchant;

  it('creates a merchant with its staff account (mobile sealed, shown masked) and audits it masked', async () => {
    const missing = await opsCall(t, operator, 'POST', 'network/merchants/save', {
      name: '途虎养车（双井店）',
      nameEn: 'Tuhu (Shuangjing)',
      contactPhone: '010-87771234',
      staffName: '钱进',
    });
    expect(missing.status).toBe(-5);
    expect(missing.statusText).toContain('店员手机号');
    const r = await opsCall<OpsMerchant>(t, operator, 'POST', 'network/merchants/save', {
      name: '途虎养车',
      nameEn: 'Tuhu Car Care',
      contactPhone: '010-87771234',
      staffName: '钱进',
      staffMobile: '13788889999',
    });
    expect(r.status, r.statusText).toBe(0);
    merchant = r.data;
    expect(merchant).toMatchObject({
      staffName: '钱进',
      staffMobile: '137****9999',
      enabled: true,
      storeCount: 0,
    });
    const [staff] = await t.app.deps.db.select().from(customers).where(eq(customers.custName, '钱进'));
    expect(staff?.role).toBe('merchant');
    expect(staff?.mobileSealed).not.toContain('13788889999');
    const [line] = await auditOf('merchant.create', merchant.id);
    expect(JSON.stringify(line?.after)).not.toContain('13788889999');
    expect(line?.after).toMatchObject({ staffMobile: '137****9999' });
  });

  it('adds a store with its map position, refuses a bad position (-5 naming it), edits it with a diff line', async () => {
    const store = {
      merchantId: merchant.id,
      snCode: 'SN110105099',
      name: '途虎养车（双井店）',
      nameEn: 'Tuhu Car Care (Shuangjing)',
      address: '北京市朝阳区广渠路36号院',
      addressEn: '36 Guangqu Rd, Chaoyang, Beijing',
      phone: '010-87771234',
      branchCode: '110000',
      lat: 39.8937,
      lng: 116.4612,
      serviceTypes: ['9', '13'],
      openHours: '08:30-20:00',
    };
    const bad = await opsCall(t, operator, 'POST', 'network/stores/save', { ...store, lat: 120 }, 'en-US');
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('Latitude');
    const hours = await opsCall(t, operator, 'POST', 'network/stores/save', {
      ...store,
      openHours: '20:00-08:00',
    });
    expect(hours.status).toBe(-5);
    expect(hours.statusText).toContain('营业时间');
    const offBranch = await opsCall(t, operator, 'POST', 'network/stores/save', {
      ...store,
      branchCode: '330000',
    });
    expect(offBranch.status).toBe(-3);
    const made = await opsCall<OpsStore>(t, operator, 'POST', 'network/stores/save', store);
    expect(made.status, made.statusText).toBe(0);
    expect(made.data).toMatchObject({
      snCode: 'SN110105099',
      lat: 39.8937,
      lng: 116.4612,
      merchantName: '途虎养车',
    });
    const dup = await opsCall(t, operator, 'POST', 'network/stores/save', { ...store, name: '另一家' });
    expect(dup.status).toBe(-3);
    const moved = await opsCall<OpsStore>(t, operator, 'POST', 'network/stores/save', {
      ...store,
      id: made.data.id,
      lat: 39.894,
      openHours: '09:00-21:00',
    });
    expect(moved.data).toMatchObject({ lat: 39.894, openHours: '09:00-21:00' });
    const [edit] = await auditOf('store.edit', made.data.id);
    expect(edit?.before).toEqual({ position: '39.89370,116.46120', openHours: '08:30-20:00' });
    expect(edit?.after).toEqual({ position: '39.89400,116.46120', openHours: '09:00-21:00' });
    const off = await opsCall<OpsStore>(t, operator, 'POST', 'network/stores/setEnabled', {
      id: made.data.id,
      enabled: false,
    });
    expect(off.data.enabled).toBe(false);
    const [row] = await t.app.deps.db.select().from(stores).where(eq(stores.id, made.data.id));
    expect(row?.enabled).toBe(false);
    const list = await opsCall<{ list: OpsStore[]; total: number }>(
      t,
      operator,
      'GET',
      `network/stores?merchantId=${merchant.id}`,
    );
    expect(list.data.total).toBe(1);
  });

  it('disables a merchant once (a repeat writes no second line)', async () => {
    await opsCall(t, operator, 'POST', 'network/merchants/setEnabled', { id: merchant.id, enabled: false });
    const again = await opsCall<OpsMerchant>(t, operator, 'POST', 'network/merchants/setEnabled', {
      id: merchant.id,
      enabled: false,
    });
    expect(again.data.enabled).toBe(false);
    expect(await auditOf('merchant.disable', merchant.id)).toHaveLength(1);
  });
});

describe('rescuers and tow vehicles', () => {
  it('creates a rescuer who can sign in; disabling refuses the sign-in and ends the session', async () => {
    // A tow company of the test's own (another rescuer's).
    const companyName = (await aRescuer()).companyName;
    const noPassword = await opsCall(t, operator, 'POST', 'network/rescuers/save', {
      loginName: 'zhaoyun',
      name: '赵云',
      mobile: '18622223333',
      companyName,
      companyNameEn: 'Test Rescue Co.',
      branchCode: '110000',
    });
    expect(noPassword.status).toBe(-5);
    expect(noPassword.statusText).toContain('密码');
    const made = await opsCall<OpsRescuer>(t, operator, 'POST', 'network/rescuers/save', {
      loginName: 'zhaoyun',
      name: '赵云',
      mobile: '18622223333',
      password: 'Tow2026go',
      companyName,
      companyNameEn: 'Test Rescue Co.',
      branchCode: '110000',
    });
    expect(made.status, made.statusText).toBe(0);
    expect(made.data.mobile).toBe('186****3333');
    const [line] = await auditOf('rescuer.create', made.data.id);
    expect(JSON.stringify(line)).not.toContain('Tow2026go');
    const signIn = () =>
      t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/R00010051',
        payload: { account: 'zhaoyun', password: 'Tow2026go', channel: '1' },
      });
    const session = (await signIn()).json<Reply<{ token: string }>>();
    expect(session.status).toBe(0);
    const off = await opsCall<OpsRescuer>(t, operator, 'POST', 'network/rescuers/setEnabled', {
      id: made.data.id,
      enabled: false,
    });
    expect(off.data.enabled).toBe(false);
    expect((await signIn()).json<Reply>().status).not.toBe(0);
    const vehicles = await t.call({
      method: 'GET',
      url: '/api/rcservice/disaster/R00010053?flag=0',
      token: session.data.token,
    });
    expect(vehicles.json<Reply>().status).toBe(-4);
  });

  it('refuses to disable a rescuer or a truck out on a job', async () => {
    // A rescuer of a network of the test's own, on their way to a rescue they accepted.
    const { near, created } = await aRescueInNetwork(kit, jianguoRoad);
    const d = await f.latestDispatch(created.orderPrimaryId);
    expect(d.vehicle_no).toBe(near.vehicleNo);
    for (const step of ['accepted', 'departed'] as const) {
      const moved = await call(updateWorkOrderProgress, {
        as: near,
        body: {
          ticketId: d.order_no,
          subTicketId: d.sub_ticket_id,
          vehicleNo: near.vehicleNo,
          step,
          lng: jianguoRoad.lng,
          lat: jianguoRoad.lat,
        },
      });
      expect(moved.status, moved.statusText).toBe(0);
    }
    const r = await opsCall(t, operator, 'POST', 'network/rescuers/setEnabled', {
      id: near.id,
      enabled: false,
    });
    expect(r.status).toBe(-3);
    const list = await opsCall<{ list: OpsVehicle[] }>(
      t,
      operator,
      'GET',
      `network/vehicles?keyword=${encodeURIComponent(near.vehicleNo)}`,
    );
    expect(list.data.list).toHaveLength(1);
    const truck = list.data.list[0];
    expect(truck?.rescuerName).toBe(near.name);
    const v = await opsCall(t, operator, 'POST', 'network/vehicles/setEnabled', {
      id: truck?.id,
      enabled: false,
    });
    expect(v.status).toBe(-3);
  });

  it('registers a tow vehicle (plate checked, -5 naming it), edits and disables it with audit lines', async () => {
    const companyName = (await aRescuer()).companyName;
    const plate = uniquePlate();
    const bad = await opsCall(t, operator, 'POST', 'network/vehicles/save', {
      vehicleNo: 'ABC',
      vehicleType: '平板拖车',
      companyName,
    });
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('车辆号');
    const made = await opsCall<OpsVehicle>(t, operator, 'POST', 'network/vehicles/save', {
      vehicleNo: plate,
      vehicleType: '平板拖车',
      companyName,
    });
    expect(made.status, made.statusText).toBe(0);
    expect(made.data).toMatchObject({ vehicleNo: plate, rescuerName: null, enabled: true });
    const dup = await opsCall(t, operator, 'POST', 'network/vehicles/save', {
      vehicleNo: plate,
      vehicleType: '轻型救援车',
      companyName,
    });
    expect(dup.status).toBe(-3);
    const edited = await opsCall<OpsVehicle>(t, operator, 'POST', 'network/vehicles/save', {
      id: made.data.id,
      vehicleNo: plate,
      vehicleType: '重型清障车',
      companyName,
    });
    expect(edited.data.vehicleType).toBe('重型清障车');
    const [edit] = await auditOf('vehicle.edit', made.data.id);
    expect(edit?.after).toEqual({ vehicleType: '重型清障车' });
    const off = await opsCall<OpsVehicle>(t, operator, 'POST', 'network/vehicles/setEnabled', {
      id: made.data.id,
      enabled: false,
    });
    expect(off.data.enabled).toBe(false);
    expect(await auditOf('vehicle.disable', made.data.id)).toHaveLength(1);
  });
});
