import pg from 'pg';

/**
 * Bench-only customers with live sessions, made in one statement each on the
 * server side (generate_series), for loads that need many distinct customers.
 * Their personal fields are placeholders (no real data); each session's token is
 * `bench-token-<pid>`, its hash computed in SQL the way session-store hashes.
 */
export async function benchCustomers(
  databaseUrl: string,
  prefix: string,
  count: number,
): Promise<{ tokens: string[]; pids: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with c as (
         insert into customers (pid, cust_name, mobile_sealed, mobile_index, is_verify, branch_company_code)
         select 'B' || $1::text || '-' || g, 'bench', 'bench', 'bench-' || $1::text || '-' || g, 'Y', '110000'
         from generate_series(1, $2::int) as g
         returning id, pid
       )
       insert into sessions (token_hash, kind, customer_id, channel_id, expires_at,
                             submit_public_key, submit_private_key_sealed, read_public_key, read_private_key_sealed)
       select encode(sha256(convert_to('bench-token-' || pid, 'UTF8')), 'hex'), 'customer', id, 'bench',
              now() + interval '1 day', '', '', '', ''
       from c`,
      [prefix, count],
    );
  } finally {
    await client.end();
  }
  const pids = Array.from({ length: count }, (_, i) => `B${prefix}-${i + 1}`);
  return { pids, tokens: pids.map((p) => `bench-token-${p}`) };
}

/** The p-th percentile (0–100) of a list of numbers. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}
