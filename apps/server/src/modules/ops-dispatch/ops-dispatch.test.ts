import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { opsDashboard, opsDispatchBoard, type BoardOrder, type BoardVehicle } from '@rc/contract';
import { auditLog, orders, rescueDispatches, rescueRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { opsCall } from '../../testing/console.js';
import { testKit, uniquePlate, type OperatorSession, type RescuerSession } from '../../testing/factories.js';
import {
  aRescueNetwork,
  jianguoRoad,
  requestTowRescue,
  rescueFixtures,
  workOrderSteps,
  type RequestedRescue,
} from '../../testing/rescue-fixtures.js';

/**
 * The board's scene is made here, in a branch of its own: a tow company with a truck on its
 * way to an escalated rescue waiting for 55 minutes (`busy`), a truck holding the offer of
 * another rescue (`near`), a free one (`far`), an unbound spare truck, and two rescues
 * without a position fix in the pool. Who calls is
 * made here too: an operator, a customer and a rescuer of the test's own.
 */
let t: TestApp;
let operator: OperatorSession;
const kit = testKit(() => t);
const { call, callRaw, anOperator, aCustomer, aRescuer } = kit;
const f = rescueFixtures(() => t);
let scene: {
  busy: RescuerSession;
  near: RescuerSession;
  far: RescuerSession;
  spare: RescuerSession;
  /** A free truck the scene's rescues were never offered to (made after them). */
  idle: RescuerSession;
  escalated: RequestedRescue;
  offered: RequestedRescue;
  pool: RequestedRescue[];
};

const step = workOrderSteps(() => t, jianguoRoad);

beforeAll(async () => {
  t = await createTestApp();
  operator = await anOperator({ role: 'operator' });
  const { branch, near, far } = await aRescueNetwork(kit, jianguoRoad);
  const company = near.companyName;
  // Parked at the place itself: the first rescue is offered to it.
  const busy = await aRescuer({ branch: branch.code, company, at: jianguoRoad });
  const spare = await aRescuer({ branch: branch.code, company });
  const customerOfBranch = () => aCustomer({ branches: [branch.code] });
  const escalated = await requestTowRescue(kit, await customerOfBranch(), jianguoRoad);
  if ((await f.latestDispatch(escalated.orderPrimaryId)).vehicle_no !== busy.vehicleNo) {
    throw new Error('the first rescue was not offered to the truck at the place');
  }
  for (const s of ['accepted', 'departed'] as const) {
    const r = await step(busy, escalated.orderPrimaryId, busy.vehicleNo, s);
    if (r.status !== 0) throw new Error(`step ${s}: ${r.statusText}`);
  }
  // Asked for 55 minutes ago and escalated to the dispatcher since.
  const db = t.database.db;
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - 55 * 60_000) })
    .where(eq(orders.id, escalated.orderPrimaryId));
  await db
    .update(rescueRequests)
    .set({ escalatedAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(rescueRequests.orderId, escalated.orderPrimaryId));
  // The next rescue at the place is offered to the nearest free truck.
  const offered = await requestTowRescue(kit, await customerOfBranch(), jianguoRoad);
  if ((await f.latestDispatch(offered.orderPrimaryId)).vehicle_no !== near.vehicleNo) {
    throw new Error('the second rescue was not offered to the near truck');
  }
  // Without a position fix a rescue goes to the company pool.
  const pool = [];
  for (let i = 0; i < 2; i++) {
    pool.push(await requestTowRescue(kit, await customerOfBranch(), { ...jianguoRoad, lng: 0, lat: 0 }));
  }
  const idle = await aRescuer({ branch: branch.code, company, at: jianguoRoad });
  scene = { busy, near, far, spare, idle, escalated, offered, pool };
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Board {
  at: string;
  orders: BoardOrder[];
  vehicles: BoardVehicle[];
}

const board = async (): Promise<Board> => (await call(opsDispatchBoard, { as: operator })).data;

describe('dispatch board', () => {
  it('refuses customer and rescuer tokens and no token (-4)', async () => {
    const customer = await aCustomer();
    const rescuer = await aRescuer();
    for (const as of [customer, rescuer, undefined]) {
      expect((await call(opsDispatchBoard, { as })).status).toBe(-4);
      expect((await call(opsDashboard, { as })).status).toBe(-4);
    }
  });

  it('lists the open rescues oldest first with stage, truck, waiting time, escalation, and rough positions', async () => {
    const b = await board();
    expect(b.orders.length).toBeGreaterThanOrEqual(4);
    const created = b.orders.map((o) => o.createdAt);
    expect([...created].sort()).toEqual(created);
    const escalated = b.orders.find((o) => o.orderId === scene.escalated.orderPrimaryId);
    expect(escalated?.escalatedAt).not.toBeNull();
    expect(escalated).toMatchObject({
      stage: 'departed',
      vehicleNo: scene.busy.vehicleNo,
      rescuerName: scene.busy.name,
      reassignable: true,
    });
    expect(escalated?.waitingMinutes).toBeGreaterThanOrEqual(50);
    const poolIds = scene.pool.map((p) => p.orderPrimaryId);
    const pool = b.orders.filter((o) => poolIds.includes(o.orderId));
    expect(pool).toHaveLength(2);
    expect(pool.every((o) => o.stage === 'pool')).toBe(true);
    expect(pool.every((o) => o.vehicleNo === null && o.rescuerName === null)).toBe(true);
    const offered = b.orders.find((o) => o.orderId === scene.offered.orderPrimaryId);
    expect(offered).toMatchObject({ stage: 'offered', vehicleNo: scene.near.vehicleNo });
    for (const o of b.orders) {
      // Rounded to 0.001°, never the exact spot.
      if (o.point) expect(Math.round(o.point.lat * 1000) / 1000).toBe(o.point.lat);
      expect(o.maskedAddress).not.toMatch(/\d+号/);
    }
    const busy = b.vehicles.find((v) => v.vehicleNo === scene.busy.vehicleNo);
    expect(busy?.orderNo).toBe(escalated?.orderNo);
    expect(b.vehicles.find((v) => v.vehicleNo === scene.near.vehicleNo)?.orderNo).toBe(offered?.orderNo);
    expect(b.vehicles.find((v) => v.vehicleNo === scene.far.vehicleNo)?.orderNo).toBeNull();
    // An unbound spare truck is not on the board.
    expect(b.vehicles.find((v) => v.vehicleNo === scene.spare.vehicleNo)).toBeUndefined();
  });

  it('reassigns a pool order to a free truck: old work order closed, new offer to that truck, audited', async () => {
    const before = await board();
    const order = before.orders.find((o) => o.orderId === scene.pool[0]?.orderPrimaryId);
    if (!order) throw new Error('no pool order of the test company');
    expect(order).toMatchObject({ stage: 'pool', companyName: scene.far.companyName });
    const r = await opsCall<BoardOrder>(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: scene.far.vehicleNo,
      reason: '客户所在位置离该车最近',
    });
    expect(r.status, r.statusText).toBe(0);
    expect(r.data).toMatchObject({
      stage: 'offered',
      vehicleNo: scene.far.vehicleNo,
      rescuerName: scene.far.name,
    });
    const [old] = await t.app.deps.db
      .select()
      .from(rescueDispatches)
      .where(eq(rescueDispatches.id, order.dispatchId));
    expect(old?.status).toBe('reassigned');
    const [line] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rescue.reassign'), eq(auditLog.objectId, order.orderNo)));
    expect(line?.operatorAccount).toBe(operator.account);
    expect(line?.after).toMatchObject({ vehicleNo: scene.far.vehicleNo, stage: 'offered' });
    expect(line?.before).toMatchObject({ stage: 'pool', vehicleNo: null });

    // The same stale board again: the work order it names has moved on, nothing changes.
    const again = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: scene.idle.vehicleNo,
      reason: '再次改派',
    });
    expect(again.status).toBe(-3);
    const lines = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'rescue.reassign'));
    expect(lines).toHaveLength(1);
  });

  it('refuses a busy truck, an unknown truck (-5 naming it) and a bad body, changing nothing', async () => {
    const b = await board();
    const order = b.orders.find((o) => o.orderId === scene.pool[1]?.orderPrimaryId);
    if (order?.stage !== 'pool') throw new Error('no pool order');
    const busy = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: scene.busy.vehicleNo,
      reason: '测试改派',
    });
    expect(busy.status).toBe(-3);
    const unknown = await opsCall(
      t,
      operator.token,
      'POST',
      'dispatch/reassign',
      { orderId: order.orderId, dispatchId: order.dispatchId, vehicleNo: uniquePlate(), reason: '测试改派' },
      'en-US',
    );
    expect(unknown.status).toBe(-5);
    expect(unknown.statusText).toContain('Vehicle number');
    const bad = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: 'not-a-uuid',
      dispatchId: order.dispatchId,
      vehicleNo: scene.far.vehicleNo,
      reason: '测试改派',
    });
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('订单');
    const after = await board();
    expect(after.orders.find((o) => o.orderId === order.orderId)?.dispatchId).toBe(order.dispatchId);
  });
});

