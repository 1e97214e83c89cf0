import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { analyticsEvents, customers, feedbackReports } from '../db/schema/index.js';
import { loginAs, type Reply } from '../testing/handoff.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 21, finding 11 (open intake): the feedback report and the analytics
 * collector take calls without a session, so what one call may make the server
 * keep is bounded by a body limit of their own (whatever the general one), and an
 * identity the body claims is not believed: the session's own person, or nobody.
 * Each block was seen failing on the code before decision 045.
 */
let t: TestApp;
let me: { token: string };
let myPid = '';

beforeAll(async () => {
  // A general limit raised for large uploads must not raise what open calls take.
  t = await createTestApp({ RC_BODY_LIMIT_BYTES: String(8 * 1024 * 1024) });
  me = await loginAs(t, 'headPage');
  myPid = 'PID10000001';
}, 120_000);
afterAll(() => t.close());

/** A JPEG data URL of `chars` characters (a real JPEG signature, then filler). */
function jpegDataUrl(chars: number): string {
  const prefix = 'data:image/jpeg;base64,';
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).toString('base64');
  return prefix + head + 'A'.repeat(chars - prefix.length - head.length);
}

async function reportToken(): Promise<string> {
  const res = await t.call({ method: 'GET', url: '/api/rcservice/feedback/token' });
  return res.json<Reply<{ token: string }>>().data.token;
}

function report(extra: Record<string, unknown> = {}) {
  return {
    screenH: 667,
    screeW: 375,
    channel: 'PA_APP',
    errorUrls: [],
    userAgent: 'test',
    errorTimeStamp: Date.now(),
    pageName: 'home',
    ...extra,
  };
}

async function reportCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(feedbackReports);
  return row?.n ?? 0;
}

describe('feedback report without a session', () => {
  it('refuses a body over its own limit (1 MiB) with a clear too-large answer, keeping nothing', async () => {
    const before = await reportCount();
    const res = await t.call({
      method: 'POST',
      url: `/api/rcservice/feedback/report/${await reportToken()}`,
      payload: report({ screenshot: jpegDataUrl(2_000_000) }),
    });
    const r = res.json<Reply>();
    expect(res.statusCode).toBe(413);
    expect(r.status).toBe(-5);
    expect(r.statusText).toMatch(/过大|太大|超过/);
    expect(await reportCount()).toBe(before);
  });

  it('refuses a screenshot over its limit inside the body limit with -5 naming the screenshot', async () => {
    const before = await reportCount();
    const res = await t.call({
      method: 'POST',
      url: `/api/rcservice/feedback/report/${await reportToken()}`,
      payload: report({ screenshot: jpegDataUrl(900_000) }),
    });
    const r = res.json<Reply<{ errors?: { field: string }[] }>>();
    expect(r.status).toBe(-5);
    expect(r.data.errors?.[0]?.field).toBe('screenshot');
    expect(await reportCount()).toBe(before);
  });

  it('still takes a report with a phone-sized screenshot', async () => {
    const res = await t.call({
      method: 'POST',
      url: `/api/rcservice/feedback/report/${await reportToken()}`,
      payload: report({ screenshot: jpegDataUrl(600_000) }),
    });
    expect(res.json<Reply>().status).toBe(0);
  });

  it('belongs to nobody without a session, and to the session’s person with one, whatever the body claims', async () => {
    const [other] = await t.database.db
      .select({ id: customers.id, pid: customers.pid })
      .from(customers)
      .where(eq(customers.pid, 'PID10000005'));
    const claims = { customerId: other?.id, pid: other?.pid, personId: other?.pid };
    const anon = await t.call({
      method: 'POST',
      url: `/api/rcservice/feedback/report/${await reportToken()}`,
      payload: report(claims),
    });
    const anonId = anon.json<Reply<{ reportId: string }>>().data.reportId;
    const signed = await t.call({
      method: 'POST',
      url: `/api/rcservice/feedback/report/${await reportToken()}`,
      token: me.token,
      payload: report(claims),
    });
    const signedId = signed.json<Reply<{ reportId: string }>>().data.reportId;
    const [a] = await t.database.db.select().from(feedbackReports).where(eq(feedbackReports.id, anonId));
    const [s] = await t.database.db.select().from(feedbackReports).where(eq(feedbackReports.id, signedId));
    const [mine] = await t.database.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.pid, myPid));
    expect(a?.customerId).toBeNull();
    expect(s?.customerId).toBe(mine?.id);
  });
});

describe('analytics collector', () => {
  const encode = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64');
  const event = (name: string, pid: string, pad = '') => ({
    type: 'track',
    event: name,
    time: Date.now(),
    distinct_id: `PID+${pid}`,
    login_id: `PID+${pid}`,
    identities: { PID: pid },
    properties: { platform: 'h5', pad },
  });

  async function stored(name: string) {
    return t.database.db
      .select({ pid: analyticsEvents.pid })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.event, name));
  }

  function post(records: unknown[], token?: string) {
    return t.call({
      method: 'POST',
      url: '/api/rcservice/analytics/collect',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      ...(token ? { token } : {}),
      payload: `data_list=${encodeURIComponent(encode(records))}`,
    });
  }

  it('answers 204 to a body over its limit (64 KiB) and keeps none of it', async () => {
    // 50 events of about 2 KB each: a well-formed batch, only too large.
    const batch = Array.from({ length: 50 }, () => event('oversized', 'PID10000001', 'x'.repeat(1500)));
    const res = await post(batch);
    expect(res.statusCode).toBe(204);
    expect(await stored('oversized')).toEqual([]);
    // Far over: still 204, never a 413 envelope.
    const huge = await post(
      Array.from({ length: 50 }, () => event('huge', 'PID10000001', 'y'.repeat(400))).concat(
        Array.from({ length: 400 }, () => event('huge', 'PID10000001', 'z'.repeat(400))),
      ),
    );
    expect(huge.statusCode).toBe(204);
    expect(await stored('huge')).toEqual([]);
  });

  it('does not believe a PID the event claims: without a session the event is nobody’s', async () => {
    const res = await post([event('claimedAnon', 'PID10000005')]);
    expect(res.statusCode).toBe(204);
    expect((await stored('claimedAnon')).map((r) => r.pid)).toEqual(['']);
  });

  it('with a session, the event is the session’s person’s, whatever it claims', async () => {
    const res = await post([event('claimedSigned', 'PID10000005')], me.token);
    expect(res.statusCode).toBe(204);
    expect((await stored('claimedSigned')).map((r) => r.pid)).toEqual([myPid]);
  });
});
