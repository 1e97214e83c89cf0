/**
 * Scale (issue 10): fills a separate PostgreSQL database (rc_scale on
 * DATABASE_URL's server, created by this script) with insurer-sized data,
 * 1 000 000 customers, 10 000 000 coupons and 2 000 000 orders at --scale 1,
 * then runs the API load of api-load.ts against it, beside the same load on a
 * small (demo-seeded) database, and prints EXPLAIN (ANALYZE, BUFFERS) of every
 * list query the loaded screens run, with whether it used an index.
 *
 * The rows are made by the database itself (INSERT … SELECT over generate_series,
 * one statement per million rows): nothing crosses the wire, which is faster
 * than COPY from this process would be. The secondary indexes are dropped for
 * the fill and built once afterwards; the primary and unique keys stay in place.
 * Figures are printed, never asserted.
 *
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run scale -w @rc/bench
 *   ... -- --scale 0.1            # 100 000 customers, 1 000 000 coupons, 200 000 orders
 *   ... -- --reuse                # keep an rc_scale already filled, only measure
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadRealServer, type Measured, type Row } from './lib/load.js';
import { mark, printHeader, table } from './lib/machine.js';
import { startRealServer } from './lib/server.js';
import { startTarget } from './lib/spawn.js';

const full = { customers: 1_000_000, couponsPerCustomer: 10, ordersPerCustomer: 2 } as const;
const batch = 1_000_000;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const log = (line: string) => process.stderr.write(`  ${line}\n`);

/** Runs one INSERT … SELECT per batch of `total` rows; `$1`/`$2` are the batch's first and last row number. */
async function fill(c: pg.Client, what: string, total: number, statement: string): Promise<number> {
  const start = performance.now();
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await c.query(statement, [from, to]);
    log(`${what}: ${to.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  }
  return (performance.now() - start) / 1000;
}

const filled = ['customers', 'coupons', 'orders'] as const;

/**
 * Drops the filled tables' secondary indexes (those behind no constraint: the
 * primary and unique keys stay, so the rows are still checked) and returns
 * their definitions, to be built once over all the rows after the fill: one
 * sorted build is many times faster than ten million random inserts into each.
 */
async function dropSecondaryIndexes(c: pg.Client): Promise<string[]> {
  const { rows } = await c.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = any($1::text[])
       and not exists (select 1 from pg_constraint k
                       where k.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [[...filled]],
  );
  for (const r of rows) await c.query(`drop index ${pg.escapeIdentifier(r.name)}`);
  return rows.map((r) => r.def);
}

async function generate(url: string, customers: number): Promise<string[][]> {
  const coupons = customers * full.couponsPerCustomer;
  const orders = customers * full.ordersPerCustomer;
  return withClient(url, async (c) => {
    await c.query('set synchronous_commit = off');
    await c.query(`set maintenance_work_mem = '1GB'`);
    const indexes = await dropSecondaryIndexes(c);
    const types = (
      await c.query<{ t: string }>('select service_type as t from service_catalogue order by sort')
    ).rows.map((r) => r.t);
    const rows: string[][] = [['table', 'rows', 'seconds', 'rows/s']];
    const add = (name: string, n: number, s: number) =>
      rows.push([name, n.toLocaleString('en'), s.toFixed(0), (n / s).toFixed(0)]);
    // Customers S<n>: placeholder personal fields (no real data), a plate each.
    add(
      'customers',
      customers,
      await fill(
        c,
        'customers',
        customers,
        `insert into customers (pid, cust_name, mobile_sealed, mobile_index, is_verify, plate_numbers, current_plate,
                                branch_company_code, joined_at)
         select 'S' || g, 'scale', 'scale', 'scale-' || g, 'Y', jsonb_build_array('浙A' || lpad((g % 100000)::text, 5, '0')),
                '浙A' || lpad((g % 100000)::text, 5, '0'), '110000', now() - (g % 2000) * interval '1 day'
         from generate_series($1::int, $2::int) as g`,
      ),
    );
    // A numbered view of the customers so coupons and orders can be spread over them.
    await c.query(`create temporary table scale_ids as
                   select row_number() over (order by pid) as n, id from customers where pid like 'S%'`);
    await c.query('create unique index on scale_ids (n)');
    await c.query('analyze scale_ids');
    const typeList = `array[${types.map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`;
    add(
      'coupons',
      coupons,
      await fill(
        c,
        'coupons',
        coupons,
        `insert into coupons (customer_id, service_type, name, name_en, code, state, source, valid_from, valid_to,
                              quantity, used_count, transferable, created_at, updated_at)
         select s.id, (${typeList})[1 + (g % ${types.length})], '规模券', 'Scale coupon', 'S' || lpad(g::text, 11, '0'),
                case when g % 10 < 6 then 'unused' when g % 10 < 9 then 'used' else 'transferred' end,
                'policy', now() - ((g % 400) * interval '1 day'), now() + ((365 - g % 400) * interval '1 day'),
                1, case when g % 10 between 6 and 8 then 1 else 0 end, false,
                now() - ((g % 400) * interval '1 day'), now() - ((g % 300) * interval '1 hour')
         from generate_series($1::int, $2::int) as g
         join scale_ids s on s.n = 1 + (g % ${customers})`,
      ),
    );
    add(
      'orders',
      orders,
      await fill(
        c,
        'orders',
        orders,
        `insert into orders (order_no, primary_check, customer_id, service_type, business_type, status, created_at, updated_at)
         select 'SO' || lpad(g::text, 12, '0'), 'chk', s.id, (${typeList})[1 + (g % ${types.length})], 'carWash',
                (array['submitted','accepted','inService','finished','finished','cancelled'])[1 + (g % 6)],
                now() - (g % 500) * interval '1 hour', now() - (g % 500) * interval '1 hour'
         from generate_series($1::int, $2::int) as g
         join scale_ids s on s.n = 1 + (g % ${customers})`,
      ),
    );
    const built = performance.now();
    for (const def of indexes) {
      await c.query(def);
      log(`index: ${def.replace(/ USING .*/, '')}`);
    }
    rows.push([`indexes (${indexes.length})`, '', ((performance.now() - built) / 1000).toFixed(0), '']);
    const start = performance.now();
    await c.query('analyze');
    rows.push(['analyze', '', ((performance.now() - start) / 1000).toFixed(0), '']);
    return rows;
  });
}

/** The list queries behind the loaded screens, as the server sends them, for one customer. */
function listQueries(customerId: string): { name: string; sql: string }[] {
  const q = (s: string) => s.replace(/\$C/g, `'${customerId}'`);
  const usable = `state = 'unused' and valid_from <= now() and valid_to > now() and used_count < quantity`;
  return [
    {
      name: 'session + viewer (every call)',
      sql: `select s.*, v.*, coalesce((select json_agg(cb.branch_code) from customer_branches cb where cb.customer_id = v.id), '[]'::json)
            from sessions s left join customers v on v.id = coalesce(s.acting_customer_id, s.customer_id)
            where s.token_hash = (select token_hash from sessions order by created_at desc limit 1) limit 1`,
    },
    {
      name: 'rights home: holdings',
      sql: q(`select service_type, count(*)::int, sum(quantity - used_count)::int, min(valid_to), min(source)
              from coupons where customer_id = $C and ${usable} group by service_type`),
    },
    {
      name: 'my coupons p1 (page + total)',
      sql: q(`select *, (count(*) over ())::int from coupons where customer_id = $C
              order by updated_at desc, id asc limit 10 offset 0`),
    },
    {
      name: 'my coupons, usable tab',
      sql: q(`select *, (count(*) over ())::int from coupons where customer_id = $C and ${usable}
              order by valid_to asc, id asc limit 10 offset 0`),
    },
    {
      name: 'ongoing orders: total',
      sql: q(`select count(*) from orders where customer_id = $C
              and status in ('submitted','accepted','inService','toVerify')`),
    },
    {
      name: 'ongoing orders: page',
      sql: q(`select * from orders where customer_id = $C and status in ('submitted','accepted','inService','toVerify')
              order by created_at desc, id desc limit 10 offset 0`),
    },
    {
      name: 'coupon detail: the coupon',
      sql: q(`select * from coupons where id = (select id from coupons where customer_id = $C limit 1)
              and customer_id = $C`),
    },
    {
      name: 'coupon detail: its events',
      sql: q(`select * from coupon_events where coupon_id = (select id from coupons where customer_id = $C limit 1)
              order by at asc`),
    },
  ];
}

async function explainAll(url: string): Promise<string> {
  return withClient(url, async (c) => {
    const [one] = (await c.query<{ id: string }>(`select id from customers where pid = 'S500'`)).rows;
    const customerId = one?.id ?? '00000000-0000-4000-8000-000000000000';
    const out: string[] = [];
    const summary = [['query', 'index used', 'plan top', 'exec ms', 'shared hit/read']];
    for (const { name, sql } of listQueries(customerId)) {
      const plan = (await c.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${sql}`)).rows.map(
        (r) => r['QUERY PLAN'],
      );
      const text = plan.join('\n');
      const indexes = [
        ...text.matchAll(/(?:Index(?: Only)? Scan|Bitmap Index Scan) (?:Backward )?(?:using|on) (\S+)/g),
      ]
        .map((m) => m[1])
        .filter((v, i, a) => a.indexOf(v) === i);
      const seq = [...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]);
      const exec = /Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? '?';
      const buffers = /Buffers: shared (?:hit=(\d+))?\s*(?:read=(\d+))?/.exec(text);
      summary.push([
        name,
        indexes.length ? indexes.join(', ') : 'NONE',
        (plan[0] ?? '').trim().split('  ')[0]?.slice(0, 40) ?? '',
        exec,
        `${buffers?.[1] ?? 0}/${buffers?.[2] ?? 0}${seq.length ? ` (seq: ${seq.join(',')})` : ''}`,
      ]);
      out.push(`-- ${name}\n${plan.join('\n')}`);
    }
    return `${table(summary)}\n\n${out.join('\n\n')}`;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '1' },
      reuse: { type: 'boolean', default: false },
      database: { type: 'string', default: 'rc_scale' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      'no-plans': { type: 'boolean', default: false },
    },
  });
  const customers = Math.round(full.customers * Number(values.scale));
  const opts = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  printHeader('Scale');
  const adminUrl = process.env.DATABASE_URL ?? '';
  if (!adminUrl) {
    process.stdout.write(
      'PostgreSQL: skipped: set DATABASE_URL (the scale database is made on its server)\n',
    );
    return;
  }
  const name = values.database;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('--database: a plain lower-case name');
  const url = databaseUrl(adminUrl, name);
  const exists = await withClient(adminUrl, async (c) =>
    Boolean((await c.query('select 1 from pg_database where datname = $1', [name])).rowCount),
  );
  let made: string[][] | null = null;
  if (!values.reuse || !exists) {
    await withClient(adminUrl, async (c) => {
      await c.query(`drop database if exists ${name} with (force)`);
      await c.query(`create database ${name}`);
    });
    // Migrations and the demo seed (the personas the load logs in as), by the server itself.
    const seeded = await startRealServer({ databaseUrl: url });
    await seeded.close();
    made = await generate(url, customers);
  }
  const sizes = await withClient(url, async (c) => {
    const counts = await c.query<{ t: string; n: string }>(
      `select 'customers' as t, count(*)::text as n from customers union all
       select 'coupons', count(*)::text from coupons union all select 'orders', count(*)::text from orders`,
    );
    const size = await c.query<{ s: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as s',
    );
    return `${counts.rows.map((r) => `${r.t} ${Number(r.n).toLocaleString('en')}`).join(', ')}; ${size.rows[0]?.s ?? '?'} on disk`;
  });
  process.stdout.write(`database:    ${name}: ${sizes}\n\n`);
  if (made) process.stdout.write(`${table(made)}\n\n`);

  // The same load on a small database (fresh, demo seed only) and on the large one.
  const small = await loadRealServer('small', startTarget('app', adminUrl), 1, opts, () => '');
  const large = await loadRealServer(
    'large',
    startTarget('app', '', { BENCH_DATABASE_URL: url }),
    1,
    opts,
    () => '',
  );
  const out = [['endpoint', 'small req/s', 'small p99', 'large req/s', 'large p99', 'p99 ratio', 'goal']];
  large.forEach((l: Row, i) => {
    const s: Measured | undefined = small[i]?.m;
    const ratio = s && s.p99 > 0 ? l.m.p99 / s.p99 : Number.NaN;
    out.push([
      l.endpoint,
      s ? s.rps.toFixed(0) : '?',
      s ? s.p99.toFixed(1) : '?',
      l.m.rps.toFixed(0),
      l.m.p99.toFixed(1),
      Number.isFinite(ratio) ? ratio.toFixed(2) : '?',
      `${mark(ratio <= 2)} (p99 ≤ 2× small)`,
    ]);
  });
  process.stdout.write(`${table(out)}\n\n`);
  if (!values['no-plans'])
    process.stdout.write(`EXPLAIN (ANALYZE, BUFFERS), customer S500:\n${await explainAll(url)}\n`);
}

await main();
