import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { demoDriverLogin } from '../../seed/service-types.js';
import { demoRescuerLogin } from '../../seed/rescue.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
async function pointCount(orderId: string): Promise<number> {
  const [row] = await rows<{ n: number }>(
    `select count(*)::int as n from driver_track_points where order_id = '${orderId}'`,
  );
  return Number(row?.n ?? -1);
}
async function workerToken(login: { account: string; password: string }): Promise<string> {
  const r = await call<{ token: string }>('POST', '/disaster/R00010051', undefined, {
    account: login.account,
    password: login.password,
    channel: '1',
  });
  expect(r.status, r.statusText).toBe(0);
  return r.data.token;
}
/** headPage's seeded designated driver on the way (accepted, with 刘师傅 assigned). */
async function seededDrive(): Promise<{ id: string; primaryCheck: string }> {
  const [order] = await rows<{ id: string; primary_check: string }>(
    `select id, primary_check from orders where details->>'form' = 'designatedDriver' and status = 'accepted'`,
  );
  if (!order) throw new Error('no seeded designated driver');
  return { id: order.id, primaryCheck: order.primary_check };
}
const trailPath = (o: { id: string; primaryCheck: string }) =>
  `/order/R00020066/${o.id}?primaryCheck=${encodeURIComponent(o.primaryCheck)}&serviceType=6&businessType=driver`;

interface Trail {
  status: string;
  worker: { name: string; mobile: string; vehicleNo: string | null } | null;
  points: { lng: number; lat: number; at: string }[];
  destination: { address: string; lng: number; lat: number } | null;
}

describe('designated-driver trail (disaster/driverPosition, order/R00020066)', () => {
  it("records the assigned driver's position and shows the trail to the order's owner", async () => {
    const order = await seededDrive();
    const owner = (await loginAs(t, 'headPage')) as { token: string };
    const before = await call<Trail>('GET', trailPath(order), owner.token);
    expect(before.status, before.statusText).toBe(0);
    expect(before.data.worker).toEqual({
      name: '刘师傅',
      mobile: '137****9876',
      vehicleNo: 'D10086',
    });
    expect(before.data.points).toHaveLength(4);
    expect(before.data.destination?.address).toContain('望京');

    const driver = await workerToken(demoDriverLogin);
    const report = await call<{ point: { lng: number; lat: number } }>(
      'POST',
      '/disaster/driverPosition',
      driver,
      { orderPrimaryId: order.id, lng: 116.4601, lat: 39.9402 },
    );
    expect(report.status, report.statusText).toBe(0);

    // Stored sealed: the coordinates are nowhere in the clear.
    const stored = await rows<{ point_sealed: string }>(
      `select point_sealed from driver_track_points where order_id = '${order.id}'`,
    );
    expect(stored).toHaveLength(5);
    expect(stored.some((r) => r.point_sealed.includes('116.46'))).toBe(false);

    const after = await call<Trail>('GET', trailPath(order), owner.token);
    expect(after.data.points).toHaveLength(5);
    expect(after.data.points.at(-1)).toMatchObject({ lng: 116.4601, lat: 39.9402 });
    const progress = await call<{ driverPosition: { lng: number } | null }>(
      'POST',
      '/driverOrder/R00010065',
      owner.token,
      { orderPrimaryId: order.id, primaryCheck: order.primaryCheck },
    );
    expect(progress.data.driverPosition?.lng).toBeCloseTo(116.4601, 4);
  });

  it('answers -3 to another customer, a wrong check and another worker, recording nothing', async () => {
    const order = await seededDrive();
    const other = (await loginAs(t, 'vip')) as { token: string };
    expect((await call('GET', trailPath(order), other.token)).status).toBe(-3);
    const owner = (await loginAs(t, 'headPage')) as { token: string };
    expect((await call('GET', trailPath({ ...order, primaryCheck: 'wrong' }), owner.token)).status).toBe(-3);

    const points = await pointCount(order.id);
    const rescuer = await workerToken(demoRescuerLogin);
    const foreign = await call('POST', '/disaster/driverPosition', rescuer, {
      orderPrimaryId: order.id,
      lng: 116.1,
      lat: 39.1,
    });
    expect(foreign.status).toBe(-3);
    // A customer's session cannot report positions at all.
    const customer = await call('POST', '/disaster/driverPosition', owner.token, {
      orderPrimaryId: order.id,
      lng: 116.1,
      lat: 39.1,
    });
    expect(customer.status).not.toBe(0);
    expect(await pointCount(order.id)).toBe(points);
  });

  it('refuses a bad position with -5 naming the field, and changes nothing', async () => {
    const order = await seededDrive();
    const driver = await workerToken(demoDriverLogin);
    const points = await pointCount(order.id);
    const lng = await call<{ errors: { field: string }[] }>('POST', '/disaster/driverPosition', driver, {
      orderPrimaryId: order.id,
      lng: 200,
      lat: 39.9,
    });
    expect(lng.status).toBe(-5);
    expect(lng.data.errors[0]?.field).toBe('lng');
    expect(lng.statusText).toMatch(/[\u4e00-\u9fff]/);
    const lat = await call<{ errors: { field: string }[] }>('POST', '/disaster/driverPosition', driver, {
      orderPrimaryId: order.id,
      lng: 116.4,
      lat: 'north',
    });
    expect(lat.status).toBe(-5);
    expect(lat.data.errors[0]?.field).toBe('lat');
    const noOrder = await call<{ errors: { field: string }[] }>('POST', '/disaster/driverPosition', driver, {
      lng: 116.4,
      lat: 39.9,
    });
    expect(noOrder.status).toBe(-5);
    expect(noOrder.data.errors[0]?.field).toBe('orderPrimaryId');
    expect(await pointCount(order.id)).toBe(points);
  });

  it('once the order has ended, takes no position and shows no trail', async () => {
    const order = await seededDrive();
    const owner = (await loginAs(t, 'headPage')) as { token: string };
    const cancelled = await call('POST', '/order/R00010040', owner.token, {
      orderPrimaryId: order.id,
      primaryCheck: order.primaryCheck,
      reasonCode: 'plan',
    });
    expect(cancelled.status, cancelled.statusText).toBe(0);
    const points = await pointCount(order.id);
    const driver = await workerToken(demoDriverLogin);
    const late = await call('POST', '/disaster/driverPosition', driver, {
      orderPrimaryId: order.id,
      lng: 116.47,
      lat: 39.99,
    });
    expect(late.status).toBe(-3);
    expect(late.statusText).toContain('未在服务中');
    expect(await pointCount(order.id)).toBe(points);
    const trail = await call<Trail>('GET', trailPath(order), owner.token);
    expect(trail.data.status).toBe('cancelled');
    expect(trail.data.points).toEqual([]);
  });
});
