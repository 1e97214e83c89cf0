import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  aRescueNetwork,
  jianguoRoad,
  requestTowRescue,
  rescueFixtures,
} from '../../testing/rescue-fixtures.js';
import { testKit, uniquePlate } from '../../testing/factories.js';
import { towVehicles } from '../../db/schema/index.js';
import { texts } from './texts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const kit = testKit(() => t);

/**
 * A new rescuer of `company` (one of its own if not given) serving `branch`, with one
 * bound vehicle of no known position: dispatch never offers to it.
 */
async function aRescuerWithBoundTruck(branch: string, company?: string) {
  const r = await kit.aRescuer({ branch, ...(company ? { company } : {}), at: jianguoRoad });
  await t.database.db
    .update(towVehicles)
    .set({ lastLng: null, lastLat: null, lastSeenAt: null })
    .where(eq(towVehicles.vehicleNo, r.vehicleNo));
  return r;
}

async function openWorkOrders(orderId: string) {
  return f.rows<{ status: string; vehicle_no: string | null; rescuer_id: string | null }>(
    `select status, vehicle_no, rescuer_id from rescue_dispatches
      where order_id = '${orderId}' and status in ('offered', 'accepted', 'departed', 'arrived', 'inService')`,
  );
}

function reassign(token: string, d: { order_no: string; sub_ticket_id: string }, toVehicleNo: string) {
  return f.post<{ vehicleNo: string; status: string }>(
    '/disaster/R00010059',
    { ticketId: d.order_no, subTicketId: d.sub_ticket_id, toVehicleNo, reason: '车辆故障' },
    token,
  );
}

describe('reassignment to another vehicle', () => {
  it('refuses a vehicle that is busy, holds an offer, is unbound or is off; hands over to a free bound one', async () => {
    const { branch, near, far, me } = await aRescueNetwork(kit, jianguoRoad);
    const company = near.companyName;
    // A third truck of the company, parked at the place itself, serves another order on its way.
    const busyTruck = await kit.aRescuer({ branch: branch.code, company, at: jianguoRoad });
    const served = await requestTowRescue(kit, await kit.aCustomer({ branches: [branch.code] }), jianguoRoad);
    expect((await f.latestDispatch(served.orderPrimaryId)).vehicle_no).toBe(busyTruck.vehicleNo);
    for (const step of ['accepted', 'departed']) {
      expect((await f.step(busyTruck.token, served.orderPrimaryId, busyTruck.vehicleNo, step)).status).toBe(
        0,
      );
    }
    // The near and far trucks are free.
    const he = near.token;
    const first = await requestTowRescue(kit, me, jianguoRoad);
    const d = await f.latestDispatch(first.orderPrimaryId);
    expect(d.vehicle_no).toBe(near.vehicleNo);
    expect((await f.step(he, first.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
    const [owner] = await openWorkOrders(first.orderPrimaryId);

    // Busy on another order.
    const busy = await reassign(he, d, busyTruck.vehicleNo);
    expect(busy.status).toBe(-3);
    expect(busy.statusText).toBe(texts.reassignTargetBusy['zh-CN']);

    // Holding an offer for another rescue (the next nearest free truck gets the next request).
    const second = await requestTowRescue(kit, await kit.aCustomer({ branches: [branch.code] }), jianguoRoad);
    expect((await f.latestDispatch(second.orderPrimaryId)).vehicle_no).toBe(far.vehicleNo);
    const offered = await reassign(he, d, far.vehicleNo);
    expect(offered.status).toBe(-3);
    expect(offered.statusText).toBe(texts.reassignTargetBusy['zh-CN']);

    // Not bound to anyone, or switched off by the console.
    const unboundTruck = uniquePlate();
    await t.database.db
      .insert(towVehicles)
      .values({ vehicleNo: unboundTruck, vehicleType: '平板拖车', companyName: company });
    const unbound = await reassign(he, d, unboundTruck);
    expect(unbound.status).toBe(-3);
    expect(unbound.statusText).toBe(texts.reassignTarget['zh-CN']);
    const off = await aRescuerWithBoundTruck(branch.code, company);
    await t.database.db
      .update(towVehicles)
      .set({ enabled: false })
      .where(eq(towVehicles.vehicleNo, off.vehicleNo));
    expect((await reassign(he, d, off.vehicleNo)).statusText).toBe(texts.reassignTarget['zh-CN']);

    // Every refusal left the work order as it was.
    expect(await openWorkOrders(first.orderPrimaryId)).toEqual([owner]);
    expect(owner).toMatchObject({ status: 'accepted', vehicle_no: near.vehicleNo });

    // The offer is withdrawn (the customer cancels): the far truck is free and takes it over.
    const cancel = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: second.orderPrimaryId, primaryCheck: second.primaryCheck, reasonCode: 'otherHelp' },
      second.token,
    );
    expect(cancel.status).toBe(0);
    const moved = await reassign(he, d, far.vehicleNo);
    expect(moved.status, moved.statusText).toBe(0);
    expect(moved.data).toMatchObject({ vehicleNo: far.vehicleNo, status: 'accepted' });
    const open = await openWorkOrders(first.orderPrimaryId);
    expect(open).toHaveLength(1);
    expect(open[0]?.vehicle_no).toBe(far.vehicleNo);
  });

  it('two reassignments aiming at one free truck at once: only one gets it', async () => {
    // A branch of its own whose one tow company has no truck of known position:
    // its customers' rescues go to the company pool, where anyone of it may accept.
    const branch = await kit.aBranch();
    const spare = await aRescuerWithBoundTruck(branch.code);
    const company = spare.companyName;
    // Two rescues, each accepted by another rescuer's truck.
    const a = await aRescuerWithBoundTruck(branch.code, company);
    const b = await aRescuerWithBoundTruck(branch.code, company);
    const me = await kit.aCustomer({ branches: [branch.code] });
    const cases = [];
    for (const who of [a, b]) {
      const created = await requestTowRescue(kit, me, jianguoRoad);
      const d = await f.latestDispatch(created.orderPrimaryId);
      expect(d.rescuer_id).toBeNull();
      expect((await f.step(who.token, created.orderPrimaryId, who.vehicleNo, 'accepted')).status).toBe(0);
      cases.push({ who, d: await f.latestDispatch(created.orderPrimaryId), orderId: created.orderPrimaryId });
    }
    const replies = await Promise.all(cases.map((c) => reassign(c.who.token, c.d, spare.vehicleNo)));
    expect(replies.map((r) => r.status).sort()).toEqual([-3, 0]);
    const [held] = await f.rows<{ n: number }>(
      `select count(*)::int as n from rescue_dispatches
        where vehicle_no = '${spare.vehicleNo}' and status in ('offered', 'accepted', 'departed', 'arrived', 'inService')`,
    );
    expect(Number(held?.n)).toBe(1);
  });
});
