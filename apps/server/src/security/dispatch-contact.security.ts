import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opsDispatchBoard, opsDispatchContact, type BoardOrder } from '@rc/contract';
import { openPlace } from '../domain/rescue.js';
import { rescueRequests } from '../db/schema/index.js';
import { consoleLogin } from '../testing/console.js';
import {
  callEndpoint,
  changedTables,
  fingerprint,
  signInActors,
  securityApp,
  type Actors,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * The dispatcher's reveal (issue 25, decision 047): a rescue's full address and a
 * relay number to call its customer go to the `dispatcher` role only. Every other
 * console role, every customer, merchant and rescuer token, and no token, gets
 * nothing: no address, no number, no audit line, no table changed.
 */
let t: SecurityApp;
let actors: Actors;
let order: BoardOrder;
let fullAddress: string;

beforeAll(async () => {
  t = await securityApp();
  actors = await signInActors(t);
  const dispatcher = await consoleLogin(t, 'dispatcher');
  const board = await callEndpoint(t, opsDispatchBoard, {}, { token: dispatcher });
  const first = (board.data as { orders: BoardOrder[] }).orders[0];
  if (!first) throw new Error('no open rescue in the seed');
  order = first;
  const [req] = await t.database.db
    .select({ placeSealed: rescueRequests.placeSealed })
    .from(rescueRequests)
    .where(eq(rescueRequests.orderId, order.orderId));
  fullAddress = openPlace(t.app.deps.fieldCrypto, req?.placeSealed ?? '')?.address ?? '';
  if (!fullAddress) throw new Error('the open rescue has no sealed place');
});
afterAll(async () => {
  await t.close();
});

describe('dispatch contact: only a dispatcher', () => {
  it('a non-dispatcher gets nothing and changes nothing', async () => {
    const refused = ['O', 'ADM', 'A', 'B', 'X', 'Y', 'R', 'R2', 'anon', 'expired', 'loggedOut'] as const;
    for (const k of refused) {
      const before = await fingerprint(t.database.db);
      const r = await callEndpoint(t, opsDispatchContact, { body: { orderId: order.orderId } }, actors[k]);
      expect(r.status, k).not.toBe(0);
      expect(r.data, k).toBeNull();
      expect(r.raw, k).not.toContain(fullAddress);
      expect(r.raw, k).not.toMatch(/170\d{8}/);
      // Only a console session's last-seen time may move; never the audit log or a binding.
      const changed = changedTables(before, await fingerprint(t.database.db)).filter(
        (n) => n !== 'operator_sessions' && n !== 'sessions',
      );
      expect(changed, k).toEqual([]);
    }
  });

  it('the dispatcher, for comparison, gets the address and the number', async () => {
    const token = await consoleLogin(t, 'dispatcher');
    const r = await callEndpoint(t, opsDispatchContact, { body: { orderId: order.orderId } }, { token });
    expect(r.status).toBe(0);
    expect(r.raw).toContain(fullAddress);
  });
});
