import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCallRelay, followRescue, urgeRescue } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';
import { requestTowRescue } from '../../testing/rescue-fixtures.js';

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

const kit = testKit(() => t);
const { call, callRaw, aCustomer } = kit;

describe('a rescue named by something shaped like an id but not one', () => {
  it('is not found, on following it, urging it and asking for its relay number', async () => {
    const me = await aCustomer();
    const created = await requestTowRescue(kit, me, {
      address: '北京市朝阳区测试路88号',
      lng: 116.47,
      lat: 39.906,
    });
    // Raw: the id-shaped value is sent as it is, whatever the contract would say of it.
    const ref = { orderPrimaryId: '-'.repeat(36), primaryCheck: created.primaryCheck };
    for (const endpoint of [followRescue, urgeRescue, customerCallRelay]) {
      const reply = await callRaw(endpoint, { body: ref }, { as: me });
      expect(reply.status, `${endpoint.name}: ${reply.statusText}`).toBe(-3);
    }
    // The real id still names it.
    const real = { orderPrimaryId: created.orderPrimaryId, primaryCheck: created.primaryCheck };
    expect((await call(followRescue, { as: me, body: real })).status).toBe(0);
  });
});
