import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsList, routePath } from '@rc/contract';
import { createTestApp, type TestApp } from '../testing/test-app.js';

// Decision 032: Prometheus metrics, readable from this machine or with the metrics token.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RC_METRICS_TOKEN: 'scrape-token' });
});
afterAll(() => t.close());

const scrape = (opts: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'GET', url: '/metrics', ...opts });

describe('/metrics', () => {
  it('counts requests and their latency by route pattern, with event-loop delay and live streams', async () => {
    await t.call({ method: 'GET', url: routePath(newsList), token: 'no-such-session' });
    await t.app.inject({ method: 'GET', url: '/healthz' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toContain(
      `rc_http_requests_total{method="GET",route="${routePath(newsList)}",status="200"} 1`,
    );
    expect(text).toContain('rc_http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toMatch(/rc_http_request_duration_seconds_count\{method="GET",route="\/healthz"\} 1/);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds');
    expect(text).toContain('rc_live_streams 0');
  });

  it('is refused to other machines and to what a local proxy forwards, unless they bring the token', async () => {
    expect((await scrape({ remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    expect((await scrape({ headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(403);
    expect(
      (await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer wrong' } })).statusCode,
    ).toBe(403);
    expect(
      (await scrape({ remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer scrape-token' } }))
        .statusCode,
    ).toBe(200);
  });

  it("lets a closed app's database go: what the process keeps for the metrics does not hold it", async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // In a function of its own, so that nothing on this test's stack keeps the app.
    const closed = async () => {
      const other = await createTestApp();
      await other.app.inject({ method: 'GET', url: '/healthz' });
      expect((await other.app.inject({ method: 'GET', url: '/metrics' })).body).toContain(
        'nodejs_eventloop_lag_p99_seconds',
      );
      const database = new WeakRef(other.database.db);
      await other.close();
      return database;
    };
    const database = await closed();
    for (let i = 0; i < 10 && database.deref(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      gc();
    }
    expect(database.deref()).toBeUndefined();
  });
});
