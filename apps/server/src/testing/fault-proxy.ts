import net from 'node:net';

/**
 * A small TCP proxy between the server and PostgreSQL that can add latency,
 * drop every open connection, and refuse new ones for a while (what a client
 * sees while the database restarts). toxiproxy is not available here; this is
 * the part of it the fault suite needs.
 */
export interface FaultProxy {
  port: number;
  /** Delay every chunk in both directions by this many milliseconds. */
  setLatency(ms: number): void;
  /** Ends every open connection at once (server restart, network cut). */
  dropAll(): number;
  /** While true, new connections are cut as soon as they arrive. */
  setRefusing(on: boolean): void;
  /** Connections opened so far. */
  opened(): number;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let latency = 0;
  let refusing = false;
  let count = 0;
  const live = new Set<net.Socket>();

  const forward = (from: net.Socket, to: net.Socket) => {
    from.on('data', (chunk: Buffer) => {
      if (latency === 0) {
        to.write(chunk);
        return;
      }
      from.pause();
      setTimeout(() => {
        if (!to.destroyed) to.write(chunk);
        from.resume();
      }, latency);
    });
  };

  const server = net.createServer((client) => {
    if (refusing) {
      client.destroy();
      return;
    }
    count++;
    const upstream = net.connect(target.port, target.host);
    live.add(client);
    live.add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      live.delete(client);
      live.delete(upstream);
    };
    client.on('error', end);
    upstream.on('error', end);
    client.on('close', end);
    upstream.on('close', end);
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fault proxy did not bind');

  return {
    port: address.port,
    setLatency: (ms) => {
      latency = ms;
    },
    dropAll: () => {
      const n = live.size / 2;
      for (const s of [...live]) s.destroy();
      live.clear();
      return n;
    },
    setRefusing: (on) => {
      refusing = on;
    },
    opened: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of [...live]) s.destroy();
        server.close(() => resolve());
      }),
  };
}
