import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

/**
 * A fault run on the embedded database (decision 032):
 * `npm run fault:embedded -w @rc/server [-- <rounds>]`.
 * Kills the first start part-way, then in each round starts the real server,
 * writes through HTTP (analytics events, each with its own id, acknowledged by the
 * 204 after its commit) from 8 writers, and kills it (SIGKILL) mid-load. At the end
 * every acknowledged write is looked up: found, lost, duplicated; and how long each
 * start after a crash took to answer /readyz.
 */
const rounds = Number(process.argv[2] ?? 5);
const runId = Date.now().toString(36);
const root = mkdtempSync(join(tmpdir(), 'rc-faults-'));
const dir = join(root, 'db');
// With DATABASE_URL set, the same run on PostgreSQL (the server is killed, not the database).
const databaseUrl = process.env.DATABASE_URL ?? '';
const env = {
  RC_DATA_DIR: dir,
  DATABASE_URL: databaseUrl,
  RC_DEMO: '1',
  RC_RATE_LIMIT_PER_MINUTE: '10000000',
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readyAfter(server: ServerProcess, started: number): Promise<{ base: string; ms: number }> {
  const base = await server.listening;
  for (;;) {
    const res = await fetch(`${base}/readyz`).catch(() => null);
    if (res?.status === 200) return { base, ms: Date.now() - started };
    await sleep(20);
  }
}

function event(id: string): string {
  const record = { type: 'track', event: 'fault_probe', properties: { probe: id } };
  return `data=${encodeURIComponent(Buffer.from(JSON.stringify(record)).toString('base64'))}`;
}

const acknowledged = new Set<string>();
const recoveries: number[] = [];
let sent = 0;

// The first start, killed while it creates and seeds the database.
const first = startServerProcess(env);
await sleep(2500);
first.child.kill('SIGKILL');
await first.exited;

for (let round = 0; round < rounds; round++) {
  const started = Date.now();
  const server = startServerProcess(env);
  const { base, ms } = await readyAfter(server, started);
  recoveries.push(ms);
  let stop = false;
  const writer = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const id = `${runId}-r${round}-w${w}-${i}`;
      sent++;
      try {
        const res = await fetch(`${base}/api/rcservice/analytics/collect`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: event(id),
        });
        if (res.status === 204) acknowledged.add(id);
      } catch {
        return; // the server is gone
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, w) => writer(w));
  await sleep(1500 + Math.random() * 2500);
  server.child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  await server.exited;
}

// Look every acknowledged write up (the lock of the killed process is stale and taken over).
const database = await openDatabase({ databaseUrl, dataDir: dir });
const res: unknown = await database.db.execute(
  sql`select properties->>'probe' as id, count(*)::int as n from analytics_events
      where event = 'fault_probe' and properties->>'probe' like ${`${runId}-%`} group by 1`,
);
await database.close();
const stored = new Map((res as { rows: { id: string; n: number }[] }).rows.map((r) => [r.id, r.n]));
let found = 0;
let lost = 0;
for (const id of acknowledged) {
  if (stored.has(id)) found++;
  else lost++;
}
const duplicated = [...stored.values()].filter((n) => n > 1).length;
const unacknowledgedKept = [...stored.keys()].filter((id) => !acknowledged.has(id)).length;
rmSync(root, { recursive: true, force: true });
const summary = {
  database: databaseUrl ? 'PostgreSQL' : 'PGlite',
  rounds,
  sent,
  acknowledged: acknowledged.size,
  found,
  lost,
  duplicated,
  unacknowledgedKept,
  recoveryMs: { first: recoveries[0], afterCrash: recoveries.slice(1) },
};
process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
process.exitCode = lost > 0 || duplicated > 0 ? 1 : 0;
