/**
 * One load target in its own process, so it has a core's event loop to itself and
 * autocannon (in the parent) does not share it. BENCH_TARGET=hello: a bare Fastify
 * JSON hello-world; BENCH_TARGET=app: the real server (PGlite in memory, a fresh
 * database on BENCH_POSTGRES_URL, or the existing database BENCH_DATABASE_URL,
 * which several targets may share; BENCH_PORT fixes the port). Sends {origin, database, apiKey, applicantCode}
 * to the parent when listening; closes when the parent sends 'close'.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import Fastify from 'fastify';
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
