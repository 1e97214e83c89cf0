import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { BoardOrder, DispatchContact } from '@rc/contract';
import { openPlace } from '../../domain/rescue.js';
import { auditLog, rescueRequests } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { consoleLogin, opsCall } from '../../testing/console.js';

let t: TestApp;
let dispatcher: string;
beforeAll(async () => {
  t = await createTestApp();
  dispatcher = await consoleLogin(t, 'dispatcher');
});
afterAll(async () => {
  await t.close();
});

async function anOpenRescue(): Promise<BoardOrder> {
  const b = await opsCall<{ orders: BoardOrder[] }>(t, dispatcher, 'GET', 'dispatch/board');
  const first = b.data.orders[0];
  if (!first) throw new Error('the seed has no open rescue');
  return first;
}

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
    expect(line?.operatorAccount).toBe('dispatch.demo');
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

  it('refuses operator and admin with nothing revealed and no audit line', async () => {
    const order = await anOpenRescue();
    const before = (await revealLines(order.orderNo)).length;
    for (const role of ['operator', 'admin'] as const) {
      const token = await consoleLogin(t, role);
      const r = await opsCall(t, token, 'POST', 'dispatch/contact', { orderId: order.orderId });
      expect(r.status).toBe(-3);
      expect(r.data ?? null).toBeNull();
      expect(JSON.stringify(r)).not.toContain(order.orderNo);
    }
    expect((await revealLines(order.orderNo)).length).toBe(before);
  });

  it('answers an order that is not an open rescue with a refusal and no audit line', async () => {
    const r = await opsCall(t, dispatcher, 'POST', 'dispatch/contact', {
      orderId: '00000000-0000-4000-8000-000000000000',
    });
    expect(r.status).not.toBe(0);
  });
});
