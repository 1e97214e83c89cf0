import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  chinaDay,
  chinaDayStart,
  type DashboardResponseDay,
  type Locale,
  type OpsDashboard,
} from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import type { AppDeps } from '../../http/deps.js';

/**
 * The dashboards' figures, each one aggregate SQL over the live tables. Days are
 * China calendar days (UTC+8, no daylight saving), the day the customer lived.
 */

/** The `days` China days ending today, oldest first. */
export function lastDays(now: Date, days: number): string[] {
  const today = Date.parse(`${chinaDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The SQL expression of a timestamptz column's China day. */
const dayOf = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') + interval '8 hours')::date::text`);

/** Raw rows are checked before use: the two drivers answer numerics differently (string or number). */
const num = z.union([z.number(), z.string()]).transform(Number);
const maybeNum = z
  .union([z.number(), z.string(), z.null()])
  .transform((v) => (v === null ? null : Number(v)));

async function rows<T extends z.ZodType>(
  db: DbOrTx,
  schema: T,
  query: ReturnType<typeof sql>,
): Promise<z.output<T>[]> {
  // The embedded and the networked driver answer rows in different envelopes.
  const result: unknown = await db.execute(query);
  const list = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  return z.array(schema).parse(list);
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export async function dashboardStats(
  deps: AppDeps,
  days: number,
  locale: Locale,
  now = new Date(),
): Promise<OpsDashboard> {
  const dayList = lastDays(now, days);
  const from = dayList[0] ?? chinaDay(now);
  const to = dayList[dayList.length - 1] ?? chinaDay(now);
  // The first instant of the first China day.
  const since = chinaDayStart(from);
  const nameColumn = locale === 'en-US' ? 'name_en' : 'name';

  const byService = await rows(
    deps.db,
    z.object({ service_type: z.string(), service_name: z.string().nullable(), status: z.string(), n: num }),
    sql`select o.service_type, min(c.${sql.raw(nameColumn)}) as service_name, o.status, count(*)::int as n
        from orders o left join service_catalogue c on c.service_type = o.service_type
        where o.created_at >= ${since.toISOString()}::timestamptz
        group by o.service_type, o.status
        order by o.service_type, o.status`,
  );

  const redemptions = await rows(
    deps.db,
    z.object({ day: z.string(), n: num }),
    sql`select ${dayOf('r.redeemed_at')} as day, count(*)::int as n
        from redemptions r
        where r.state <> 'undone' and r.redeemed_at >= ${since.toISOString()}::timestamptz
        group by 1`,
  );
  const redeemedOn = new Map(redemptions.map((r) => [r.day, r.n]));

  // Per rescue: minutes from the request to the first accept and to the first arrival
  // over all its work orders (a reassigned rescue keeps its first promise's clock).
  const response = await rows(
    deps.db,
    z.object({
      day: z.string(),
      n: num,
      accept_median: maybeNum,
      accept_p90: maybeNum,
      arrival_median: maybeNum,
      arrival_p90: maybeNum,
    }),
    sql`with r as (
          select o.id, ${dayOf('o.created_at')} as day,
            extract(epoch from (min(e.at) filter (where e.status = 'accepted') - o.created_at)) / 60 as accept_min,
            extract(epoch from (min(e.at) filter (where e.status = 'arrived') - o.created_at)) / 60 as arrival_min
          from orders o
          join rescue_dispatches d on d.order_id = o.id
          join rescue_dispatch_events e on e.dispatch_id = d.id
          where o.service_type = '1' and o.created_at >= ${since.toISOString()}::timestamptz
          group by o.id, o.created_at
        )
        select day, count(*)::int as n,
          percentile_cont(0.5) within group (order by accept_min) as accept_median,
          percentile_cont(0.9) within group (order by accept_min) as accept_p90,
          percentile_cont(0.5) within group (order by arrival_min) as arrival_median,
          percentile_cont(0.9) within group (order by arrival_min) as arrival_p90
        from r group by day`,
  );
  const responseOn = new Map(response.map((r) => [r.day, r]));

  return {
    from,
    to,
    ordersByService: byService.map((r) => ({
      serviceType: r.service_type,
      serviceName: r.service_name ?? r.service_type,
      status: r.status,
      count: r.n,
    })),
    redemptionsPerDay: dayList.map((day) => ({ day, count: redeemedOn.get(day) ?? 0 })),
    rescueResponse: dayList.map((day): DashboardResponseDay => {
      const r = responseOn.get(day);
      return {
        day,
        rescues: r?.n ?? 0,
        acceptMedian: round1(r?.accept_median ?? null),
        acceptP90: round1(r?.accept_p90 ?? null),
        arrivalMedian: round1(r?.arrival_median ?? null),
        arrivalP90: round1(r?.arrival_p90 ?? null),
      };
    }),
  };
}
