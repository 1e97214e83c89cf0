import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { aRescueInNetwork, jianguoRoad, rescueFixtures } from '../../testing/rescue-fixtures.js';
import { testKit, type RescuerSession } from '../../testing/factories.js';
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

interface LinkPosition {
  state: 'waiting' | 'reported' | 'expired';
  place: { address: string; lng: number; lat: number } | null;
  reportedAt: string | null;
  expiresAt: string;
}
interface Follow {
  customerPlace: { address: string; lng: number; lat: number };
}

const reported = { address: '北京市朝阳区光华路9号 世贸天阶南门', lng: 116.4571, lat: 39.9142 };

async function createLink(token: string) {
  const link = await f.post<{ trackCode: string }>('/disaster/createLocationLink', {}, token);
  expect(link.status, link.statusText).toBe(0);
  return link.data.trackCode;
}

const readLink = (trackCode: string, token?: string) =>
  f.post<LinkPosition>('/disaster/linkPosition', { trackCode }, token);

/**
 * A rescue on Jianguo Road in a network of the test's own, accepted by the nearest
 * free truck's rescuer (`near`); `far` is a colleague of the same tow company.
 */
async function acceptedRescue() {
  const { created, near, far } = await aRescueInNetwork(kit, jianguoRoad);
  const d = await f.latestDispatch(created.orderPrimaryId);
  expect(d.vehicle_no).toBe(near.vehicleNo);
  expect((await f.step(near.token, created.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
  return { rescue: { ...created, ticketId: d.order_no, subTicketId: d.sub_ticket_id }, near, far };
}

/** A tow rescuer of a branch of its own and a colleague of the same company. */
async function twoRescuers(): Promise<[RescuerSession, RescuerSession]> {
  const { code: branch } = await kit.aBranch();
  const one = await kit.aRescuer({ branch });
  return [one, await kit.aRescuer({ branch, company: one.companyName })];
}

describe("reading a location link's position", () => {
  it('waits, then gives the reported place to the creator only; other rescuers and customers are refused', async () => {
    const [{ token: he, branch }, { token: li }] = await twoRescuers();
    const customer = await kit.aCustomer({ branches: [branch] });
    const code = await createLink(he);

    const before = await readLink(code, he);
    expect(before.status).toBe(0);
    expect(before.data).toMatchObject({ state: 'waiting', place: null, reportedAt: null });

    expect((await f.post('/location/report', { trackCode: code, place: reported })).status).toBe(0);

    const after = await readLink(code, he);
    expect(after.data.state).toBe('reported');
    expect(after.data.place).toMatchObject(reported);
    expect(after.data.reportedAt).not.toBeNull();

    // A colleague holding the code is told it does not exist; a customer's token is refused; no token too.
    for (const token of [li, customer.token, undefined]) {
      const refused = await readLink(code, token);
      expect(refused.status).not.toBe(0);
      expect(JSON.stringify(refused.data ?? null)).not.toContain('光华路');
    }
    expect((await readLink(code, li)).status).toBe(-3);
    expect((await readLink(code, customer.token)).status).toBe(-3);
  });

  it('says expired for a link that lapsed unused, and refuses a malformed code naming the field', async () => {
    const [{ token: he }] = await twoRescuers();
    const code = await createLink(he);
    await f.rows(
      `update rescue_link_codes set expires_at = now() - interval '1 second' where used_at is null`,
    );
    expect((await readLink(code, he)).data.state).toBe('expired');
    const bad = await f.post<{ errors: { field: string }[] }>(
      '/disaster/linkPosition',
      { trackCode: 'x' },
      he,
    );
    expect(bad.status).toBe(-5);
    expect(JSON.stringify(bad.data.errors)).toContain('trackCode');
  });
});

describe("applying a link's position to the creator's work order", () => {
  it("makes it the rescue address the customer, the rescuer's navigation and the work order show", async () => {
    const { rescue, near, far } = await acceptedRescue();
    const he = near.token;
    const li = far.token;
    const code = await createLink(he);
    const apply = { trackCode: code, ticketId: rescue.ticketId, subTicketId: rescue.subTicketId };

    // Nothing reported yet: refused, nothing changed.
    const early = await f.post('/disaster/applyLinkPosition', apply, he);
    expect(early.status).toBe(-3);
    expect(early.statusText).toBe(texts.linkNotReported['zh-CN']);

    expect((await f.post('/location/report', { trackCode: code, place: reported })).status).toBe(0);
    // Someone else's link, or someone else's work order: not found, nothing changed.
    expect((await f.post('/disaster/applyLinkPosition', apply, li)).status).toBe(-3);
    const ref = { orderPrimaryId: rescue.orderPrimaryId, primaryCheck: rescue.primaryCheck };
    const unchanged = await f.post<Follow>('/rescueOrder/R00010072', ref, rescue.token);
    expect(unchanged.data.customerPlace.address).toBe(jianguoRoad.address);

    const applied = await f.post<{ place: { address: string; lng: number } }>(
      '/disaster/applyLinkPosition',
      apply,
      he,
    );
    expect(applied.status, applied.statusText).toBe(0);
    expect(applied.data.place).toMatchObject(reported);

    const follow = await f.post<Follow>('/rescueOrder/R00010072', ref, rescue.token);
    expect(follow.data.customerPlace).toMatchObject(reported);
    const nav = await f.get<{ place: { address: string; lat: number } }>(
      `/disaster/R00010055?ticketId=${rescue.ticketId}`,
      he,
    );
    expect(nav.data.place).toMatchObject(reported);
    const [row] = await f.rows<{ masked_address: string; place_sealed: string }>(
      `select masked_address, place_sealed from rescue_requests where order_id = '${rescue.orderPrimaryId}'`,
    );
    expect(row?.masked_address).toBe('北京市朝阳区光华路**号 世贸天阶南门');
    // Still sealed at rest.
    expect(row?.place_sealed).not.toContain('光华路');
    // Leave the truck free for the next case.
    expect(
      (await f.post('/rescueOrder/cancel', { ...ref, reasonCode: 'otherHelp' }, rescue.token)).status,
    ).toBe(0);
  });

  it('a typed place (no fix) keeps the known point; once towing, the address no longer changes', async () => {
    const { rescue, near } = await acceptedRescue();
    const he = near.token;
    const code = await createLink(he);
    const typed = { address: '东三环辅路 国贸桥北 公交站旁', lng: 0, lat: 0 };
    expect((await f.post('/location/report', { trackCode: code, place: typed })).status).toBe(0);
    const apply = { trackCode: code, ticketId: rescue.ticketId, subTicketId: rescue.subTicketId };
    const applied = await f.post<{ place: { address: string; lng: number; lat: number } }>(
      '/disaster/applyLinkPosition',
      apply,
      he,
    );
    expect(applied.status, applied.statusText).toBe(0);
    expect(applied.data.place).toMatchObject({
      address: typed.address,
      lng: jianguoRoad.lng,
      lat: jianguoRoad.lat,
    });

    // Arrive, meet, start towing: the rescue address is settled.
    expect((await f.step(he, rescue.orderPrimaryId, near.vehicleNo, 'arrived')).status).toBe(0);
    const follow = await f.post<{ meetingCode: string }>(
      '/rescueOrder/R00010072',
      { orderPrimaryId: rescue.orderPrimaryId, primaryCheck: rescue.primaryCheck },
      rescue.token,
    );
    expect(
      (
        await f.step(he, rescue.orderPrimaryId, near.vehicleNo, 'met', {
          meetingCode: follow.data.meetingCode,
        })
      ).status,
    ).toBe(0);
    expect((await f.step(he, rescue.orderPrimaryId, near.vehicleNo, 'inService')).status).toBe(0);
    const second = await createLink(he);
    expect((await f.post('/location/report', { trackCode: second, place: reported })).status).toBe(0);
    const late = await f.post('/disaster/applyLinkPosition', { ...apply, trackCode: second }, he);
    expect(late.status).toBe(-3);
    expect(late.statusText).toBe(texts.linkApplyClosed['zh-CN']);
    const nav = await f.get<{ place: { address: string } }>(
      `/disaster/R00010055?ticketId=${rescue.ticketId}`,
      he,
    );
    expect(nav.data.place.address).toBe(typed.address);
  });
});
