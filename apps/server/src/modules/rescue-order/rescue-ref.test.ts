import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { rescueFixtures } from '../../testing/rescue-fixtures.js';

/**
 * A rescue is named by its id or its order number (with its check value). Only a
 * real UUID is taken for an id: 36 dashes and hex digits that are no UUID name no
 * order, and must not reach the uuid column (where they were a server fault).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_RESCUE_SWEEP_SECONDS: '0' });
});
afterAll(async () => {
  await t.close();
});

const f = rescueFixtures(() => t);

describe('a rescue named by something shaped like an id but not one', () => {
  it('is not found, on following it, urging it and asking for its relay number', async () => {
    const created = await f.requestRescue('giftDone', '京A11111');
    const ref = { orderPrimaryId: '-'.repeat(36), primaryCheck: created.primaryCheck };
    for (const path of ['/rescueOrder/R00010072', '/rescueOrder/R00010071', '/rescueOrder/callRelay']) {
      const reply = await f.post(path, ref, created.token);
      expect(reply.status, `${path}: ${reply.statusText}`).toBe(-3);
    }
    // The real id still names it.
    const real = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    expect((await f.post('/rescueOrder/R00010072', real, created.token)).status).toBe(0);
  });
});
