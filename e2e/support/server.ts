import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTestApp, type TestApp } from '../../apps/server/src/testing/test-app.js';

export const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

/** The server's own error lines, on the run's output: a journey that fails shows why the server failed too. */
const serverErrors = { write: (line: string) => void process.stderr.write(`[server] ${line}`) };

/** The real server and the built app on a fresh database, listening on a free loopback port. */
export async function startServer(env: Record<string, string> = {}): Promise<{ t: TestApp; origin: string }> {
  if (!existsSync(`${webDist}/index.html`))
    throw new Error('apps/web/dist is missing: run npm run build first');
  const t = await createTestApp(
    {
      RC_WEB_DIST: webDist,
      RC_VALIDATE_REPLIES: '1',
      RC_LOG_LEVEL: 'error',
      // `RC_SSR_LANDING=1 npx vitest run --project e2e ...` runs a suite with the landing drawn (decision 052).
      ...(process.env.RC_SSR_LANDING ? { RC_SSR_LANDING: process.env.RC_SSR_LANDING } : {}),
      ...env,
    },
    { logStream: serverErrors },
  );
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, origin: address };
}
