import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { rescueFixtures } from '../../testing/rescue-fixtures.js';
import { sweepLapsedOffers } from '../../domain/rescue-dispatch.js';
import { hashPassword } from '../../domain/rescue.js';
import { rescuers, towVehicles } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  // The interval sweep stays off: these tests sweep at chosen times themselves.
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);

interface WorkOrder {
  subTicketId: string;
  status: string;
  offerExpiresAt: string | null;
}

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

describe('dispatch', () => {
  it('offers a rescue to the nearest free vehicle, then the next when it lapses or is declined', async () => {
    // Seeded: 京A8D765 (何建国) is serving an order; 京A9T301 (何建国) is ~1 km away; 京B3K552 (李强) ~4.5 km.
    const created = await f.requestRescue('giftDone', '京A11111');
    const first = await f.latestDispatch(created.orderPrimaryId);
    expect(first.status).toBe('offered');
    expect(first.vehicle_no).toBe('京A9T301');

    const he = await f.rescuerToken();
    const li = await f.rescuerToken('liqiang', 'rescue2026');
    const mine = await f.get<{ distribution: WorkOrder[] }>('/disaster/R00010053?flag=0&onPagesize=50', he);
    const offer = mine.data.distribution.find((w) => w.subTicketId === first.sub_ticket_id);
    expect(offer?.offerExpiresAt).not.toBeNull();
    // The colleague does not see an offer addressed to someone else, nor take it.
    const theirs = await f.get<{ distribution: WorkOrder[] }>('/disaster/R00010053?flag=0&onPagesize=50', li);
    expect(theirs.data.distribution.some((w) => w.subTicketId === first.sub_ticket_id)).toBe(false);
    expect((await f.step(li, created.orderPrimaryId, '京B3K552', 'accepted')).status).toBe(-3);

    // Not yet due: nothing moves.
    expect(await sweepAt(60)).toBe(0);
    expect((await f.latestDispatch(created.orderPrimaryId)).sub_ticket_id).toBe(first.sub_ticket_id);

    // Lapsed: the next nearest free vehicle gets it.
    expect(await sweepAt(t.config.rescueOfferSeconds + 1)).toBeGreaterThanOrEqual(1);
    const second = await f.latestDispatch(created.orderPrimaryId);
    expect(second.vehicle_no).toBe('京B3K552');
    expect(await openOffers(created.orderPrimaryId)).toBe(1);

    // 李强 declines: the next nearest untried vehicle (of any company serving the branch) or the pool.
    expect((await f.step(li, created.orderPrimaryId, '京B3K552', 'declined')).status).toBe(0);
    const third = await f.latestDispatch(created.orderPrimaryId);
    expect(third.status).toBe('offered');
    expect(['京A9T301', '京B3K552']).not.toContain(third.vehicle_no);
    expect(await openOffers(created.orderPrimaryId)).toBe(1);
    // Declining again is refused: it is no longer theirs.
    expect((await f.step(li, created.orderPrimaryId, '京B3K552', 'declined')).status).toBe(-3);
    const cancel = await f.post(
      '/rescueOrder/cancel',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck, reasonCode: 'tooSlow' },
      created.token,
    );
    expect(cancel.status).toBe(0);
    expect(await openOffers(created.orderPrimaryId)).toBe(0);
  });

  it('gone on arrival ends a rescue right after arriving, not once towing', async () => {
    const created = await f.requestRescue('noRights', '京A44444');
    const d = await f.latestDispatch(created.orderPrimaryId);
    const vehicle = d.vehicle_no ?? '';
    const token =
      vehicle === '京B3K552' ? await f.rescuerToken('liqiang', 'rescue2026') : await f.rescuerToken();
    expect((await f.step(token, created.orderPrimaryId, vehicle, 'accepted')).status).toBe(0);
    // Not before arriving.
    expect(
      (await f.step(token, created.orderPrimaryId, vehicle, 'finished', { outcome: 'goneOnArrival' })).status,
    ).toBe(-3);
    expect((await f.step(token, created.orderPrimaryId, vehicle, 'arrived')).status).toBe(0);
    const gone = await f.step(token, created.orderPrimaryId, vehicle, 'finished', {
      outcome: 'goneOnArrival',
    });
    expect(gone.status, gone.statusText).toBe(0);
    expect(gone.data.outcome).toBe('goneOnArrival');
    const follow = await f.post<{ outcome: string; status: string }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck },
      created.token,
    );
    expect(follow.data.outcome).toBe('goneOnArrival');
  });

  it('an accept racing the time-out, and sweeps racing each other: one owner, one open work order', async () => {
    for (let round = 0; round < 4; round++) {
      const created = await f.requestRescue('myCoupons', `京A2${round}222`);
      const offered = await f.latestDispatch(created.orderPrimaryId);
      const vehicle = offered.vehicle_no ?? '';
      expect(['京A9T301', '京B3K552']).toContain(vehicle);
      const token =
        vehicle === '京B3K552' ? await f.rescuerToken('liqiang', 'rescue2026') : await f.rescuerToken();
      const [accept] = await Promise.all([
        f.step(token, created.orderPrimaryId, vehicle, 'accepted'),
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
        // The sweep came first: the offer went on (to 京B3K552 or the pool), nobody owns it yet.
        expect(Number(owners[0]?.n)).toBe(0);
        expect(Number(history[0]?.n)).toBe(0);
      }
      // Leave the trucks free for the next round.
      const cancel = await f.post(
        '/rescueOrder/cancel',
        {
          orderPrimaryId: created.orderPrimaryId,
          primaryCheck: created.primaryCheck,
          reasonCode: 'otherHelp',
        },
        created.token,
      );
      expect(cancel.status, cancel.statusText).toBe(0);
      expect(await openOffers(created.orderPrimaryId)).toBe(0);
    }
  });

  it('a rescue without a position fix goes to the pool', async () => {
    const created = await f.requestRescue('noRights', '京A33333', {
      place: { address: '北京市朝阳区建国路88号', lng: 0, lat: 0 },
    });
    const d = await f.latestDispatch(created.orderPrimaryId);
    expect(d.rescuer_id).toBeNull();
    expect(d.status).toBe('offered');
    const cancel = await f.post(
      '/rescueOrder/cancel',
      {
        orderPrimaryId: created.orderPrimaryId,
        primaryCheck: created.primaryCheck,
        reasonCode: 'selfSolved',
      },
      created.token,
    );
    expect(cancel.status).toBe(0);
    expect((await f.latestDispatch(created.orderPrimaryId)).status).toBe('cancelled');
  });
  it("offers a rescue only to a vehicle of a company serving the customer's branch, however near another is", async () => {
    // A Shanghai-branch tow company with a free truck parked right at the customer's place.
    const [sh] = await t.database.db
      .insert(rescuers)
      .values({
        loginName: 'shanghai1',
        passwordHash: await hashPassword('shanghai-pass'),
        name: '沪师傅',
        mobileSealed: t.app.deps.fieldCrypto.seal('18600009999'),
        companyName: '沪安道路救援有限公司',
        branchCode: '310000',
      })
      .returning();
    await t.database.db.insert(towVehicles).values({
      vehicleNo: '沪A00001',
      vehicleType: '平板拖车',
      companyName: '沪安道路救援有限公司',
      boundRescuerId: sh?.id ?? null,
      boundAt: new Date(),
      lastLng: 116.4701,
      lastLat: 39.9061,
      lastSeenAt: new Date(),
    });
    const cancel = (c: { orderPrimaryId: string; primaryCheck: string; token: string }) =>
      f.post('/rescueOrder/cancel', { ...c, reasonCode: 'otherHelp' }, c.token);

    // A Beijing-branch customer: the Beijing company's nearest free truck, not the nearer Shanghai one.
    const beijing = await f.requestRescue('noRights', '京A55555');
    const [who] = await f.rows<{ customer_id: string; branch: string }>(
      `select o.customer_id, c.branch_company_code as branch from orders o join customers c on c.id = o.customer_id
        where o.id = '${beijing.orderPrimaryId}'`,
    );
    const customerId = who?.customer_id ?? '';
    await cancel(beijing);
    await f.rows(`update customers set branch_company_code = '110000' where id = '${customerId}'`);
    const local = await f.requestRescue('noRights', '京A55555');
    const offered = await f.latestDispatch(local.orderPrimaryId);
    expect(offered.status).toBe('offered');
    expect(offered.vehicle_no).toBe('京A9T301');
    const [company] = await f.rows<{ company_name: string }>(
      `select company_name from rescue_dispatches where id = '${offered.id}'`,
    );
    expect(company?.company_name).toBe('京安道路救援有限公司');
    // Lapsing or declined, it goes on within the branch: never to the Shanghai truck.
    expect(await sweepAt(t.config.rescueOfferSeconds + 1)).toBeGreaterThanOrEqual(1);
    expect((await f.latestDispatch(local.orderPrimaryId)).vehicle_no).not.toBe('沪A00001');
    await cancel(local);

    // The same customer moved to the Shanghai branch: the Shanghai truck is offered it.
    await f.rows(`update customers set branch_company_code = '310000' where id = '${customerId}'`);
    const moved = await f.requestRescue('noRights', '京A55555');
    const theirs = await f.latestDispatch(moved.orderPrimaryId);
    expect(theirs.vehicle_no).toBe('沪A00001');
    expect(theirs.rescuer_id).toBe(sh?.id);
    await cancel(moved);
    await f.rows(
      `update customers set branch_company_code = '${who?.branch ?? ''}' where id = '${customerId}'`,
    );
  });
});
