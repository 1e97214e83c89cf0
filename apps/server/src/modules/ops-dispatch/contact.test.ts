import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BoardOrder, DispatchContact } from '@rc/contract';
import { openPlace } from '../../domain/rescue.js';
import { cancelRescue } from '../../domain/rescue-moves.js';
import {
  demoMaskingProvider,
  releaseEndedBindings,
  type NumberMaskingProvider,
} from '../../domain/rescue-calls.js';
import { auditLog, dispatchDeskBindings, orders, rescueRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { opsCall } from '../../testing/console.js';
import { testKit } from '../../testing/factories.js';
import { requestTowRescue } from '../../testing/rescue-fixtures.js';

let t: TestApp;
let dispatcher: string;
let dispatcherAccount: string;
const kit = testKit(() => t);
const { aCustomer, aCoupon, anOperator } = kit;
beforeAll(async () => {
  t = await createTestApp();
  ({ token: dispatcher, account: dispatcherAccount } = await anOperator({ role: 'dispatcher' }));
});
afterAll(async () => {
  await t.close();
});

/** A rescue a customer the test makes has just asked for, as the dispatch board shows it. */
async function anOpenRescue(): Promise<BoardOrder> {
  const me = await aCustomer();
  await aCoupon({ owner: me, serviceType: '1' });
  const asked = await requestTowRescue(kit, me, {
    address: '北京市朝阳区建国路88号院3号楼1单元502',
    lng: 116.47,
    lat: 39.906,
  });
  const b = await opsCall<{ orders: BoardOrder[] }>(t, dispatcher, 'GET', 'dispatch/board');
  const mine = b.data.orders.find((o) => o.orderId === asked.orderPrimaryId);
  if (!mine) throw new Error('the rescue just asked for is not on the board');
  return mine;
}

const deskBindings = async (orderId: string) =>
  t.database.db.select().from(dispatchDeskBindings).where(eq(dispatchDeskBindings.orderId, orderId));

const revealLines = async (orderNo: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'rescue.revealContact'), eq(auditLog.objectId, orderNo)));

describe('a dispatcher reaching the customer of an open rescue', () => {
  it('gets the full address, the exact point and a relay number, and the reveal is audited', async () => {
    const order = await anOpenRescue();
    const before = (await revealLines(order.orderNo)).length;
    const r = await opsCall<DispatchContact>(t, dispatcher, 'POST', 'dispatch/contact', {
      orderId: order.orderId,
    });
    expect(r.status).toBe(0);
    const [req] = await t.database.db
      .select({ placeSealed: rescueRequests.placeSealed })
      .from(rescueRequests)
      .where(eq(rescueRequests.orderId, order.orderId));
    const place = openPlace(t.app.deps.fieldCrypto, req?.placeSealed ?? '');
    expect(place?.address).toBeTruthy();
    expect(r.data.address).toBe(place?.address);
    // The full address carries more than the street-level one the board shows.
    expect(r.data.address).not.toBe(order.maskedAddress);
    expect(r.data.point).toEqual({ lng: place?.lng, lat: place?.lat });
    expect(r.data.relayNumber).toMatch(/^170\d{8}$/);
    const lines = await revealLines(order.orderNo);
    expect(lines.length).toBe(before + 1);
    const line = lines.at(-1);
    expect(line?.operatorAccount).toBe(dispatcherAccount);
    expect(line?.objectType).toBe('rescueOrder');
    // The audit never holds the address or the customer's number.
    expect(JSON.stringify(line?.after)).not.toContain(place?.address ?? '?');
  });

  it('the board itself stays masked for the dispatcher too (the reveal is a separate, audited call)', async () => {
    const order = await anOpenRescue();
    const r = await opsCall<DispatchContact>(t, dispatcher, 'POST', 'dispatch/contact', {
      orderId: order.orderId,
    });
    expect(order.maskedAddress).toContain('**');
    expect(r.data.address).not.toContain('**');
  });

  it('refuses an operator with nothing revealed, no audit line and no binding', async () => {
    const order = await anOpenRescue();
    const before = (await revealLines(order.orderNo)).length;
    const bindings = (await deskBindings(order.orderId)).length;
    const { token } = await anOperator({ role: 'operator' });
    const r = await opsCall(t, token, 'POST', 'dispatch/contact', { orderId: order.orderId });
    expect(r.status).toBe(-3);
    expect(r.data ?? null).toBeNull();
    expect(JSON.stringify(r)).not.toContain(order.orderNo);
    expect((await revealLines(order.orderNo)).length).toBe(before);
    expect(await deskBindings(order.orderId)).toHaveLength(bindings);
  });

  it('gives an admin the reveal too, audited under the admin account', async () => {
    const order = await anOpenRescue();
    const { token: admin, account: adminAccount } = await anOperator({ role: 'admin' });
    const r = await opsCall<DispatchContact>(t, admin, 'POST', 'dispatch/contact', {
      orderId: order.orderId,
    });
    expect(r.status).toBe(0);
    expect(r.data.address).not.toContain('**');
    expect(r.data.relayNumber).toMatch(/^170\d{8}$/);
    expect((await revealLines(order.orderNo)).at(-1)?.operatorAccount).toBe(adminAccount);
  });

  it('answers an order that is not an open rescue with a refusal and no audit line', async () => {
    const r = await opsCall(t, dispatcher, 'POST', 'dispatch/contact', {
      orderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(r.status).not.toBe(0);
  });
});

describe('the dispatch desk binding (decision 053)', () => {
  it('is stored at the first reveal, reused by the next, ended with the rescue and released once', async () => {
    // A rescue just asked for, which can still be cancelled (no truck has reached it yet).
    const order = await anOpenRescue();
    const [row] = await t.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.orderId));
    expect(['submitted', 'accepted']).toContain(row?.status);
    const first = await opsCall<DispatchContact>(t, dispatcher, 'POST', 'dispatch/contact', {
      orderId: order.orderId,
    });
    const { token: admin } = await anOperator({ role: 'admin' });
    const second = await opsCall<DispatchContact>(t, admin, 'POST', 'dispatch/contact', {
      orderId: order.orderId,
    });
    expect(second.data.relayNumber).toBe(first.data.relayNumber);
    const stored = await deskBindings(order.orderId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.relayNumber).toBe(first.data.relayNumber);
    expect(stored[0]?.endedAt).toBeNull();

    const unbound: string[] = [];
    const provider: NumberMaskingProvider = {
      ...demoMaskingProvider,
      unbind: (ref) => {
        unbound.push(ref);
        return Promise.resolve();
      },
    };
    // While the rescue is open its desk binding is not released.
    await releaseEndedBindings(t.database.db, provider);
    expect(unbound).not.toContain(stored[0]?.providerRef);

    const cancelled = await t.database.db.transaction((tx) =>
      cancelRescue(tx, order.orderId, { kind: 'system', id: 'test' }, 'test'),
    );
    expect(cancelled).not.toBeNull();
    const [ended] = await deskBindings(order.orderId);
    expect(ended?.endedAt).not.toBeNull();
    expect(ended?.endReason).toBe('cancelled');

    await releaseEndedBindings(t.database.db, provider);
    expect(unbound.filter((r) => r === stored[0]?.providerRef)).toHaveLength(1);
    expect((await deskBindings(order.orderId))[0]?.releasedAt).not.toBeNull();
    // Released once: the next sweep leaves it alone.
    await releaseEndedBindings(t.database.db, provider);
    expect(unbound.filter((r) => r === stored[0]?.providerRef)).toHaveLength(1);
  });
});
