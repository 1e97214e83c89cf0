import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OpsOverview } from '@rc/contract';
import { customers, orders, suggestions } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs } from '../../testing/handoff.js';
import { consoleLogin, opsCall } from '../../testing/console.js';
import { overview } from './overview.js';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await consoleLogin(t, 'operator');
});
afterAll(async () => {
  await t.close();
});

const todo = (o: OpsOverview, kind: string) => o.todos.find((x) => x.kind === kind)?.count ?? 0;

describe('the console overview', () => {
  it('answers operators and refuses customer tokens (-4)', async () => {
    const customer = (await loginAs(t, 'headPage')).token;
    expect((await opsCall(t, customer, 'GET', 'overview')).status).toBe(-4);
    const reply = await opsCall<OpsOverview>(t, operator, 'GET', 'overview');
    expect(reply.status, reply.statusText).toBe(0);
  });

  it('counts today’s orders by China day: 23:59 is yesterday, 00:01 is today', async () => {
    const some = await t.app.deps.db.select({ id: orders.id }).from(orders).limit(2);
    const [late, early] = some;
    if (!late || !early) throw new Error('the seed has no orders');
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
    const was = (await opsCall<OpsOverview>(t, operator, 'GET', 'overview')).data;
    const [customer] = await t.app.deps.db.select({ id: customers.id }).from(customers).limit(1);
    if (!customer) throw new Error('the seed has no customers');
    await t.app.deps.db
      .insert(suggestions)
      .values({ customerId: customer.id, category: 'service', content: '希望增加夜间服务' });
    const now = (await opsCall<OpsOverview>(t, operator, 'GET', 'overview')).data;
    expect(now.feedbackWaiting).toBe(was.feedbackWaiting + 1);
    expect(todo(now, 'suggestions')).toBe(todo(was, 'suggestions') + 1);
  });
});
