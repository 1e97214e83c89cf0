import { loadConfig } from './config.js';
import { buildApp } from './app.js';

/** Reads the settings, listens, prints where to start, and shuts down gracefully. */
const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
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
