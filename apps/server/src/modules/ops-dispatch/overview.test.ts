import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opsOverview, type OpsOverview } from '@rc/contract';
import { orders, suggestions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type OperatorSession } from '../../testing/factories.js';
import { overview } from './overview.js';

let t: TestApp;
let operator: OperatorSession;
const { call, ok, aCustomer, anOrder, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  operator = await anOperator({ role: 'operator' });
});
afterAll(async () => {
  await t.close();
});

const todo = (o: OpsOverview, kind: string) => o.todos.find((x) => x.kind === kind)?.count ?? 0;

describe('the console overview', () => {
  it('answers operators and refuses customer tokens (-4)', async () => {
    const customer = await aCustomer();
    expect((await call(opsOverview, { as: customer })).status).toBe(-4);
    const reply = await call(opsOverview, { as: operator });
    expect(reply.status, reply.statusText).toBe(0);
  });

  it('counts today’s orders by China day: 23:59 is yesterday, 00:01 is today', async () => {
    const owner = await aCustomer();
    const late = await anOrder({ owner, status: 'accepted' });
    const early = await anOrder({ owner, status: 'completed' });
    const db = t.app.deps.db;
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T15:59:00Z') })
      .where(eq(orders.id, late.id));
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-03-01T16:01:00Z') })
      .where(eq(orders.id, early.id));
    const statusOf = async (id: string) =>
      (await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.status;
    const seen = await overview(t.app.deps, new Date('2026-03-02T03:00:00Z'));
    expect(seen.day).toBe('2026-03-02');
    expect(seen.ordersToday).toEqual([{ status: await statusOf(early.id), count: 1 }]);
    const before = await overview(t.app.deps, new Date('2026-03-01T15:59:30Z'));
    expect(before.ordersToday).toEqual([{ status: await statusOf(late.id), count: 1 }]);
  });

  it('lists a new suggestion as waiting feedback and as a to-do', async () => {
    const was = await ok(opsOverview, { as: operator });
    const customer = await aCustomer();
    await t.app.deps.db
      .insert(suggestions)
      .values({ customerId: customer.id, category: 'service', content: '希望增加夜间服务' });
    const now = await ok(opsOverview, { as: operator });
    expect(now.feedbackWaiting).toBe(was.feedbackWaiting + 1);
    expect(todo(now, 'suggestions')).toBe(todo(was, 'suggestions') + 1);
  });
});
