import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cancelOrder,
  chinaSlotStart,
  designatedDriverProgress,
  opsDriverAssign,
  reportDriverPosition,
  submitDesignatedDriverOrder,
  substituteTrail,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession, type RescuerSession } from '../../testing/factories.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer, aCoupon, aRescuer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
async function pointCount(orderId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    `select count(*)::int as n from driver_track_points where order_id = '${orderId}'`,
  );
  return Number(row?.n ?? -1);
}

interface Drive {
  id: string;
  primaryCheck: string;
  owner: CustomerSession;
  driver: RescuerSession;
}

/**
 * A designated driver on the way: booked by its owner with their right, assigned by
 * the console to a driver (a field worker of the driving company), who has reported
 * four positions so far.
 */
async function aDriveOnTheWay(): Promise<Drive> {
  const owner = await aCustomer();
  const coupon = await aCoupon({ owner, serviceType: '6' });
  const booked = await ok(submitDesignatedDriverOrder, {
    as: owner,
    body: {
      formCode: 'designatedDriver',
      couponId: coupon.id,
      values: {
        pickup: { address: '北京市朝阳区三里屯路19号', lng: 116.45471, lat: 39.93768 },
        destination: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
        appointment: chinaSlotStart(new Date(), 1, '20:00').toISOString(),
        plateNumber: owner.plates[0] ?? '',
        contactName: owner.name,
        contactMobile: owner.mobile,
      },
    },
  });
  const driver = await aRescuer({ kind: 'driver' });
  const dispatcher = await anOperator({ role: 'operator' });
  await ok(opsDriverAssign, {
    as: dispatcher,
    body: {
      id: booked.orderPrimaryId,
      driverId: driver.id,
      arriveAt: new Date(Date.now() + 12 * 60_000).toISOString(),
    },
  });
  for (let i = 0; i < 4; i++) {
    await ok(reportDriverPosition, {
      as: driver,
      body: { orderPrimaryId: booked.orderPrimaryId, lng: 116.4312 + i * 0.0061, lat: 39.9221 + i * 0.0039 },
    });
  }
  return { id: booked.orderPrimaryId, primaryCheck: booked.primaryCheck, owner, driver };
}
const trail = (o: Drive, as: CustomerSession = o.owner, primaryCheck = o.primaryCheck) =>
  call(substituteTrail, {
    as,
    params: { id: o.id },
    query: { primaryCheck, serviceType: '6', businessType: 'driver' },
  });
const masked = (m: string) => `${m.slice(0, 3)}****${m.slice(7)}`;

describe('designated-driver trail (disaster/driverPosition, order/R00020066)', () => {
  it("records the assigned driver's position and shows the trail to the order's owner", async () => {
    const order = await aDriveOnTheWay();
    const { owner, driver } = order;
    const before = await trail(order);
    expect(before.status, before.statusText).toBe(0);
    expect(before.data.worker).toEqual({
      name: driver.name,
      mobile: masked(driver.mobile),
      vehicleNo: driver.jobNo,
    });
    expect(before.data.points).toHaveLength(4);
    expect(before.data.destination?.address).toContain('望京');

    const report = await call(reportDriverPosition, {
      as: driver,
      body: { orderPrimaryId: order.id, lng: 116.4601, lat: 39.9402 },
    });
    expect(report.status, report.statusText).toBe(0);

    // Stored sealed: the coordinates are nowhere in the clear.
    const stored = await rows<{ point_sealed: string }>(
      `select point_sealed from driver_track_points where order_id = '${order.id}'`,
    );
    expect(stored).toHaveLength(5);
    expect(stored.some((r) => r.point_sealed.includes('116.46'))).toBe(false);

    const after = await trail(order);
    expect(after.data.points).toHaveLength(5);
    expect(after.data.points.at(-1)).toMatchObject({ lng: 116.4601, lat: 39.9402 });
    const progress = await ok(designatedDriverProgress, {
      as: owner,
      body: { orderPrimaryId: order.id, primaryCheck: order.primaryCheck },
    });
    expect(progress.driverPosition?.lng).toBeCloseTo(116.4601, 4);
  });

  it('answers -3 to another customer, a wrong check and another worker, recording nothing', async () => {
    const order = await aDriveOnTheWay();
    const other = await aCustomer();
    expect((await trail(order, other)).status).toBe(-3);
    expect((await trail(order, order.owner, 'wrong')).status).toBe(-3);

    const points = await pointCount(order.id);
    // A tow rescuer, and a driver not assigned to this drive.
    for (const worker of [await aRescuer({ kind: 'tow' }), await aRescuer({ kind: 'driver' })]) {
      const foreign = await call(reportDriverPosition, {
        as: worker,
        body: { orderPrimaryId: order.id, lng: 116.1, lat: 39.1 },
      });
      expect(foreign.status).toBe(-3);
    }
    // A customer's session cannot report positions at all.
    const customer = await call(reportDriverPosition, {
      as: order.owner,
      body: { orderPrimaryId: order.id, lng: 116.1, lat: 39.1 },
    });
    expect(customer.status).not.toBe(0);
    expect(await pointCount(order.id)).toBe(points);
  });

  it('refuses a bad position with -5 naming the field, and changes nothing', async () => {
    const order = await aDriveOnTheWay();
    const { driver } = order;
    const points = await pointCount(order.id);
    const report = (body: object) => callRaw(reportDriverPosition, { body }, { as: driver });
    const lng = await report({ orderPrimaryId: order.id, lng: 200, lat: 39.9 });
    expect(lng.status).toBe(-5);
    expect(lng.badFields[0]).toBe('lng');
    expect(lng.statusText).toMatch(/[\u4e00-\u9fff]/);
    const lat = await report({ orderPrimaryId: order.id, lng: 116.4, lat: 'north' });
    expect(lat.status).toBe(-5);
    expect(lat.badFields[0]).toBe('lat');
    const noOrder = await report({ lng: 116.4, lat: 39.9 });
    expect(noOrder.status).toBe(-5);
    expect(noOrder.badFields[0]).toBe('orderPrimaryId');
    expect(await pointCount(order.id)).toBe(points);
  });

  it('once the order has ended, takes no position and shows no trail', async () => {
    const order = await aDriveOnTheWay();
    const cancelled = await call(cancelOrder, {
      as: order.owner,
      body: { orderPrimaryId: order.id, primaryCheck: order.primaryCheck, reasonCode: 'plan' },
    });
    expect(cancelled.status, cancelled.statusText).toBe(0);
    const points = await pointCount(order.id);
    const late = await call(reportDriverPosition, {
      as: order.driver,
      body: { orderPrimaryId: order.id, lng: 116.47, lat: 39.99 },
    });
    expect(late.status).toBe(-3);
    expect(late.statusText).toContain('未在服务中');
    expect(await pointCount(order.id)).toBe(points);
    const ended = await trail(order);
    expect(ended.data.status).toBe('cancelled');
    expect(ended.data.points).toEqual([]);
  });
});
