import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { chinaDay, dailySignIn, myInfo } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';
import { customers, dailySignIns } from '../../db/schema/index.js';
import { signInState, signInToday } from '../../domain/daily-sign-in.js';

let t: TestApp;
const { call, ok, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function pointsOf(customerId: string): Promise<number> {
  const [row] = await t.database.db
    .select({ p: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.p ?? -1;
}

describe('the daily sign-in (person/signIn, person/signInInfo)', () => {
  it('ten racing sign-ins give one sign-in and one award of points', async () => {
    const me = await aCustomer({ points: 120 });
    const id = me.id;
    const before = await call(myInfo, { as: me });
    expect(before.status).toBe(0);
    expect(before.data.dailySignIn.signedToday).toBe(false);
    const points = await pointsOf(id);

    const replies = await Promise.all(Array.from({ length: 10 }, () => call(dailySignIn, { as: me })));
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 0));
    const awarded = replies.map((r) => r.data.awarded).filter((a) => a > 0);
    expect(awarded).toEqual([5]);
    expect(await pointsOf(id)).toBe(points + 5);
    const rows = await t.database.db.select().from(dailySignIns).where(eq(dailySignIns.customerId, id));
    expect(rows).toHaveLength(1);

    const after = await ok(myInfo, { as: me });
    expect(after.dailySignIn).toMatchObject({ signedToday: true, streak: 1, todayPoints: 5 });
    expect(after.dailySignIn.cycle.map((d) => d.signed)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts days in China: 23:59 and 00:01 Beijing time are two days, 15:59 and 16:01 UTC too', async () => {
    expect(chinaDay(new Date('2026-03-01T15:59:00Z'))).toBe('2026-03-01');
    expect(chinaDay(new Date('2026-03-01T16:01:00Z'))).toBe('2026-03-02');
    const { id } = await aCustomer();
    const deps = t.app.deps;
    const first = await signInToday(deps.db, id, new Date('2026-03-01T15:59:00Z'));
    expect(first.awarded).toBe(5);
    const again = await signInToday(deps.db, id, new Date('2026-03-01T10:00:00Z'));
    expect(again.awarded).toBe(0);
    const next = await signInToday(deps.db, id, new Date('2026-03-01T16:01:00Z'));
    expect(next).toMatchObject({ awarded: 5, streak: 2, today: '2026-03-02' });
  });

  it('gives twenty on the seventh day in a row, starts a new cycle on the eighth and a missed day resets the streak', async () => {
    const { id } = await aCustomer();
    const deps = t.app.deps;
    const day = (n: number) => new Date(Date.UTC(2026, 4, n, 2));
    const awards: number[] = [];
    for (let n = 1; n <= 8; n++) awards.push((await signInToday(deps.db, id, day(n))).awarded);
    expect(awards).toEqual([5, 5, 5, 5, 5, 5, 20, 5]);
    const eighth = await signInState(deps.db, id, day(8));
    expect(eighth.streak).toBe(8);
    expect(eighth.cycle.filter((d) => d.signed)).toHaveLength(1);

    // May 9 is skipped: May 10 starts again at day one.
    const gap = await signInState(deps.db, id, day(10));
    expect(gap).toMatchObject({ signedToday: false, streak: 0, todayPoints: 5 });
    const restart = await signInToday(deps.db, id, day(10));
    expect(restart).toMatchObject({ awarded: 5, streak: 1 });
  });
});
