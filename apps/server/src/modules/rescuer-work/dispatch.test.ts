import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelRescue, followRescue, rescuerWorkOrders, type BodyOf } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  aRescueNetwork,
  requestTowRescue,
  rescueFixtures,
  workOrderSteps,
  type RequestedRescue,
} from '../../testing/rescue-fixtures.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { sweepLapsedOffers } from '../../domain/rescue-dispatch.js';

let t: TestApp;
beforeAll(async () => {
  // The interval sweep stays off: these tests sweep at chosen times themselves.
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const kit = testKit(() => t);
const { call, ok, aCustomer, aRescuer, aBranch } = kit;

/** Where the stranded customers of these tests wait (a place of the test branches, no seeded truck near). */
const place = { address: '测试市测试区测试路88号', lng: 121.47, lat: 31.23 };

async function sweepAt(secondsFromNow: number) {
  return sweepLapsedOffers(
    t.app.deps.db,
    t.app.deps.fieldCrypto,
    t.config.rescueOfferSeconds,
    new Date(Date.now() + secondsFromNow * 1000),
  );
}

async function openOffers(orderId: string) {
  const [row] = await f.rows<{ n: number }>(
    `select count(*)::int as n from rescue_dispatches where order_id = '${orderId}' and status in ('offered', 'accepted', 'departed', 'arrived', 'inService')`,
  );
  return Number(row?.n);
}

/** A customer of the test's branch asks for a tow at `where`. */
function requestRescue(me: CustomerSession, where = place) {
  return requestTowRescue(kit, me, where);
}
function cancel(c: RequestedRescue, reasonCode: BodyOf<typeof cancelRescue>['reasonCode']) {
  return call(cancelRescue, {
    as: c.me,
    body: { orderPrimaryId: c.orderPrimaryId, primaryCheck: c.primaryCheck, reasonCode },
  });
}

/** One rescuer step on the order's newest work order, reported from the place. */
const step = workOrderSteps(() => t, place);

/** A branch of its own with a near (~1 km) and a far (~4.5 km) truck of one company, and a customer of it. */
function network() {
  return aRescueNetwork(kit, place);
}

describe('dispatch', () => {
  it('offers a rescue to the nearest free vehicle, then the next when it lapses or is declined', async () => {
    const { branch, near, far, me } = await network();
    // A third truck of the company, parked at the place itself, is serving another order: skipped.
    const busy = await aRescuer({ branch: branch.code, company: near.companyName, at: place });
    const other = await requestRescue(await aCustomer({ branches: [branch.code] }));
    expect((await f.latestDispatch(other.orderPrimaryId)).vehicle_no).toBe(busy.vehicleNo);
    expect((await step(busy, other.orderPrimaryId, busy.vehicleNo, 'accepted')).status).toBe(0);

    const created = await requestRescue(me);
    const first = await f.latestDispatch(created.orderPrimaryId);
    expect(first.status).toBe('offered');
    expect(first.vehicle_no).toBe(near.vehicleNo);

    const mine = await ok(rescuerWorkOrders, { as: near, query: { flag: '0', onPagesize: 50 } });
    const offer = mine.distribution.find((w) => w.subTicketId === first.sub_ticket_id);
    expect(offer?.offerExpiresAt).not.toBeNull();
    // The colleague does not see an offer addressed to someone else, nor take it.
    const theirs = await ok(rescuerWorkOrders, { as: far, query: { flag: '0', onPagesize: 50 } });
    expect(theirs.distribution.some((w) => w.subTicketId === first.sub_ticket_id)).toBe(false);
    expect((await step(far, created.orderPrimaryId, far.vehicleNo, 'accepted')).status).toBe(-3);

    // Not yet due: nothing moves.
    expect(await sweepAt(60)).toBe(0);
    expect((await f.latestDispatch(created.orderPrimaryId)).sub_ticket_id).toBe(first.sub_ticket_id);

    // Lapsed: the next nearest free vehicle gets it.
    expect(await sweepAt(t.config.rescueOfferSeconds + 1)).toBeGreaterThanOrEqual(1);
    const second = await f.latestDispatch(created.orderPrimaryId);
    expect(second.vehicle_no).toBe(far.vehicleNo);
    expect(await openOffers(created.orderPrimaryId)).toBe(1);

    // The far one declines: the next nearest untried vehicle (of any company serving the branch) or the pool.
    expect((await step(far, created.orderPrimaryId, far.vehicleNo, 'declined')).status).toBe(0);
    const third = await f.latestDispatch(created.orderPrimaryId);
    expect(third.status).toBe('offered');
    expect([near.vehicleNo, far.vehicleNo, busy.vehicleNo]).not.toContain(third.vehicle_no);
    expect(await openOffers(created.orderPrimaryId)).toBe(1);
    // Declining again is refused: it is no longer theirs.
    expect((await step(far, created.orderPrimaryId, far.vehicleNo, 'declined')).status).toBe(-3);
    expect((await cancel(created, 'tooSlow')).status).toBe(0);
    expect(await openOffers(created.orderPrimaryId)).toBe(0);
    expect((await cancel(other, 'otherHelp')).status).toBe(0);
  });

  it('gone on arrival ends a rescue right after arriving, not once towing', async () => {
    const { me, rescuerOf } = await network();
    const created = await requestRescue(me);
    const d = await f.latestDispatch(created.orderPrimaryId);
    const vehicle = d.vehicle_no ?? '';
    const who = rescuerOf(vehicle);
    expect((await step(who, created.orderPrimaryId, vehicle, 'accepted')).status).toBe(0);
    // Not before arriving.
    expect(
      (await step(who, created.orderPrimaryId, vehicle, 'finished', { outcome: 'goneOnArrival' })).status,
    ).toBe(-3);
    expect((await step(who, created.orderPrimaryId, vehicle, 'arrived')).status).toBe(0);
    const gone = await step(who, created.orderPrimaryId, vehicle, 'finished', { outcome: 'goneOnArrival' });
    expect(gone.status, gone.statusText).toBe(0);
    expect(gone.data.outcome).toBe('goneOnArrival');
    const follow = await ok(followRescue, {
      as: me,
      body: { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
    });
    expect(follow.outcome).toBe('goneOnArrival');
  });

  it('an accept racing the time-out, and sweeps racing each other: one owner, one open work order', async () => {
    const { near, far, me, rescuerOf } = await network();
    for (let round = 0; round < 4; round++) {
      const created = await requestRescue(me);
      const offered = await f.latestDispatch(created.orderPrimaryId);
      const vehicle = offered.vehicle_no ?? '';
      expect([near.vehicleNo, far.vehicleNo]).toContain(vehicle);
      const [accept] = await Promise.all([
        step(rescuerOf(vehicle), created.orderPrimaryId, vehicle, 'accepted'),
        sweepAt(t.config.rescueOfferSeconds + 5),
        sweepAt(t.config.rescueOfferSeconds + 5),
      ]);
      expect(await openOffers(created.orderPrimaryId)).toBe(1);
      const owners = await f.rows<{ n: number }>(
        `select count(*)::int as n from rescue_dispatches where order_id = '${created.orderPrimaryId}' and status = 'accepted'`,
      );
      const history = await f.rows<{ n: number }>(
        `select count(*)::int as n from order_history where order_id = '${created.orderPrimaryId}' and status = 'accepted'`,
      );
      if (accept.status === 0) {
        expect(Number(owners[0]?.n)).toBe(1);
        expect(Number(history[0]?.n)).toBe(1);
      } else {
        // The sweep came first: the offer went on (to the far truck or the pool), nobody owns it yet.
        expect(Number(owners[0]?.n)).toBe(0);
        expect(Number(history[0]?.n)).toBe(0);
      }
      // Leave the trucks free for the next round.
      const cancelled = await cancel(created, 'otherHelp');
      expect(cancelled.status, cancelled.statusText).toBe(0);
      expect(await openOffers(created.orderPrimaryId)).toBe(0);
    }
  });

  it('a rescue without a position fix goes to the pool', async () => {
    const { me } = await network();
    const created = await requestRescue(me, { ...place, lng: 0, lat: 0 });
    const d = await f.latestDispatch(created.orderPrimaryId);
    expect(d.rescuer_id).toBeNull();
    expect(d.status).toBe('offered');
    expect((await cancel(created, 'selfSolved')).status).toBe(0);
    expect((await f.latestDispatch(created.orderPrimaryId)).status).toBe('cancelled');
  });

  it("offers a rescue only to a vehicle of a company serving the customer's branch, however near another is", async () => {
    const { near, me } = await network();
    // Another branch's tow company with a free truck parked right at the customer's place.
    const elsewhere = await aBranch();
    const other = await aRescuer({ branch: elsewhere.code, at: place });

    // A customer of the first branch: its company's nearest free truck, not the nearer other one.
    const local = await requestRescue(me);
    const offered = await f.latestDispatch(local.orderPrimaryId);
    expect(offered.status).toBe('offered');
    expect(offered.vehicle_no).toBe(near.vehicleNo);
    const [company] = await f.rows<{ company_name: string }>(
      `select company_name from rescue_dispatches where id = '${offered.id}'`,
    );
    expect(company?.company_name).toBe(near.companyName);
    // Lapsing or declined, it goes on within the branch: never to the other branch's truck.
    expect(await sweepAt(t.config.rescueOfferSeconds + 1)).toBeGreaterThanOrEqual(1);
    expect((await f.latestDispatch(local.orderPrimaryId)).vehicle_no).not.toBe(other.vehicleNo);
    await cancel(local, 'otherHelp');

    // The same customer moved to the other branch: its truck is offered it.
    await f.rows(`update customers set branch_company_code = '${elsewhere.code}' where id = '${me.id}'`);
    const moved = await requestRescue(me);
    const theirs = await f.latestDispatch(moved.orderPrimaryId);
    expect(theirs.vehicle_no).toBe(other.vehicleNo);
    expect(theirs.rescuer_id).toBe(other.id);
    await cancel(moved, 'otherHelp');
  });
});
