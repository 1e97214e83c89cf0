import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { opsDashboard, opsDispatchBoard, type BoardOrder, type BoardVehicle } from '@rc/contract';
import { auditLog, rescueDispatches } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { opsCall } from '../../testing/console.js';
import { testKit, type OperatorSession } from '../../testing/factories.js';

/**
 * The board's open rescues, trucks and crews are the demo seed's rescue scene (escalated,
 * pool and offered orders of two tow companies): the board is read as the seed draws it.
 * Who calls is made here: an operator, a customer and a rescuer of the test's own.
 */
let t: TestApp;
let operator: OperatorSession;
const { call, callRaw, anOperator, aCustomer, aRescuer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  operator = await anOperator({ role: 'operator' });
});
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
    const escalated = b.orders.find((o) => o.escalatedAt);
    expect(escalated).toMatchObject({
      stage: 'departed',
      vehicleNo: '京C7H210',
      rescuerName: '王志刚',
      reassignable: true,
    });
    expect(escalated?.waitingMinutes).toBeGreaterThanOrEqual(50);
    const pool = b.orders.filter((o) => o.stage === 'pool');
    expect(pool.length).toBeGreaterThanOrEqual(2);
    expect(pool.every((o) => o.vehicleNo === null && o.rescuerName === null)).toBe(true);
    for (const o of b.orders) {
      // Rounded to 0.001°, never the exact spot.
      if (o.point) expect(Math.round(o.point.lat * 1000) / 1000).toBe(o.point.lat);
      expect(o.maskedAddress).not.toMatch(/\d+号/);
    }
    const busy = b.vehicles.find((v) => v.vehicleNo === '京C7H210');
    expect(busy?.orderNo).toBe(escalated?.orderNo);
    expect(b.vehicles.find((v) => v.vehicleNo === '京B3K552')?.orderNo).toBeNull();
    // An unbound spare truck is not on the board.
    expect(b.vehicles.find((v) => v.vehicleNo === '京C0R558')).toBeUndefined();
  });

  it('reassigns a pool order to a free truck: old work order closed, new offer to that truck, audited', async () => {
    const before = await board();
    const order = before.orders.find((o) => o.stage === 'pool' && o.companyName.startsWith('京安'));
    if (!order) throw new Error('no pool order of Jing-An');
    const r = await opsCall<BoardOrder>(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: '京B3K552',
      reason: '客户所在位置离该车最近',
    });
    expect(r.status, r.statusText).toBe(0);
    expect(r.data).toMatchObject({ stage: 'offered', vehicleNo: '京B3K552', rescuerName: '李强' });
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
    expect(line?.after).toMatchObject({ vehicleNo: '京B3K552', stage: 'offered' });
    expect(line?.before).toMatchObject({ stage: 'pool', vehicleNo: null });

    // The same stale board again: the work order it names has moved on, nothing changes.
    const again = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: '京A9T301',
      reason: '再次改派',
    });
    expect(again.status).toBe(-3);
    const lines = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'rescue.reassign'));
    expect(lines).toHaveLength(1);
  });

  it('refuses a busy truck, an unknown truck (-5 naming it) and a bad body, changing nothing', async () => {
    const b = await board();
    const order = b.orders.find((o) => o.stage === 'pool');
    if (!order) throw new Error('no pool order');
    const busy = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: order.orderId,
      dispatchId: order.dispatchId,
      vehicleNo: '京C7H210',
      reason: '测试改派',
    });
    expect(busy.status).toBe(-3);
    const unknown = await opsCall(
      t,
      operator.token,
      'POST',
      'dispatch/reassign',
      { orderId: order.orderId, dispatchId: order.dispatchId, vehicleNo: '京Z00000', reason: '测试改派' },
      'en-US',
    );
    expect(unknown.status).toBe(-5);
    expect(unknown.statusText).toContain('Vehicle number');
    const bad = await opsCall(t, operator.token, 'POST', 'dispatch/reassign', {
      orderId: 'not-a-uuid',
      dispatchId: order.dispatchId,
      vehicleNo: '京C5M883',
      reason: '测试改派',
    });
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toContain('订单');
    const after = await board();
    expect(after.orders.find((o) => o.orderId === order.orderId)?.dispatchId).toBe(order.dispatchId);
  });
});

describe('dashboard', () => {
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
