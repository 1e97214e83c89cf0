import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { aRescueInNetwork, jianguoRoad, rescueFixtures } from '../../testing/rescue-fixtures.js';
import { testKit } from '../../testing/factories.js';
import {
  demoMaskingProvider,
  releaseEndedBindings,
  type NumberMaskingProvider,
} from '../../domain/rescue-calls.js';

/**
 * Masked calls (issue 20 point 4): only the rescue's customer and its assigned
 * rescuer get the job's relay number, only from acceptance to the job's end,
 * and the binding is recorded and ended with the job.
 */
let t: TestApp;
beforeAll(async () => {
  // No interval sweep: the offer stays with the network's nearest truck.
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const kit = testKit(() => t);

/** A rescue on Jianguo Road in a network of the test's own, offered to its nearest truck. */
async function aRescue() {
  const rescue = await aRescueInNetwork(kit, jianguoRoad);
  expect((await f.latestDispatch(rescue.created.orderPrimaryId)).vehicle_no).toBe(rescue.near.vehicleNo);
  return rescue;
}
type Relay = { relayNumber: string | null };

async function bindings(orderId: string) {
  return f.rows<{ relay_number: string; provider: string; ended_at: string | null; end_reason: string }>(
    `select relay_number, provider, ended_at, end_reason from rescue_call_bindings where order_id = '${orderId}'`,
  );
}

describe('masked calls between a rescue customer and its rescuer', () => {
  it('serve one relay number to both sides from acceptance to the finish, to no one else, then end', async () => {
    const { created, me, near, far, branch } = await aRescue();
    const ref = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    const customerAsks = () => f.post<Relay>('/rescueOrder/callRelay', ref, created.token);
    const d = await f.latestDispatch(created.orderPrimaryId);
    const he = near.token;
    // A colleague of the same tow company, whose work order it is not.
    const li = far.token;
    const rescuerAsks = (token: string) =>
      f.post<Relay>('/disaster/callRelay', { subTicketid: d.sub_ticket_id }, token);

    // Before anyone accepts there is no one to call.
    expect((await customerAsks()).data.relayNumber).toBeNull();
    expect((await rescuerAsks(he)).data.relayNumber).toBeNull();
    expect(await bindings(created.orderPrimaryId)).toEqual([]);

    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
    const mine = await customerAsks();
    expect(mine.status, mine.statusText).toBe(0);
    const relay = mine.data.relayNumber ?? '';
    expect(relay).toMatch(/^170\d{8}$/);
    // Neither real number: the customer's contact number, the rescuer's own mobile.
    expect(relay).not.toBe(me.mobile);
    expect(relay).not.toBe(near.mobile);
    const theirs = await rescuerAsks(he);
    expect(theirs.data.relayNumber).toBe(relay);
    expect(JSON.stringify(theirs)).not.toContain(me.mobile);
    // Another rescuer, another customer: not found, and no number.
    const other = await rescuerAsks(li);
    expect(other.status).toBe(-3);
    expect(JSON.stringify(other)).not.toContain(relay);
    const stranger = await kit.aCustomer({ branches: [branch.code] });
    const peek = await f.post<Relay>('/rescueOrder/callRelay', ref, stranger.token);
    expect(peek.status).toBe(-3);
    expect(await bindings(created.orderPrimaryId)).toEqual([
      { relay_number: relay, provider: 'demo', ended_at: null, end_reason: '' },
    ]);

    // The job ends: arrival, the meeting code, finished.
    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'arrived')).status).toBe(0);
    const shown = await f.post<{ meetingCode: string | null }>('/rescueOrder/R00010072', ref, created.token);
    const met = await f.step(he, created.orderPrimaryId, near.vehicleNo, 'met', {
      meetingCode: shown.data.meetingCode ?? '',
    });
    expect(met.status, met.statusText).toBe(0);
    expect((await customerAsks()).data.relayNumber).toBe(relay);
    const done = await f.step(he, created.orderPrimaryId, near.vehicleNo, 'finished');
    expect(done.status, done.statusText).toBe(0);

    expect((await customerAsks()).data.relayNumber).toBeNull();
    expect((await rescuerAsks(he)).data.relayNumber).toBeNull();
    const [ended] = await bindings(created.orderPrimaryId);
    expect(ended?.ended_at).not.toBeNull();
    expect(ended?.end_reason).toBe('finished');
  });

  it('end the binding when the customer cancels, and serve nothing after', async () => {
    const { created, near } = await aRescue();
    const ref = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    const he = near.token;
    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
    const d = await f.latestDispatch(created.orderPrimaryId);
    const before = await f.post<Relay>('/disaster/callRelay', { subTicketid: d.sub_ticket_id }, he);
    expect(before.data.relayNumber).toMatch(/^170\d{8}$/);

    const cancel = await f.post('/rescueOrder/cancel', { ...ref, reasonCode: 'otherHelp' }, created.token);
    expect(cancel.status, cancel.statusText).toBe(0);
    expect((await f.post<Relay>('/rescueOrder/callRelay', ref, created.token)).data.relayNumber).toBeNull();
    expect(
      (await f.post<Relay>('/disaster/callRelay', { subTicketid: d.sub_ticket_id }, he)).data.relayNumber,
    ).toBeNull();
    const [ended] = await bindings(created.orderPrimaryId);
    expect(ended?.end_reason).toBe('cancelled');
  });

  it('release the number at the provider once the job has ended, once, and not while it runs', async () => {
    const unbound: string[] = [];
    const provider: NumberMaskingProvider = {
      ...demoMaskingProvider,
      unbind: (ref) => {
        unbound.push(ref);
        return Promise.resolve();
      },
    };
    const { created, near } = await aRescue();
    const ref = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    const he = near.token;
    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
    expect((await f.post<Relay>('/rescueOrder/callRelay', ref, created.token)).data.relayNumber).toMatch(
      /^170\d{8}$/,
    );
    const refOf = async () =>
      (
        await f.rows<{ provider_ref: string; released_at: string | null }>(
          `select provider_ref, released_at from rescue_call_bindings where order_id = '${created.orderPrimaryId}'`,
        )
      )[0];
    // While the job runs nothing of it is released (other ended jobs may be).
    await releaseEndedBindings(t.database.db, provider);
    const open = await refOf();
    expect(unbound).not.toContain(open?.provider_ref);
    expect(open?.released_at).toBeNull();

    const cancel = await f.post('/rescueOrder/cancel', { ...ref, reasonCode: 'otherHelp' }, created.token);
    expect(cancel.status, cancel.statusText).toBe(0);
    await releaseEndedBindings(t.database.db, provider);
    expect(unbound).toContain(open?.provider_ref);
    expect((await refOf())?.released_at).not.toBeNull();
    // Released once: the next run has nothing of it to do.
    const count = unbound.length;
    expect(await releaseEndedBindings(t.database.db, provider)).toBe(0);
    expect(unbound).toHaveLength(count);
  });
});
