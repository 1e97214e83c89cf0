import { and, eq, inArray, sql } from 'drizzle-orm';
import { chinaDay, type DailySignIn } from '@rc/contract';
import type { Db, DbOrTx } from '../db/client.js';
import { customers, dailySignIns } from '../db/schema/index.js';

/** Days are China's (`chinaDay`: Asia/Shanghai is UTC+8 all year, no daylight saving). */
const dayMs = 86_400_000;

/**
 * Points by the day of the seven-day cycle: five a day, twenty on the seventh
 * consecutive day; the eighth day starts a new cycle (docs/decisions/013).
 */
export const cycleRewards = [5, 5, 5, 5, 5, 5, 20] as const;

function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - dayMs).toISOString().slice(0, 10);
}

/** The points of the n-th consecutive day (n from 1). */
export function pointsForStreakDay(n: number): number {
  return cycleRewards[(Math.max(1, n) - 1) % cycleRewards.length] ?? cycleRewards[0];
}

async function lastTwoDays(db: DbOrTx, customerId: string, today: string) {
  const rows = await db
    .select()
    .from(dailySignIns)
    .where(
      and(eq(dailySignIns.customerId, customerId), inArray(dailySignIns.day, [today, dayBefore(today)])),
    );
  return { todayRow: rows.find((r) => r.day === today), yesterdayRow: rows.find((r) => r.day !== today) };
}

/** Today's sign-in state: signed or not, the streak, and the seven days of the current cycle. */
export async function signInState(db: DbOrTx, customerId: string, now = new Date()): Promise<DailySignIn> {
  const today = chinaDay(now);
  const { todayRow, yesterdayRow } = await lastTwoDays(db, customerId, today);
  const streak = todayRow?.streak ?? yesterdayRow?.streak ?? 0;
  const signedToday = todayRow !== undefined;
  // Today's place in the streak: the day just signed, or the one a sign-in would make.
  const n = signedToday ? streak : streak + 1;
  const todayInCycle = ((n - 1) % cycleRewards.length) + 1;
  const [me] = await db
    .select({ remainPoint: customers.remainPoint })
    .from(customers)
    .where(eq(customers.id, customerId));
  return {
    today,
    signedToday,
    streak,
    todayPoints: todayRow?.points ?? pointsForStreakDay(n),
    cycle: cycleRewards.map((points, i) => ({
      dayOfCycle: i + 1,
      points,
      signed: i + 1 < todayInCycle || (i + 1 === todayInCycle && signedToday),
    })),
    remainPoint: me?.remainPoint ?? 0,
  };
}

/**
 * Signs the customer in for today. The (customer, day) key lets one of any
 * number of racing taps insert; only that one adds the points, in the same
 * transaction, so the balance and the sign-in rows always agree.
 */
export async function signInToday(
  db: Db,
  customerId: string,
  now = new Date(),
): Promise<DailySignIn & { awarded: number }> {
  const today = chinaDay(now);
  const awarded = await db.transaction(async (tx) => {
    const { todayRow, yesterdayRow } = await lastTwoDays(tx, customerId, today);
    if (todayRow) return 0;
    const streak = (yesterdayRow?.streak ?? 0) + 1;
    const points = pointsForStreakDay(streak);
    const inserted = await tx
      .insert(dailySignIns)
      .values({ customerId, day: today, streak, points, at: now })
      .onConflictDoNothing()
      .returning({ day: dailySignIns.day });
    if (inserted.length === 0) return 0;
    await tx
      .update(customers)
      .set({ remainPoint: sql`${customers.remainPoint} + ${points}`, updatedAt: now })
      .where(eq(customers.id, customerId));
    return points;
  });
  return { ...(await signInState(db, customerId, now)), awarded };
}
