import http from 'node:http';

/**
 * A loopback load balancer for the multi-process bench: round-robin over the
 * upstream origins, keep-alive to each, no session affinity (any process may
 * answer any request: the servers keep no state of their own).
 */
export async function startBalancer(
  upstreams: readonly string[],
): Promise<{ origin: string; close: () => Promise<void> }> {
  const agents = upstreams.map(() => new http.Agent({ keepAlive: true, maxSockets: 64 }));
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const server = http.createServer((req, res) => {
    const i = next++ % targets.length;
    const target = targets[i];
    if (!target) return res.writeHead(502).end();
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent: agents[i],
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      for (const a of agents) a.destroy();
    },
  };
}
