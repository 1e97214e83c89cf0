/**
 * One load target in its own process, so it has a core's event loop to itself and
 * autocannon (in the parent) does not share it. BENCH_TARGET=hello: a bare Fastify
 * JSON hello-world; BENCH_TARGET=pgrow: a bare Fastify + `pg` route that reads one row by primary key
 * (issue 23 point 4's floor) on BENCH_POSTGRES_URL's database; BENCH_TARGET=app: the real server (PGlite in memory, a fresh
 * database on BENCH_POSTGRES_URL, or the existing database BENCH_DATABASE_URL,
 * which several targets may share; BENCH_PORT fixes the port). Sends {origin, database, apiKey, applicantCode}
 * to the parent when listening; closes when the parent sends 'close'.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
import pg from 'pg';
import { startRealServer } from './server.js';

export interface TargetReady {
  origin: string;
  database: string;
  /** The PostgreSQL database the server uses ('' on PGlite), for benches that prepare data in it. */
  databaseUrl: string;
  apiKey: string;
  applicantCode: string;
}

async function start(): Promise<{ ready: TargetReady; close: () => Promise<void> }> {
  if (process.env.BENCH_TARGET === 'hello') {
    const app = Fastify({ logger: false });
    app.get('/', () => ({ hello: 'world' }));
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    return {
      ready: { origin, database: 'none', databaseUrl: '', apiKey: '', applicantCode: '' },
      close: () => app.close(),
    };
  }
  if (process.env.BENCH_TARGET === 'pgrow') return startPgRow(process.env.BENCH_POSTGRES_URL ?? '');
  const postgresAdminUrl = process.env.BENCH_POSTGRES_URL || undefined;
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const server = await startRealServer({
    ...(databaseUrl ? { databaseUrl } : postgresAdminUrl ? { postgresAdminUrl } : {}),
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
  });
  return {
    ready: {
      origin: server.origin,
      database: server.database,
      databaseUrl: server.config.databaseUrl,
      apiKey: server.config.apiKey,
      applicantCode: server.config.applicantCode,
    },
    close: () => server.close(),
  };
}

/**
 * The floor of a PostgreSQL read: Fastify and a `pg` pool of 10 (as the server's), one
 * prepared single-row select by primary key per request, the row sent as JSON. The table
 * is made for the run in the given database and dropped at close.
 */
async function startPgRow(url: string): Promise<{ ready: TargetReady; close: () => Promise<void> }> {
  if (!url) throw new Error('BENCH_TARGET=pgrow needs BENCH_POSTGRES_URL');
  const table = `bench_pgrow_${process.pid}`;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  await pool.query(`create table ${table} (id int primary key, name text not null, at timestamptz not null)`);
  await pool.query(`insert into ${table} select g, 'row ' || g, now() from generate_series(1, 1000) g`);
  const query = { name: 'bench-pgrow', text: `select id, name, at from ${table} where id = $1` };
  const app = Fastify({ logger: false });
  app.get('/', async () => {
    const { rows } = await pool.query<{ id: number; name: string; at: Date }>({
      ...query,
      values: [1 + Math.floor(Math.random() * 1000)],
    });
    return { status: 0, data: rows[0] };
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    ready: { origin, database: 'PostgreSQL', databaseUrl: url, apiKey: '', applicantCode: '' },
    close: async () => {
      await app.close();
      await pool.query(`drop table if exists ${table}`);
      await pool.end();
    },
  };
}

const send = (message: unknown) => {
  if (!process.send) throw new Error('lib/target.ts runs as a child process of api-load.ts');
  process.send(message);
};

try {
  const { ready, close } = await start();
  let closing = false;
  const shutDown = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`close failed: ${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  // profile-api.ts: a CPU profile of the load only (not start-up and seed), on request.
  let profiler: Session | null = null;
  process.on('message', (message) => {
    if (message === 'close') shutDown();
    else if (message === 'cpu') {
      // CPU time this process has used (user + system, µs): per request, it does not move with the host's load.
      const used = process.cpuUsage();
      send({ answer: message, value: used.user + used.system });
    } else if (message === 'profile:start') {
      const session = new Session();
      session.connect();
      profiler = session;
      void session
        .post('Profiler.enable')
        .then(() => session.post('Profiler.setSamplingInterval', { interval: 200 }))
        .then(() => session.post('Profiler.start'))
        .then(() => send({ answer: message }));
    } else if (typeof message === 'string' && message.startsWith('profile:stop:') && profiler) {
      const session = profiler;
      profiler = null;
      void session.post('Profiler.stop').then(({ profile }) => {
        writeFileSync(message.slice('profile:stop:'.length), JSON.stringify(profile));
        session.disconnect();
        send({ answer: message });
      });
    }
  });
  // The parent went away without saying so: still drop the bench database.
  process.on('disconnect', shutDown);
  send({ ready });
} catch (err) {
  send({ error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
}
