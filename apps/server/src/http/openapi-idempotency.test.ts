import { afterAll, beforeAll, expect, it } from 'vitest';
import { allEndpoints, idempotencyKeyHeader, routePath } from '@rc/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/** The OpenAPI document names the Idempotency-Key header on exactly the idempotent calls (decision 044). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: { pattern?: string };
}
type Doc = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

it('documents the Idempotency-Key header on every idempotent endpoint, and only there', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/rcservice/docs' });
  const doc = res.json<Doc>();
  const keyHeader = (path: string, method: string) =>
    (doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.parameters ?? []).find(
      (p) => p.in === 'header' && p.name.toLowerCase() === idempotencyKeyHeader.toLowerCase(),
    );
  const idempotent = allEndpoints.filter((e) => e.idempotent);
  expect(idempotent.length).toBeGreaterThanOrEqual(10);
  for (const e of idempotent) {
    const header = keyHeader(routePath(e), e.method);
    expect(header, e.name).toBeDefined();
    expect(header?.required ?? false, e.name).toBe(false);
    expect(header?.schema?.pattern, e.name).toBeTruthy();
  }
  for (const e of allEndpoints.filter((x) => !x.idempotent)) {
    expect(keyHeader(routePath(e), e.method), e.name).toBeUndefined();
  }
});
