import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  bindTowVehicle,
  checkLocationLink,
  createLocationLink,
  followRescue,
  reportLinkLocation,
  rescuerHome,
  rescuerLogin,
  rescueOrders,
  submitRescueOrder,
  towVehicles as towVehicleList,
  updatePrivacyAuthorization,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, uniquePlate, type CustomerSession } from '../../testing/factories.js';
import type { Reply } from '../../testing/handoff.js';
import { aRescueNetwork, jianguoRoad } from '../../testing/rescue-fixtures.js';

let t: TestApp;
const kit = testKit(() => t);
const { call, ok, aCustomer, aRescuer, aBranch } = kit;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';

async function post<T = unknown>(path: string, payload: unknown, token?: string) {
  const res = await t.call({ method: 'POST', url: api + path, payload: payload as object, token });
  return res.json<Reply<T>>();
}
async function get<T = unknown>(path: string, token?: string) {
  const res = await t.call({ method: 'GET', url: api + path, token });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

interface Created {
  orderPrimaryId: string;
  primaryCheck: string;
}

/**
 * A tow rescue on Jianguo Road requested by `s`, under the contact name 测试. A customer of
 * a rescue network of its own (`aRescueNetwork`) has it offered to the network's near truck;
 * one of a branch whose trucks have no known position, to the company pool.
 */
async function requestRescue(
  s: CustomerSession,
): Promise<Created & { token: string; customer: CustomerSession }> {
  const plate = s.plates[0] ?? '';
  const payload = {
    serviceType: '1',
    faultType: 'tow' as const,
    contactName: '测试',
    contactMobile: s.mobile,
    plateNumber: plate,
    place: jianguoRoad,
    onHighway: false,
  };
  const r = await call(submitRescueOrder, { as: s, body: payload });
  expect(r.status, r.statusText).toBe(0);
  return { ...r.data, token: s.token, customer: s };
}

interface WorkOrder {
  ticketId: string;
  subTicketId: string;
  status: string;
  customerName: string;
  customerMobile: string;
}

async function findOffer(token: string, orderId: string): Promise<WorkOrder> {
  const [row] = await rows<{ order_no: string; sub_ticket_id: string }>(
    `select o.order_no, d.sub_ticket_id from rescue_dispatches d join orders o on o.id = d.order_id where d.order_id = '${orderId}' order by d.offered_at desc limit 1`,
  );
  const list = await get<{ distribution: WorkOrder[] }>('/disaster/R00010053?flag=0&onPagesize=50', token);
  const offer = list.data.distribution.find((w) => w.subTicketId === row?.sub_ticket_id);
  if (!offer) throw new Error('offer not in distribution');
  return offer;
}

describe('rescuer login', () => {
  it('opens a rescuer session and refuses wrong passwords, locking after five', async () => {
    const me = await aRescuer();
    const signedIn = await call(rescuerLogin, {
      body: { account: me.account, password: me.password, channel: '1' },
    });
    expect(signedIn.status).toBe(0);
    expect(signedIn.data.rescuer.name).toBe(me.name);
    expect(signedIn.data.rescuer.mobile).toBe(`${me.mobile.slice(0, 3)}****${me.mobile.slice(7)}`);

    const other = await aRescuer();
    for (let i = 0; i < 5; i++) {
      const bad = await post('/disaster/R00010051', {
        account: other.account,
        password: 'wrong-one',
        channel: '1',
      });
      expect(bad.status).toBe(-3);
    }
    const locked = await post('/disaster/R00010051', {
      account: other.account,
      password: other.password,
      channel: '1',
    });
    expect(locked.status).toBe(-3);
    expect(locked.statusText).toContain('15');
    expect(
      (await post('/disaster/R00010051', { account: 'nobody', password: 'whatever', channel: '1' })).status,
    ).toBe(-3);
  });

  it('keeps customer and rescuer tokens on their own side', async () => {
    const rescuer = await aRescuer();
    const c = await aCustomer();
    // The wrong kind of session is refused (forbidden) and answers no data.
    const asCustomer = await call(rescuerHome, { as: c });
    expect(asCustomer.status).toBe(-3);
    expect(asCustomer.data).toBeNull();
    expect((await call(rescueOrders, { as: rescuer, body: {} })).status).toBe(-3);
    expect(
      (await call(followRescue, { as: rescuer, body: { orderPrimaryId: 'x', primaryCheck: 'y' } })).status,
    ).toBe(-3);
    expect((await call(rescuerHome, { as: rescuer })).status).toBe(0);
  });
});

describe('work orders', () => {
  it('a rescue request is offered, accepted by one rescuer, and followed by the customer', async () => {
    const { near, far, me } = await aRescueNetwork(kit, jianguoRoad);
    const created = await requestRescue(me);
    // The customer shares their name with rescuers (without it the rescuer sees the family name only).
    expect(
      (
        await call(updatePrivacyAuthorization, {
          as: created.customer,
          body: { code: 'rescuerSharing', granted: true },
        })
      ).status,
    ).toBe(0);
    const he = near.token;
    const offer = await findOffer(he, created.orderPrimaryId);
    expect(offer.status).toBe('offered');
    // Before accepting, the rescuer does not see the full name.
    expect(offer.customerName).toBe('测*');

    const accept = await post<{ status: string; customerName: string }>(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: near.vehicleNo,
        step: 'accepted',
        lng: 116.45,
        lat: 39.9,
      },
      he,
    );
    expect(accept.status, accept.statusText).toBe(0);
    expect(accept.data.status).toBe('accepted');
    expect(accept.data.customerName).toBe('测试');

    const follow = await post<{
      status: string;
      rescuer: { name: string; vehicleNo: string } | null;
      etaMinutes: number | null;
    }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
      created.token,
    );
    expect(follow.data.status).toBe('accepted');
    expect(follow.data.rescuer?.name).toBe(near.name);
    expect(follow.data.rescuer?.vehicleNo).toBe(near.vehicleNo);
    expect(follow.data.etaMinutes).toBeGreaterThan(0);

    const arrived = await post<{ status: string }>(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: near.vehicleNo,
        step: 'arrived',
        lng: 116.47,
        lat: 39.906,
      },
      he,
    );
    expect(arrived.data.status).toBe('arrived');
    const [order] = await rows<{ status: string }>(
      `select status from orders where id = '${created.orderPrimaryId}'`,
    );
    expect(order?.status).toBe('inService');

    // Another rescuer (a colleague of the same company) neither sees nor moves it.
    const li = far.token;
    const theirs = await get(
      `/disaster/R00010056?subTicketid=${offer.subTicketId}&ticketid=${offer.ticketId}&vehicleNo=${far.vehicleNo}&flag=0`,
      li,
    );
    expect(theirs.status).toBe(-3);
    const move = await post(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: far.vehicleNo,
        step: 'finished',
        lng: 1,
        lat: 1,
      },
      li,
    );
    expect(move.status).toBe(-3);
    expect((await get(`/disaster/R00010055?ticketId=${offer.ticketId}`, li)).status).toBe(-3);

    // Finishing as completed needs the customer's meeting code: a wrong one is refused, naming the field.
    const finishStep = {
      ticketId: offer.ticketId,
      subTicketId: offer.subTicketId,
      vehicleNo: near.vehicleNo,
      lng: 116.47,
      lat: 39.906,
    };
    const early = await post('/disaster/R00010058', { ...finishStep, step: 'finished' }, he);
    expect(early.status).toBe(-3);
    const shown = await post<{ meetingCode: string | null }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
      created.token,
    );
    const code = shown.data.meetingCode ?? '';
    expect(code).toMatch(/^\d{4}$/);
    const wrong = await post<{ errors: { field: string }[] }>(
      '/disaster/R00010058',
      { ...finishStep, step: 'met', meetingCode: code === '0000' ? '1111' : '0000' },
      he,
    );
    expect(wrong.status).toBe(-5);
    expect(wrong.data.errors[0]?.field).toBe('meetingCode');
    // Wrong codes are limited per order: the fifth locks entry for 15 minutes, even for the right code.
    const badCode = { ...finishStep, step: 'met', meetingCode: code === '0000' ? '1111' : '0000' };
    for (let i = 2; i <= 4; i += 1) expect((await post('/disaster/R00010058', badCode, he)).status).toBe(-5);
    const guesses = await Promise.all([1, 2, 3].map(() => post('/disaster/R00010058', badCode, he)));
    expect(guesses.map((g) => g.status)).toEqual([-2, -2, -2]);
    expect(guesses[0]?.statusText).toContain('15');
    const lockedOut = await post(
      '/disaster/R00010058',
      { ...finishStep, step: 'met', meetingCode: code },
      he,
    );
    expect(lockedOut.status).toBe(-2);
    const [lock] = await rows<{ failures: number; minutes: number; confirmed: string | null }>(
      `select meeting_code_failures as failures, meeting_confirmed_at as confirmed,
              extract(epoch from meeting_code_locked_until - now()) / 60 as minutes
         from rescue_requests where order_id = '${created.orderPrimaryId}'`,
    );
    expect(lock?.confirmed).toBeNull();
    expect(Number(lock?.minutes)).toBeGreaterThan(14);
    expect(Number(lock?.minutes)).toBeLessThanOrEqual(15);
    // When the lock has run out the right code is accepted again.
    await rows(
      `update rescue_requests set meeting_code_locked_until = now() - interval '1 second'
        where order_id = '${created.orderPrimaryId}'`,
    );
    const met = await post<{ meetingConfirmed: boolean }>(
      '/disaster/R00010058',
      { ...finishStep, step: 'met', meetingCode: code },
      he,
    );
    expect(met.status, met.statusText).toBe(0);
    expect(met.data.meetingConfirmed).toBe(true);

    const finished = await post<{ status: string }>(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: near.vehicleNo,
        step: 'finished',
        lng: 116.47,
        lat: 39.906,
      },
      he,
    );
    expect(finished.data.status).toBe('finished');
    const done = await get<{ orderDone: WorkOrder[] }>('/disaster/R00010053?flag=1', he);
    const job = done.data.orderDone.find((w) => w.subTicketId === offer.subTicketId);
    expect(job).toBeDefined();
    // After the job the rescuer keeps no full name, number or exact address (issue 21, finding 11).
    expect(job?.customerName).toBe('测*');
    expect(job?.customerMobile).not.toMatch(/\d{3}/);
    const after = await get<{ customerName: string; customerRemark: string; place: { address: string } }>(
      `/disaster/R00010056?subTicketid=${offer.subTicketId}&ticketid=${offer.ticketId}&vehicleNo=${near.vehicleNo}&flag=1`,
      he,
    );
    expect(after.data.customerName).toBe('测*');
    expect(after.data.customerRemark).toBe('');
  });

  it('twenty rescuers accepting one pool offer at once: exactly one owns it', async () => {
    // A branch of its own whose one tow company has twenty bound trucks, none with a known
    // position: the order goes to the company's pool, where anyone of it may take it.
    const branch = await aBranch();
    const first = await aRescuer({ branch: branch.code, bound: true });
    const crew = [first];
    for (let i = 1; i < 20; i++) {
      crew.push(await aRescuer({ branch: branch.code, company: first.companyName, bound: true }));
    }
    const created = await requestRescue(await aCustomer({ branches: [branch.code] }));
    const offer = await findOffer(first.token, created.orderPrimaryId);
    const replies = await Promise.all(
      crew.map((who) =>
        post(
          '/disaster/R00010058',
          {
            ticketId: offer.ticketId,
            subTicketId: offer.subTicketId,
            vehicleNo: who.vehicleNo,
            step: 'accepted',
            lng: 116.4,
            lat: 39.9,
          },
          who.token,
        ),
      ),
    );
    expect(replies.filter((r) => r.status === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.status === -3)).toHaveLength(19);
    const owners = await rows<{ n: number }>(
      `select count(distinct rescuer_id)::int as n from rescue_dispatches where order_id = '${created.orderPrimaryId}' and rescuer_id is not null`,
    );
    expect(Number(owners[0]?.n)).toBe(1);
    const history = await rows<{ n: number }>(
      `select count(*)::int as n from order_history where order_id = '${created.orderPrimaryId}' and status = 'accepted'`,
    );
    expect(Number(history[0]?.n)).toBe(1);
  }, 120_000);

  it('reassigns an accepted work order to a colleague', async () => {
    const { near, far, me } = await aRescueNetwork(kit, jianguoRoad);
    const created = await requestRescue(me);
    const he = near.token;
    const offer = await findOffer(he, created.orderPrimaryId);
    await post(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: near.vehicleNo,
        step: 'accepted',
        lng: 116.4,
        lat: 39.9,
      },
      he,
    );
    const moved = await post<{ vehicleNo: string; status: string }>(
      '/disaster/R00010059',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        toVehicleNo: far.vehicleNo,
        reason: '车辆故障',
      },
      he,
    );
    expect(moved.status, moved.statusText).toBe(0);
    expect(moved.data.vehicleNo).toBe(far.vehicleNo);
    const li = far.token;
    const theirs = await get<{ distribution: WorkOrder[] }>('/disaster/R00010053?flag=0&onPagesize=50', li);
    expect(
      theirs.data.distribution.some((w) => w.ticketId === offer.ticketId && w.status === 'accepted'),
    ).toBe(true);
    // The old work order is closed for the first rescuer.
    const again = await post(
      '/disaster/R00010058',
      {
        ticketId: offer.ticketId,
        subTicketId: offer.subTicketId,
        vehicleNo: near.vehicleNo,
        step: 'arrived',
        lng: 1,
        lat: 1,
      },
      he,
    );
    expect(again.status).toBe(-3);
  });

  it('binds and unbinds vehicles of the own company only', async () => {
    const he = await aRescuer();
    const otherCompany = await aRescuer();
    const bind = (vehicleNo: string) => call(bindTowVehicle, { as: he, body: { vehicleNo } });
    // Its own company's vehicle it binds, and then lists as its own.
    expect((await bind(he.vehicleNo)).status).toBe(0);
    const list = await ok(towVehicleList, { as: he });
    expect(list.wsWorkSheetVo.map((v) => v.vehicleNo)).toContain(he.vehicleNo);
    // Another company's vehicle, and one nobody has.
    expect((await bind(otherCompany.vehicleNo)).status).toBe(-3);
    expect((await bind(uniquePlate())).status).toBe(-3);
    expect((await ok(towVehicleList, { as: he })).wsWorkSheetVo.map((v) => v.vehicleNo)).toEqual([
      he.vehicleNo,
    ]);
  });
});

describe('location links', () => {
  it('works once and expires after 1800 s', async () => {
    const he = await aRescuer();
    const link = await call(createLocationLink, { as: he, body: {} });
    expect(link.status).toBe(0);
    expect(new Date(link.data.expiresAt).getTime() - Date.now()).toBeGreaterThan(1790_000);
    const place = jianguoRoad;
    const { trackCode } = link.data;
    expect((await ok(checkLocationLink, { body: { trackCode } })).usable).toBe(true);
    expect((await call(reportLinkLocation, { body: { trackCode, place } })).status).toBe(0);
    expect((await call(reportLinkLocation, { body: { trackCode, place } })).status).toBe(-3);

    const late = await ok(createLocationLink, { as: he, body: {} });
    await t.database.db.execute(
      sql.raw(`update rescue_link_codes set expires_at = now() - interval '1 second' where used_at is null`),
    );
    expect((await call(reportLinkLocation, { body: { trackCode: late.trackCode, place } })).status).toBe(-3);
  });
});
