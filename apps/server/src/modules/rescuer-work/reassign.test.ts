import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { rescueFixtures } from '../../testing/rescue-fixtures.js';
import { hashPassword } from '../../domain/rescue.js';
import { rescuers, towVehicles } from '../../db/schema/index.js';
import { texts } from './texts.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const company = '京安道路救援有限公司';

/** A new rescuer of the seed's company with one bound vehicle (no known position: dispatch never offers to it). */
async function newRescuerWithVehicle(login: string, vehicleNo: string) {
  const [r] = await t.database.db
    .insert(rescuers)
    .values({
      loginName: login,
      passwordHash: await hashPassword('reassign-pass'),
      name: login,
      mobileSealed: t.app.deps.fieldCrypto.seal('18600000000'),
      companyName: company,
    })
    .returning();
  await t.database.db.insert(towVehicles).values({
    vehicleNo,
    vehicleType: '平板拖车',
    companyName: company,
    boundRescuerId: r?.id ?? null,
    boundAt: new Date(),
  });
  return { id: r?.id ?? '', token: await f.rescuerToken(login, 'reassign-pass') };
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
    // Seeded: 京A8D765 (何建国) serves an order on its way; 京A9T301 (何建国) and 京B3K552 (李强) are free.
    const he = await f.rescuerToken();
    const first = await f.requestRescue('giftDone', '京A11111');
    const d = await f.latestDispatch(first.orderPrimaryId);
    expect(d.vehicle_no).toBe('京A9T301');
    expect((await f.step(he, first.orderPrimaryId, '京A9T301', 'accepted')).status).toBe(0);
    const [owner] = await openWorkOrders(first.orderPrimaryId);

    // Busy on another order.
    const busy = await reassign(he, d, '京A8D765');
    expect(busy.status).toBe(-3);
    expect(busy.statusText).toBe(texts.reassignTargetBusy['zh-CN']);

    // Holding an offer for another rescue (the next nearest free truck gets the next request).
    const second = await f.requestRescue('noRights', '京A44444');
    expect((await f.latestDispatch(second.orderPrimaryId)).vehicle_no).toBe('京B3K552');
    const offered = await reassign(he, d, '京B3K552');
    expect(offered.status).toBe(-3);
    expect(offered.statusText).toBe(texts.reassignTargetBusy['zh-CN']);

    // Not bound to anyone, or switched off by the console.
    await t.database.db
      .insert(towVehicles)
      .values({ vehicleNo: '京F00001', vehicleType: '平板拖车', companyName: company });
    const unbound = await reassign(he, d, '京F00001');
    expect(unbound.status).toBe(-3);
    expect(unbound.statusText).toBe(texts.reassignTarget['zh-CN']);
    await newRescuerWithVehicle('offtruck', '京F00002');
    await t.database.db
      .update(towVehicles)
      .set({ enabled: false })
      .where(eq(towVehicles.vehicleNo, '京F00002'));
    expect((await reassign(he, d, '京F00002')).statusText).toBe(texts.reassignTarget['zh-CN']);

    // Every refusal left the work order as it was.
    expect(await openWorkOrders(first.orderPrimaryId)).toEqual([owner]);
    expect(owner).toMatchObject({ status: 'accepted', vehicle_no: '京A9T301' });

    // The offer is withdrawn (the customer cancels): 京B3K552 is free and takes it over.
    const cancel = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: second.orderPrimaryId, primaryCheck: second.primaryCheck, reasonCode: 'otherHelp' },
      second.token,
    );
    expect(cancel.status).toBe(0);
    const moved = await reassign(he, d, '京B3K552');
    expect(moved.status, moved.statusText).toBe(0);
    expect(moved.data).toMatchObject({ vehicleNo: '京B3K552', status: 'accepted' });
    const open = await openWorkOrders(first.orderPrimaryId);
    expect(open).toHaveLength(1);
    expect(open[0]?.vehicle_no).toBe('京B3K552');
  });

  it('two reassignments aiming at one free truck at once: only one gets it', async () => {
    await newRescuerWithVehicle('sparetruck', '京F00003');
    // No truck has a known position: the rescues go to the company pool, where anyone may accept.
    await f.rows(`update tow_vehicles set last_lng = null, last_lat = null`);
    // Two rescues, each accepted by another rescuer's truck.
    const a = await newRescuerWithVehicle('trucka', '京F00004');
    const b = await newRescuerWithVehicle('truckb', '京F00005');
    const cases = [];
    for (const [who, plate] of [
      [a, '京F00004'],
      [b, '京F00005'],
    ] as const) {
      const created = await f.requestRescue('myCoupons', plate === '京F00004' ? '京A55555' : '京A66666');
      const d = await f.latestDispatch(created.orderPrimaryId);
      expect(d.rescuer_id).toBeNull();
      expect((await f.step(who.token, created.orderPrimaryId, plate, 'accepted')).status).toBe(0);
      cases.push({ who, d: await f.latestDispatch(created.orderPrimaryId), orderId: created.orderPrimaryId });
    }
    const replies = await Promise.all(cases.map((c) => reassign(c.who.token, c.d, '京F00003')));
    expect(replies.map((r) => r.status).sort()).toEqual([-3, 0]);
    const [held] = await f.rows<{ n: number }>(
      `select count(*)::int as n from rescue_dispatches
        where vehicle_no = '京F00003' and status in ('offered', 'accepted', 'departed', 'arrived', 'inService')`,
    );
    expect(Number(held?.n)).toBe(1);
  });
});
