/**
 * API load (docs/decisions/007-bench-method.md): autocannon against the real server
 * on PGlite (in memory) and on PostgreSQL (a fresh database on DATABASE_URL's
 * server), beside a bare Fastify JSON hello-world and, with PostgreSQL, a bare Fastify + `pg` route
 * reading one row by primary key (issue 23 point 4's floor), in one run on this machine.
 * Every target runs in its own child process, one at a time; autocannon runs in
 * this process; loopback only. One persona is logged in once per server and its
 * token reused. Prints req/s, p50, p99 and the ratio to hello-world with the goals
 * marked met/missed. Figures are printed, never asserted.
 *
 *   npm run api-load -w @rc/bench [-- --duration 10 --warmup 2 --connections 10]
 *   DATABASE_URL=postgres://rc:rc@127.0.0.1:5432/rc_test npm run api-load -w @rc/bench
 *   ... -- --no-pglite     (hello-world, the one-row floor and PostgreSQL only)
 */
import { parseArgs } from 'node:util';
import { printHeader, table } from './lib/machine.js';
import { mark } from './lib/machine.js';
import { cpuReader, goals, loadRealServer, measure, persona, type Measured, type Row } from './lib/load.js';
import { startTarget } from './lib/spawn.js';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '10' },
      // Only the PostgreSQL rows and their floors (hello-world, one row): a shorter run.
      'no-pglite': { type: 'boolean', default: false },
    },
  });
  const opts = {
    duration: Number(values.duration),
    warmup: Number(values.warmup),
    connections: Number(values.connections),
  };
  const postgresUrl = process.env.DATABASE_URL ?? '';
  printHeader('API load');
  process.stdout.write(
    `method:      autocannon in this process, ${opts.connections} connections, ${opts.warmup} s warm-up + ` +
      `${opts.duration} s per endpoint, loopback; each target in its own child process, one at a time\n` +
      `server:      logs silent, RC_VALIDATE_REPLIES=0, rate limit 100000000/min; persona ${persona}, ` +
      `logged in once\n\n`,
  );

  const hello = await startTarget('hello');
  let helloMeasured: Measured;
  try {
    helloMeasured = await measure(
      `${hello.ready.origin}/`,
      { method: 'GET', headers: {} },
      opts,
      cpuReader(hello),
    );
  } finally {
    await hello.stop();
  }
  process.stderr.write(`  hello-world: ${helloMeasured.rps.toFixed(0)} req/s\n`);
  const rows: Row[] = [
    {
      target: 'Fastify hello-world',
      endpoint: 'GET / {hello:world}',
      reply: '200',
      m: helloMeasured,
      goal: '',
    },
  ];
  if (!values['no-pglite'])
    rows.push(...(await loadRealServer('PGlite', startTarget('app'), helloMeasured.rps, opts)));
  let pgNote = '';
  let pgRowRps = 0;
  if (postgresUrl) {
    const pgRow = await startTarget('pgrow', postgresUrl);
    let pgRowMeasured: Measured;
    try {
      pgRowMeasured = await measure(
        `${pgRow.ready.origin}/`,
        { method: 'GET', headers: {} },
        opts,
        cpuReader(pgRow),
      );
    } finally {
      await pgRow.stop();
    }
    pgRowRps = pgRowMeasured.rps;
    process.stderr.write(`  Fastify + pg, one row: ${pgRowRps.toFixed(0)} req/s\n`);
    rows.push({
      target: 'Fastify + pg',
      endpoint: 'GET / one row by primary key',
      reply: '200',
      m: pgRowMeasured,
      goal: '',
    });
    rows.push(
      ...(await loadRealServer(
        'PostgreSQL',
        startTarget('app', postgresUrl),
        helloMeasured.rps,
        opts,
        (m) =>
          `${mark(m.rps >= goals.pgRowRatio * pgRowRps && m.p99 <= goals.pgP99Ms)} (≥50% of one row, p99≤50)`,
      )),
    );
  } else pgNote = 'PostgreSQL: skipped: set DATABASE_URL';

  const out = [
    [
      'target',
      'endpoint',
      'reply',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs hello',
      'vs pg row',
      'CPU µs/req',
      'non-2xx',
      'goal',
    ],
  ];
  for (const row of rows) {
    out.push([
      row.target,
      row.endpoint,
      row.reply,
      row.m.rps.toFixed(0),
      row.m.p50.toFixed(1),
      row.m.p99.toFixed(1),
      `${((row.m.rps / helloMeasured.rps) * 100).toFixed(0)}%`,
      pgRowRps && row.target.startsWith('PostgreSQL') ? `${((row.m.rps / pgRowRps) * 100).toFixed(0)}%` : '',
      row.m.cpuUsPerRequest === undefined ? '' : row.m.cpuUsPerRequest.toFixed(0),
      String(row.m.non2xx + row.m.errors),
      row.goal,
    ]);
  }
  process.stdout.write(`${table(out)}\n`);
  if (pgNote) process.stdout.write(`${pgNote}\n`);
  process.stdout.write(
    'reply = HTTP status / envelope status of one probe call before the load (0 ok; -2 "not available\n' +
      'yet": the handler is not built, so the figure measures the plumbing, not the query).\n' +
      "CPU µs/req = the target process's CPU time (user + system) over the measured window / requests\n" +
      "served: it hardly moves with the host's load (req/s does). PGlite runs inside the server, so\n" +
      'its figure includes the database; on PostgreSQL the database processes are not counted.\n',
  );
}

await main();
