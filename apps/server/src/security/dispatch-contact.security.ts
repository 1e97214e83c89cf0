import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { opsDispatchBoard, opsDispatchContact, type BoardOrder } from '@rc/contract';
import { openPlace } from '../domain/rescue.js';
import { dispatchDeskBindings, rescueRequests } from '../db/schema/index.js';
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
 * The dispatcher's reveal (issue 25, decisions 047 and 053): a rescue's full address and a
 * relay number to call its customer go to the `dispatcher` and `admin` roles only. An
 * operator, every customer, merchant and rescuer token, and no token, gets
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

describe('dispatch contact: only a dispatcher or an admin', () => {
  it('an operator and every non-console persona gets nothing and changes nothing', async () => {
    const refused = ['O', 'A', 'B', 'X', 'Y', 'R', 'R2', 'anon', 'expired', 'loggedOut'] as const;
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

  it('the dispatcher and the admin, for comparison, get the address and the number', async () => {
    for (const role of ['dispatcher', 'admin'] as const) {
      const token = await consoleLogin(t, role);
      const r = await callEndpoint(t, opsDispatchContact, { body: { orderId: order.orderId } }, { token });
      expect(r.status, role).toBe(0);
      expect(r.raw, role).toContain(fullAddress);
      expect(r.raw, role).toMatch(/170\d{8}/);
    }
    // Both reveals share the one desk binding of the open rescue.
    const open = await t.database.db
      .select()
      .from(dispatchDeskBindings)
      .where(and(eq(dispatchDeskBindings.orderId, order.orderId), isNull(dispatchDeskBindings.endedAt)));
    expect(open).toHaveLength(1);
  });
});
