import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardOrder } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  aRescueNetwork,
  jianguoRoad,
  requestTowRescue,
  rescueFixtures,
  type RequestedRescue,
} from '../../testing/rescue-fixtures.js';
import { opsCall } from '../../testing/console.js';
import { testKit } from '../../testing/factories.js';

let t: TestApp;
beforeAll(async () => {
  // No interval sweep: offers stay where dispatch put them, so the truck is known.
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);
const kit = testKit(() => t);

type Created = RequestedRescue;
type Network = Awaited<ReturnType<typeof aRescueNetwork>>;

/** A rescue on Jianguo Road that the network's nearest free truck was offered and its rescuer accepted. */
async function acceptedRescue({ me, near }: Pick<Network, 'me' | 'near'>) {
  const created = await requestTowRescue(kit, me, jianguoRoad);
  expect((await f.latestDispatch(created.orderPrimaryId)).vehicle_no).toBe(near.vehicleNo);
  const he = near.token;
  expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'accepted')).status).toBe(0);
  return { created, he };
}

const refOf = (c: Created) => ({ orderPrimaryId: c.orderPrimaryId, primaryCheck: c.primaryCheck });

/** Leaves the truck free for the next case. */
async function cancel(c: Created) {
  expect(
    (await f.post('/rescueOrder/cancel', { ...refOf(c), reasonCode: 'otherHelp' }, c.token)).status,
  ).toBe(0);
}

async function boardRow(orderId: string): Promise<BoardOrder | undefined> {
  const { token: operator } = await kit.anOperator({ role: 'operator' });
  const board = await opsCall<{ orders: BoardOrder[] }>(t, operator, 'GET', 'dispatch/board');
  return board.data.orders.find((o) => o.orderId === orderId);
}

describe('urging a rescue (R00010071)', () => {
  it('an urge before the promised arrival only urges; one after it escalates the rescue to the dispatcher', async () => {
    const { created } = await acceptedRescue(await aRescueNetwork(kit, jianguoRoad));
    const ref = refOf(created);

    const early = await f.post('/rescueOrder/R00010071', ref, created.token);
    expect(early.status, early.statusText).toBe(0);
    expect(
      (await f.post<{ escalated: boolean }>('/rescueOrder/R00010072', ref, created.token)).data.escalated,
    ).toBe(false);
    expect((await boardRow(created.orderPrimaryId))?.escalatedAt).toBeNull();

    // The promised arrival has passed, and the urge interval too (state set, no waiting).
    await f.rows(
      `update rescue_dispatches set eta_at = now() - interval '1 minute'
        where order_id = '${created.orderPrimaryId}' and status = 'accepted'`,
    );
    await f.rows(
      `update rescue_requests set last_urged_at = now() - interval '181 seconds'
        where order_id = '${created.orderPrimaryId}'`,
    );
    const late = await f.post('/rescueOrder/R00010071', ref, created.token);
    expect(late.status, late.statusText).toBe(0);

    const follow = await f.post<{ escalated: boolean }>('/rescueOrder/R00010072', ref, created.token);
    expect(follow.data.escalated).toBe(true);
    // The dispatcher's board shows it escalated.
    const row = await boardRow(created.orderPrimaryId);
    expect(row?.escalatedAt).not.toBeNull();
    expect(row?.stage).toBe('accepted');
    const notes = await f.rows<{ note: string }>(
      `select e.note from rescue_dispatch_events e join rescue_dispatches d on d.id = e.dispatch_id
        where d.order_id = '${created.orderPrimaryId}' and e.note like 'urged%' order by e.at`,
    );
    expect(notes.map((n) => n.note)).toEqual(['urged', 'urged-late']);
    await cancel(created);
  });
});

interface SideSteps {
  steps: { title: string; state: 'done' | 'current' | 'todo'; at: string | null }[];
  rescuer: { name: string; vehicleNo: string | null } | null;
}

describe('the order side list (R00010073)', () => {
  const side = (c: Created, token: string) =>
    f.get<SideSteps>(
      `/rescueOrder/R00010073?orderPrimaryId=${c.orderPrimaryId}&primaryCheck=${encodeURIComponent(c.primaryCheck)}&businessType=1`,
      token,
    );

  it('lists the steps done (with when) and to come as the rescue moves, for its owner only', async () => {
    const network = await aRescueNetwork(kit, jianguoRoad);
    const { near } = network;
    const waiting = await requestTowRescue(kit, network.me, jianguoRoad);
    const first = await side(waiting, waiting.token);
    expect(first.status, first.statusText).toBe(0);
    expect(first.data.steps.map((s) => s.state)).toEqual(['current', 'todo', 'todo', 'todo', 'todo']);
    expect(first.data.steps[0]?.at).not.toBeNull();
    expect(first.data.rescuer).toBeNull();
    await cancel(waiting);

    const { created, he } = await acceptedRescue(network);
    const accepted = await side(created, created.token);
    expect(accepted.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['提交救援', 'done'],
      ['师傅接单', 'current'],
      ['到达现场', 'todo'],
      ['拖车/施救中', 'todo'],
      ['救援完成', 'todo'],
    ]);
    expect(accepted.data.rescuer).toMatchObject({ name: near.name, vehicleNo: near.vehicleNo });

    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'departed')).status).toBe(0);
    expect((await f.step(he, created.orderPrimaryId, near.vehicleNo, 'arrived')).status).toBe(0);
    const arrived = await side(created, created.token);
    expect(arrived.data.steps.map((s) => [s.title, s.state])).toEqual([
      ['提交救援', 'done'],
      ['师傅接单', 'done'],
      ['师傅出发', 'done'],
      ['到达现场', 'current'],
      ['拖车/施救中', 'todo'],
      ['救援完成', 'todo'],
    ]);
    expect(arrived.data.steps.filter((s) => s.state !== 'todo').every((s) => s.at !== null)).toBe(true);

    // Another customer and a rescuer are refused and see nothing of it.
    const other = await kit.aCustomer({ branches: [network.branch.code] });
    for (const token of [other.token, he]) {
      const refused = await side(created, token);
      expect(refused.status).toBe(-3);
      expect(refused.data).toBeNull();
    }
  });
});
