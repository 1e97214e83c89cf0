import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../testing/server-process.js';

// Decision 032: the server as a process. Signals reach it through npm; PostgreSQL away at start is retried.
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the server process', () => {
  // `npm start` builds the web app first (the build is part of what it does).
  it.each([
    ['npm run start -w @rc/server', ['run', 'start', '-w', '@rc/server']],
    ['npm start', ['start']],
  ])(
    'stops cleanly on SIGTERM sent to `%s`, freeing its port',
    async (_name, args) => {
      const npm = startServerProcess({ RC_DATA_DIR: 'memory://' }, { cmd: 'npm', args, cwd: repoRoot });
      const base = await npm.listening;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      npm.child.kill('SIGTERM');
      await npm.exited;
      expect(npm.output()).toContain('shut down cleanly');
      // The server itself is gone, not only npm: nothing listens any more.
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    },
    180_000,
  );

  it('retries PostgreSQL that does not answer, saying why, then gives up in words', async () => {
    const server = startServerProcess({
      DATABASE_URL: 'postgres://rc:secret@127.0.0.1:1/rc',
      RC_DB_START_TIMEOUT_SECONDS: '2',
    });
    expect(await server.exited).toBe(1);
    const out = server.output();
    expect(out).toContain('PostgreSQL at 127.0.0.1:1/rc is not answering yet (connection refused');
    expect(out).toContain('trying again in 0.5 s');
    expect(out).toContain('giving up');
    expect(out).not.toContain('secret');
  });
});