describe('dashboard', () => {
  // This case reads the demo seed's 30 days of history (redemptions and rescues per day):
  // it checks the statistics over that drawn history, which no factory call makes.
  it('answers 30 China days of redemptions and rescue response times, and orders by service and state', async () => {
    const r = await call(opsDashboard, { as: operator, query: { days: 30 } });
    expect(r.status, r.statusText).toBe(0);
    const d = r.data;
    expect(d.redemptionsPerDay).toHaveLength(30);
    expect(d.rescueResponse).toHaveLength(30);
    expect(d.redemptionsPerDay.at(-1)?.day).toBe(d.to);
    expect(d.redemptionsPerDay.reduce((n, x) => n + x.count, 0)).toBeGreaterThan(60);
    const withRescues = d.rescueResponse.filter((x) => x.rescues > 0 && x.arrivalMedian !== null);
    expect(withRescues.length).toBeGreaterThan(20);
    for (const x of withRescues) {
      expect(x.acceptMedian ?? 0).toBeLessThanOrEqual(x.acceptP90 ?? 0);
      expect(x.arrivalMedian ?? 0).toBeLessThanOrEqual(x.arrivalP90 ?? 0);
      expect(x.acceptMedian ?? 0).toBeLessThan(x.arrivalMedian ?? 0);
    }
    const wash = d.ordersByService.filter((x) => x.serviceType === '9');
    expect(wash.find((x) => x.status === 'completed')?.count).toBeGreaterThan(5);
    expect(wash[0]?.serviceName).toBe('精致洗车');
    const rescue = d.ordersByService.filter((x) => x.serviceType === '1');
    expect(rescue.reduce((n, x) => n + x.count, 0)).toBeGreaterThan(25);
  });

  it('refuses a range beyond 90 days with -5 naming it', async () => {
    const bad = await callRaw(opsDashboard, { query: { days: 500 } }, { as: operator });
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('统计天数');
  });
});
