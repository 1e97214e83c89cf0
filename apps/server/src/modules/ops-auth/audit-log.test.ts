import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsAuditLog, type QueryOf } from '@rc/contract';
import { writeAudit } from '../../domain/audit.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type OperatorSession } from '../../testing/factories.js';

let t: TestApp;
let admin: OperatorSession;
const { call, callRaw } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  admin = await testKit(t).anOperator({ role: 'admin' });
  const db = t.app.deps.db;
  const one = { operatorId: null, account: 'audit.one' };
  const two = { operatorId: null, account: 'audit.two' };
  // 23:59 and 00:01 China time on either side of the 2026-03-02 midnight (16:00 UTC).
  await writeAudit(
    db,
    one,
    { action: 'news.create', objectType: 'news', objectId: 'n-1' },
    new Date('2026-03-01T15:59:00Z'),
  );
  await writeAudit(
    db,
    one,
    { action: 'tip.move', objectType: 'tip', objectId: 't-1' },
    new Date('2026-03-01T16:01:00Z'),
  );
  await writeAudit(
    db,
    two,
    { action: 'news.update', objectType: 'news', objectId: 'n-1' },
    new Date('2026-03-02T10:00:00Z'),
  );
});
afterAll(async () => {
  await t.close();
});

async function audit(query: Partial<QueryOf<typeof opsAuditLog>>): Promise<string[]> {
  const reply = await call(opsAuditLog, { as: admin, query: { onPagenum: 1, onPagesize: 50, ...query } });
  expect(reply.status).toBe(0);
  return reply.data.list.filter((e) => e.operatorAccount.startsWith('audit.')).map((e) => e.action);
}

describe('the audit log’s filters', () => {
  it('filters by who acted', async () => {
    expect(await audit({ operatorAccount: 'audit.two' })).toEqual(['news.update']);
  });

  it('filters by object type and object', async () => {
    expect(await audit({ objectType: 'news' })).toEqual(['news.update', 'news.create']);
    expect(await audit({ objectType: 'tip', objectId: 't-1' })).toEqual(['tip.move']);
  });

  it('filters by China days, both ends included', async () => {
    expect(await audit({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['news.update', 'tip.move']);
    expect(await audit({ to: '2026-03-01' })).toEqual(['news.create']);
  });

  it('refuses an unknown object type naming the field', async () => {
    const reply = await callRaw(
      opsAuditLog,
      { query: { onPagenum: 1, onPagesize: 20, objectType: 'password' } },
      { as: admin },
    );
    expect(reply.status).toBe(-5);
  });
});
