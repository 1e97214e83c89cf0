import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { StartupError } from './db/startup-error.js';

/** Reads the settings, listens, prints where to start, and shuts down gracefully. */
const config = loadConfig();
let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({ config });
} catch (err) {
  // What went wrong and what to do, in words (a locked, full, read-only or unfinished data directory; PostgreSQL away).
  if (!(err instanceof StartupError)) throw err;
  process.stderr.write(`\nThe server cannot start.\n${err.message}\n\n`);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // `on`, not `once`: Ctrl-C reaches the server twice (from the terminal and forwarded by
  // npm), and a second signal with no handler would kill it mid-shutdown. Repeats are
  // noted; the grace below still bounds the shutdown.
  process.on(signal, () => {
    if (closing) {
      app.log.info({ signal }, 'already shutting down');
      return;
    }
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    const force = setTimeout(() => {
      app.log.error(
        { graceMs: config.shutdownGraceMs },
        'forced exit: requests were still in flight when the shutdown grace ran out',
      );
      process.exit(1);
    }, config.shutdownGraceMs);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shut down cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.port, host: config.host });
const base = config.publicUrl || `http://localhost:${config.port}`;
const db = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`;
process.stdout.write(`\nRights and services centre is up on ${base} (database: ${db})\n`);
if (config.demo) process.stdout.write(`Demo launcher: ${base}/demo\n\n`);
