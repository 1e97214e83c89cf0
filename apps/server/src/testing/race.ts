import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Races for the tests that prove "exactly one wins": start every attempt at
 * once and count the outcomes.
 */
export interface RaceOutcome {
  attempts: number;
  ok: number;
  refused: number;
  /** HTTP 5xx or status -1: a race must end in a clean refusal, never a fault. */
  faults: number;
  /** How many attempts ended with each status. */
  statuses: Record<string, number>;
}

export async function race(
  attempts: readonly (() => Promise<{ http: number; status: number | null }>)[],
): Promise<RaceOutcome> {
  const results = await Promise.all(attempts.map((a) => a()));
  const statuses: Record<string, number> = {};
  for (const r of results) {
    const key = String(r.status);
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  return {
    attempts: results.length,
    ok: results.filter((r) => r.status === 0).length,
    refused: results.filter((r) => r.status !== 0 && r.status !== -1 && r.http < 500).length,
    faults: results.filter((r) => r.status === -1 || r.http >= 500).length,
    statuses,
  };
}

/**
 * Coupons whose ledger (the sum of their events' uses) disagrees with their used
 * count: must be 0. `since` limits it to coupons touched from then on (a run's own).
 */
export async function unbalancedCoupons(db: Db, since?: Date): Promise<number> {
  const r = await db.execute(sql`select count(*)::int as n from coupons c
      where c.used_count <> coalesce((select sum(e.count) from coupon_events e where e.coupon_id = c.id), 0)
      and (${since ?? null}::timestamptz is null or c.updated_at >= ${since ?? null}::timestamptz)`);
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}
