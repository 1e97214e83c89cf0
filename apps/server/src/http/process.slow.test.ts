import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { startServerProcess } from '../testing/server-process.js';

// Decision 032: the server as a process. Signals reach it through npm; PostgreSQL away at start is retried.
// Without the demo data (RC_DEMO=0): what is tested here is the process, and seeding was most of each start.
const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

/** A request whose body stops after its first 5 bytes (it stays in flight); resolves with the reply. */
function partialRequest(port: number, body: string) {
  const socket = connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const reply = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    'POST /api/rcservice/analytics/collect HTTP/1.1\r\nhost: x\r\nconnection: close\r\n' +
      `content-type: application/x-www-form-urlencoded\r\ncontent-length: ${body.length}\r\n\r\n` +
      body.slice(0, 5),
  );
  return { socket, reply };
}

describe('the server process', () => {
  // `npm start` (which builds the web app first) is proven once per run in npm-start.slow.test.ts.
  it(
    'stops cleanly on SIGTERM sent to `npm run start -w @rc/server`, freeing its port',
    { timeout: 180_000 },
    async () => {
      const npm = startServerProcess(
        { RC_DATA_DIR: 'memory://', RC_DEMO: '0' },
        { cmd: 'npm', args: ['run', 'start', '-w', '@rc/server'], cwd: repoRoot },
      );
      try {
        const base = await npm.listening;
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
        npm.child.kill('SIGTERM');
        await npm.exited;
        expect(npm.output()).toContain('shut down cleanly');
        // The server itself is gone, not only npm: nothing listens any more.
        await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      } finally {
        npm.child.kill('SIGKILL');
      }
    },
  );

  it('finishes the request in flight and exits cleanly when the signal comes again meanwhile (npm forwards the Ctrl-C the server got too)', async () => {
    const server = startServerProcess({ RC_DATA_DIR: 'memory://', RC_DEMO: '0' });
    const port = Number(new URL(await server.listening).port);
    const record = { type: 'track', event: 'shutdown_probe', properties: {} };
    const body = `data=${encodeURIComponent(Buffer.from(JSON.stringify(record)).toString('base64'))}`;
    const { socket, reply } = partialRequest(port, body);
    await vi.waitFor(() => expect(server.output()).toContain('/api/rcservice/analytics/collect'));
    server.child.kill('SIGINT');
    await vi.waitFor(() => expect(server.output()).toContain('shutting down'));
    server.child.kill('SIGINT');
    server.child.kill('SIGTERM');
    // The rest of the body arrives: the request is answered, then the server stops.
    socket.write(body.slice(5));
    expect(await reply).toMatch(/^HTTP\/1\.1 204/);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
  }, 120_000);

  it('logs a forced exit when a request is still in flight once the shutdown grace runs out', async () => {
    const server = startServerProcess({
      RC_DATA_DIR: 'memory://',
      RC_DEMO: '0',
      RC_SHUTDOWN_GRACE_MS: '500',
    });
    const port = Number(new URL(await server.listening).port);
    // A request whose body never finishes arriving: it stays in flight.
    const { socket } = partialRequest(port, 'data='.padEnd(100, 'x'));
    await vi.waitFor(() => expect(server.output()).toContain('/api/rcservice/analytics/collect'));
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('shutting down: finishing the requests in flight');
    expect(server.output()).toContain('forced exit: requests were still in flight');
    socket.destroy();
  }, 120_000);

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
  }, 120_000);
});
