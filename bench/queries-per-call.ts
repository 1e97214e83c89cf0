/**
 * Statements per call (issue 10): how many database round trips each loaded
 * endpoint makes (BEGIN and COMMIT included), counted on the PostgreSQL driver
 * of the real server running in this process, so the figure does not depend on
 * how busy the host is. Printed, never asserted. The session cache's fence (one
 * `select 1` on the listening connection, shared by concurrent calls) is its own column.
 *
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run queries -w @rc/bench
 */
import pg from 'pg';
import { printHeader, table } from './lib/machine.js';
import { apiHeaders, login, startRealServer } from './lib/server.js';

const calls = 50;

async function main(): Promise<void> {
  printHeader('Statements per call');
  const adminUrl = process.env.DATABASE_URL ?? '';
  if (!adminUrl) {
    process.stdout.write('PostgreSQL: skipped: set DATABASE_URL\n');
    return;
  }
  let count = 0;
  let fences = 0;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  // Every statement the server's pool sends goes through Client#query; the session
  // cache's fence (`select 1` on the listening connection, decision 025) is counted apart.
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    // The fence's round trip: `select 1`, or the change-log look that replaces it (decision 055).
    if (
      first === 'select 1' ||
      (typeof first === 'object' &&
        first !== null &&
        'name' in first &&
        first.name === 'rc_customer_changes_look')
    )
      fences += 1;
    else count += 1;
    return query.apply(this, args);
  };
  const server = await startRealServer({ postgresAdminUrl: adminUrl });
  try {
    const keys = { apiKey: server.config.apiKey, applicantCode: server.config.applicantCode };
    const token = await login({ origin: server.origin, config: keys }, 'myCoupons');
    const headers = apiHeaders(keys, token);
    const post = { ...headers, 'content-type': 'application/json' };
    const page = JSON.stringify({ onPagenum: 1, onPagesize: 10 });
    const list = (await (
      await fetch(`${server.origin}/api/rcservice/rights/R00010066`, {
        method: 'POST',
        headers: post,
        body: page,
      })
    ).json()) as { data: { list: { id: string }[] } };
    const couponId = list.data.list[0]?.id ?? '1';
    const endpoints: [string, string, RequestInit][] = [
      ['rights home', 'rights/R00010024', { headers }],
      ['my coupons p1', 'rights/R00010066', { method: 'POST', headers: post, body: page }],
      ['ongoing orders', 'order/R00010014?onPagenum=1&onPagesize=10', { headers }],
      ['coupon detail', `rights/R00010027/${couponId}`, { headers }],
    ];
    const rows = [['endpoint', 'statements per call', 'fence round trips per call']];
    for (const [name, path, init] of endpoints) {
      await (await fetch(`${server.origin}/api/rcservice/${path}`, init)).text();
      const before = count;
      const fencesBefore = fences;
      for (let i = 0; i < calls; i++)
        await (await fetch(`${server.origin}/api/rcservice/${path}`, init)).text();
      rows.push([name, ((count - before) / calls).toFixed(1), ((fences - fencesBefore) / calls).toFixed(1)]);
    }
    process.stdout.write(`${table(rows)}\n`);
  } finally {
    proto.query = query;
    await server.close();
  }
}

await main();
