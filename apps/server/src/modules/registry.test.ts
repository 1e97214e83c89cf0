import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, routePath } from '@rc/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import type { Reply } from '../testing/handoff.js';
import { testKit } from '../testing/factories.js';
import { moduleRoutes } from './registry.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the module registry', () => {
  it('binds each handler to an endpoint of the contract, once', () => {
    const bound = moduleRoutes(t.app.deps).map((h) => h.endpoint);
    expect(new Set(bound).size).toBe(bound.length);
    for (const e of bound) expect(allEndpoints).toContain(e);
  });

  it('answers -2 in words for an endpoint whose handler is not built yet', async () => {
    const built = new Set(moduleRoutes(t.app.deps).map((h) => h.endpoint));
    const unbuilt = allEndpoints.find((e) => !built.has(e) && !e.params && e.auth === 'customer');
    // Once every endpoint has a handler there is nothing left to answer -2.
    if (!unbuilt) return;
    const { token } = await testKit(t).aCustomer();
    const res = await t.call({
      method: unbuilt.method,
      url: routePath(unbuilt),
      token,
      payload: unbuilt.method === 'POST' ? {} : undefined,
    });
    const body = res.json<Reply>();
    expect(body.status).toBe(-2);
    expect(body.statusText).toBe('该功能暂未开放，敬请期待');
  });
});
