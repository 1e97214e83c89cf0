import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay, chinaDayStart } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { factories } from '../../testing/factories.js';
import { rescuerFigures, rescuerRow } from '../../domain/rescuer-work.js';
import { rescueDispatches } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

describe("the rescuer's home", () => {
  it('counts the work orders finished today by the China day, whatever the server clock zone', async () => {
    const f = factories(t);
    const worker = await f.aRescuer();
    const rescuer = await rescuerRow(t.app.deps.db, worker.id);
    if (!rescuer) throw new Error('no rescuer');
    const customer = await f.aCustomer();
    // 09:00 on 2 March in China is 01:00 UTC: the China day began at 16:00 UTC on 1 March.
    const now = new Date('2026-03-02T01:00:00Z');
    expect(chinaDayStart(chinaDay(now)).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    const finished = [
      new Date('2026-03-01T17:30:00Z'), // 01:30 on 2 March in China: today
      new Date('2026-03-02T00:30:00Z'), // 08:30 on 2 March in China: today
      new Date('2026-03-01T15:30:00Z'), // 23:30 on 1 March in China: yesterday
    ];
    for (const [i, at] of finished.entries()) {
      const order = await f.anOrder({ owner: customer, serviceType: '1' });
      await t.app.deps.db.insert(rescueDispatches).values({
        subTicketId: `WSHOME${worker.id.slice(0, 8)}${i}`,
        orderId: order.id,
        status: 'finished',
        companyName: rescuer.companyName,
        rescuerId: rescuer.id,
        vehicleNo: worker.vehicleNo,
        offeredAt: new Date(at.getTime() - 3_600_000),
        updatedAt: at,
        finishedAt: at,
      });
    }
    const figures = await rescuerFigures(t.app.deps.db, rescuer, now);
    expect(figures.finishedTodayCount).toBe(2);
    expect(figures.openCount).toBe(0);
  });
});
