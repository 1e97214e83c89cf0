import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { analyticsEvents, auditLog, coupons, customers } from '../db/schema/index.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import { consoleLogin, opsCall } from '../testing/console.js';
import { channelWithSecret, handOver, loginAs, signInWithKey, type Reply } from '../testing/handoff.js';
import { signHandoffToken } from '../http/handoff-token.js';
import { demoOperatorLogins } from '../db/seed/operators.js';
import { personalDataIn, printTable, securityApp, type SecurityApp } from '../testing/security-harness.js';

/**
 * The trust boundaries of issue 21: who may mint a way into a customer's account,
 * which addresses the limits believe, what demo mode publishes, what the log keeps.
 * One block per finding; each was seen failing on the code before its fix.
 */
let t: SecurityApp;
let operator: string;
let admin: string;
const table: (string | number)[][] = [];

beforeAll(async () => {
  t = await securityApp();
  operator = await consoleLogin(t, 'operator');
  admin = await consoleLogin(t, 'admin');
}, 240_000);
afterAll(async () => {
  printTable(
    'Trust boundaries: what was tried and what the server answered',
    ['finding', 'tried', 'answer'],
    table,
  );
  expect(personalDataIn(t.logs)).toEqual([]);
  await t.close();
});

interface WithSecret {
  channel: { id: string };
  secret?: string;
}

describe('finding 2: a channel secret signs anyone in, so only an admin makes one', () => {
  it('refuses an operator create and rotate without a secret in the reply; an admin sees it once', async () => {
    const byOperator = await opsCall<WithSecret>(t, operator, 'POST', 'channels/create', {
      id: 'OP_MADE',
      name: '操作员渠道',
    });
    const rotateLive = await opsCall<WithSecret>(t, operator, 'POST', 'channels/rotate', { id: 'PA_APP' });
    table.push(['2', 'operator creates / rotates PA_APP', `${byOperator.status} / ${rotateLive.status}`]);
    for (const r of [byOperator, rotateLive]) {
      expect(r.status).toBe(-3);
      expect(JSON.stringify(r)).not.toMatch(/secret/i);
    }

    const made = await opsCall<WithSecret>(t, admin, 'POST', 'channels/create', {
      id: 'ADMIN_MADE',
      name: '新渠道',
    });
    expect(made.status).toBe(0);
    expect(made.data.secret).toMatch(/^[\w-]{43}$/);
    const listed = await opsCall(t, admin, 'GET', 'channels/list');
    expect(JSON.stringify(listed)).not.toContain(made.data.secret);
    const audit = await opsCall(t, admin, 'GET', 'audit?onPagenum=1&onPagesize=50');
    expect(JSON.stringify(audit)).not.toContain(made.data.secret);
  });

  it('writes one audit line per hand-off login naming its channel and the customer entered, masked', async () => {
    const { channel, token } = await handOver(t, 'headPage');
    const claims = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    const res = await t.call({
      method: 'POST',
      url: '/api/rcservice/auth/R00010003',
      payload: { channel, token },
    });
    expect(res.json<Reply>().status).toBe(0);
    const [customer] = await t.database.db.select().from(customers).where(eq(customers.pid, claims.sub));
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.handoffLogin'), eq(auditLog.objectId, customer?.id ?? '')));
    table.push(['2', 'hand-off login', `${lines.length} audit line(s)`]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.operatorAccount).toBe(`channel:${channel}`);
    expect(lines[0]?.after).toMatchObject({ channel });
    const written = JSON.stringify(lines[0]);
    expect(written).not.toContain(claims.sub);
    expect(written).not.toContain(customer?.custName ?? '-');
    expect(written).not.toContain(token);
  });
});

describe('finding 3: limits count the real address, cover the console sign-in, and leave the app files alone', () => {
  const signinLimit = 5;
  const generalLimit = 30;
  let limited: SecurityApp;
  let dist: string;

  beforeAll(async () => {
    // A built app of 80 files: one home screen loads about that many.
    dist = mkdtempSync(join(tmpdir(), 'rc-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>rc</title>');
    for (let i = 0; i < 80; i++)
      writeFileSync(join(dist, 'assets', `chunk-${i}.js`), `export const n = ${i};`);
    limited = await securityApp({
      RC_SIGNIN_RATE_LIMIT_PER_MINUTE: String(signinLimit),
      RC_RATE_LIMIT_PER_MINUTE: String(generalLimit),
      RC_WEB_DIST: dist,
    });
  }, 240_000);
  afterAll(async () => {
    expect(personalDataIn(limited.logs)).toEqual([]);
    await limited.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** HTTP codes of `tries` calls from one socket address, each naming a fresh X-Forwarded-For. */
  async function rotatingForwardedFor(url: string, payload: Record<string, unknown>, tries: number) {
    const codes: number[] = [];
    for (let i = 0; i < tries; i++) {
      const res = await limited.call({
        method: 'POST',
        url,
        payload,
        remoteAddress: '10.20.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(res.statusCode);
    }
    return codes;
  }

  it('a fresh X-Forwarded-For per request does not reset the sign-in and code limits', async () => {
    const cases = [
      {
        what: 'hand-off login',
        url: '/api/rcservice/auth/R00010003',
        payload: { channel: 'PA_APP', token: 'x.y' },
      },
      { what: 'login code', url: '/api/rcservice/auth/R00010103', payload: { newRcNeedCode: 'guess' } },
    ];
    for (const c of cases) {
      const codes = await rotatingForwardedFor(c.url, c.payload, signinLimit + 2);
      table.push(['3', `${c.what}, X-Forwarded-For rotated`, codes.join(' ')]);
      expect(codes.slice(signinLimit)).toEqual([429, 429]);
    }
  });

  it('limits console sign-in attempts per address', async () => {
    const codes = await rotatingForwardedFor(
      '/api/rcservice/ops/login',
      { account: 'nobody', password: 'guess' },
      signinLimit + 2,
    );
    table.push(['3', 'console sign-in', codes.join(' ')]);
    expect(codes.slice(signinLimit)).toEqual([429, 429]);
  });

  it('loading many app files from one address is never refused', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 80; i++) {
      const res = await limited.app.inject({
        method: 'GET',
        url: `/assets/chunk-${i}.js`,
        remoteAddress: '10.20.0.2',
      });
      codes.add(res.statusCode);
    }
    table.push(['3', `80 app files, limit ${generalLimit}`, [...codes].join(' ')]);
    expect([...codes]).toEqual([200]);
    const api = new Set<number>();
    for (let i = 0; i < generalLimit + 1; i++) {
      const res = await limited.call({
        method: 'POST',
        url: '/api/rcservice/location/switchConfig',
        remoteAddress: '10.20.0.2',
      });
      api.add(res.statusCode);
    }
    expect(api.has(429)).toBe(true);
  });
});

describe('finding 6: demo mode keeps its keys to this database and its launcher to this machine', () => {
  const published = 'demo-secret-pa-app-9f2c1e7b5d';
  /** A second database, behind a proxy on this machine that the settings trust. */
  let proxied: SecurityApp;
  beforeAll(async () => {
    proxied = await securityApp({ RC_TRUST_PROXY: 'loopback' });
  }, 240_000);
  afterAll(async () => {
    expect(personalDataIn(proxied.logs)).toEqual([]);
    await proxied.close();
  });

  it('signs with a secret made for this database, not one in the source', async () => {
    const mine = await channelWithSecret(t, 'PA_APP');
    const theirs = await channelWithSecret(proxied, 'PA_APP');
    expect(mine.secret).not.toBe(theirs.secret);
    expect(mine.secret).toMatch(/^[\w-]{43}$/);
    const forged = signHandoffToken(published, { ch: 'PA_APP', sub: 'PID10000001', ttlSeconds: 600 });
    const res = await t.call({
      method: 'POST',
      url: '/api/rcservice/auth/R00010003',
      payload: { channel: 'PA_APP', token: forged },
    });
    table.push(['6', 'hand-off signed with the published demo secret', String(res.json<Reply>().status)]);
    expect(res.json<Reply>().status).toBe(-3);
  });

  it('serves the launcher and its hand-offs to this machine only', async () => {
    const tries = [
      { who: 'loopback', remoteAddress: '127.0.0.1', headers: {} },
      { who: 'another machine', remoteAddress: '198.51.100.7', headers: {} },
      {
        who: 'another machine claiming loopback',
        remoteAddress: '198.51.100.7',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
      {
        who: 'a proxy on this machine relaying',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '198.51.100.7' },
      },
    ];
    const answers: Record<string, string> = {};
    for (const x of tries) {
      const page = await t.app.inject({
        method: 'GET',
        url: '/demo',
        remoteAddress: x.remoteAddress,
        headers: x.headers,
      });
      const handoff = await t.app.inject({
        method: 'POST',
        url: '/demo/handoff',
        payload: { persona: 'headPage' },
        remoteAddress: x.remoteAddress,
        headers: x.headers,
      });
      answers[x.who] = `${page.statusCode} / ${handoff.statusCode}`;
      if (x.who !== 'loopback') {
        expect(page.body).not.toContain('sms-outbox');
        expect(handoff.body).not.toContain('token=');
      }
    }
    for (const [who, answer] of Object.entries(answers))
      table.push(['6', `/demo and /demo/handoff from ${who}`, answer]);
    expect(answers).toEqual({
      loopback: '200 / 200',
      'another machine': '404 / 404',
      'another machine claiming loopback': '404 / 404',
      'a proxy on this machine relaying': '404 / 404',
    });
  });

  it('builds launcher links from the Host it was reached by, never a sent X-Forwarded-Host', async () => {
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/demo/handoff',
      payload: { persona: 'headPage' },
      headers: { host: 'localhost:8080', 'x-forwarded-host': 'evil.example' },
    });
    const { url } = res.json<{ url: string }>();
    table.push(['6', 'launcher link with X-Forwarded-Host evil.example', new URL(url).origin]);
    expect(new URL(url).origin).toBe('http://localhost:8080');
  });
});

describe('findings 7 and 11: wrong passwords lock one account for one address, and unknown accounts look the same', () => {
  const signIns = [
    { who: 'rescuer', url: '/api/rcservice/disaster/R00010051', account: 'liqiang', password: 'rescue2026' },
    {
      who: 'console',
      url: '/api/rcservice/ops/login',
      account: demoOperatorLogins[0].account,
      password: demoOperatorLogins[0].password,
    },
  ];
  const attempt = async (url: string, account: string, password: string, remoteAddress: string) =>
    (
      await t.call({ method: 'POST', url, payload: { account, password }, remoteAddress, locale: 'en-US' })
    ).json<Reply>();

  for (const s of signIns) {
    it(`${s.who}: five wrong passwords from one address lock it out there only; an unknown account answers the same`, async () => {
      const answers = async (account: string, address: string) => {
        const texts: string[] = [];
        for (let i = 0; i < 6; i++)
          texts.push((await attempt(s.url, account, `wrong-${i}`, address)).statusText);
        return texts;
      };
      const real = await answers(s.account, '192.0.2.10');
      const unknown = await answers(`${s.account}-nobody`, '192.0.2.10');
      table.push([
        '11',
        `${s.who}: six wrong, real then unknown account`,
        `${real.at(-1) ?? ''} | ${unknown.at(-1) ?? ''}`,
      ]);
      expect(unknown).toEqual(real);
      expect(real.at(-1)).toMatch(/15 minutes/);

      const lockedHere = await attempt(s.url, s.account, s.password, '192.0.2.10');
      const elsewhere = await attempt(s.url, s.account, s.password, '192.0.2.99');
      table.push([
        '11',
        `${s.who}: right password, locked address / other address`,
        `${lockedHere.status} / ${elsewhere.status}`,
      ]);
      expect(lockedHere.status).toBe(-3);
      expect(elsewhere.status).toBe(0);
    });
  }
});

describe('finding 8: text PostgreSQL cannot keep (NUL, a lone surrogate) is refused as bad input, never a fault', () => {
  const bad = { nul: 'a\u0000b', loneSurrogate: 'a\ud800b' };

  it('the feedback report (no session) answers -5 naming the field', async () => {
    for (const [kind, value] of Object.entries(bad)) {
      for (const field of ['pageName', 'errorUrls'] as const) {
        const issued = await t.call({ method: 'GET', url: '/api/rcservice/feedback/token' });
        const { token } = issued.json<Reply<{ token: string }>>().data;
        const res = await t.call({
          method: 'POST',
          url: `/api/rcservice/feedback/report/${token}`,
          payload: {
            screenH: 667,
            screeW: 375,
            channel: 'PA_APP',
            errorUrls: field === 'errorUrls' ? [value] : [],
            userAgent: 'test',
            errorTimeStamp: Date.now(),
            pageName: field === 'pageName' ? value : 'home',
          },
        });
        const r = res.json<Reply<{ errors?: { field: string }[] }>>();
        table.push(['8', `feedback report, ${kind} in ${field}`, `HTTP ${res.statusCode} ${r.status}`]);
        expect(res.statusCode).toBe(200);
        expect(r.status).toBe(-5);
        expect(r.data.errors?.[0]?.field).toMatch(new RegExp(`^${field}`));
      }
    }
  });

  it('the encrypted order submit answers -5 naming the field and places nothing', async () => {
    const a = await signInWithKey(t, 'headPage');
    const [me] = await t.database.db.select().from(customers).where(eq(customers.pid, 'PID10000001'));
    for (const [kind, value] of Object.entries(bad)) {
      const coupon = await freshCoupon(t.database.db, me?.id ?? '');
      const message = sealMessage(
        {
          serviceType: '9',
          couponId: coupon.id,
          plateNumber: '京A12345',
          contactName: value,
          contactMobile: '13800001234',
          shopSnCode: 'SN110105001',
          appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        a.publicKey,
      );
      const res = await t.call({
        method: 'POST',
        url: '/api/rcservice/coonetwork/orderSubmit',
        payload: { message },
        token: a.token,
      });
      const r = res.json<Reply<{ errors?: { field: string }[] }>>();
      table.push([
        '8',
        `encrypted order submit, ${kind} in contactName`,
        `HTTP ${res.statusCode} ${r.status}`,
      ]);
      expect(r.status).toBe(-5);
      expect(r.data.errors?.[0]?.field).toBe('contactName');
    }
  });

  it('the analytics collector answers 204 to bad events, keeping only the good ones', async () => {
    const event = (name: string) => ({
      type: 'track',
      event: name,
      identities: { PID: 'PID10000001' },
      properties: { $screen_width: 375 },
      time: Date.now(),
    });
    const before = await t.database.db.select().from(analyticsEvents);
    const batch = [event('good'), event(`bad${bad.nul}`), event(`bad${bad.loneSurrogate}`)];
    const body = new URLSearchParams({
      data_list: Buffer.from(JSON.stringify(batch)).toString('base64'),
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/rcservice/analytics/collect',
      payload: body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const after = await t.database.db.select().from(analyticsEvents);
    table.push([
      '8',
      'analytics batch: one good, NUL, lone surrogate',
      `HTTP ${res.statusCode}, ${after.length - before.length} kept`,
    ]);
    expect(res.statusCode).toBe(204);
    expect(after.length - before.length).toBe(1);
  });
});

describe('finding 9: the log carries route patterns and redacted values only', () => {
  /** Text as a log reader would see it: percent-escapes decoded where they decode. */
  const readable = (line: string) =>
    line.replace(/(%[0-9A-Fa-f]{2})+/g, (m) => {
      try {
        return decodeURIComponent(m);
      } catch {
        return m;
      }
    });
  const provinces = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
  const patterns: Record<string, RegExp> = {
    'an 11-digit mobile': /(?<!\d)1[3-9]\d{9}(?!\d)/,
    'an 18-digit ID number': /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/,
    'a plate': new RegExp(`[${provinces}][A-Z][A-Z0-9]{4,6}`),
    'a hand-off token': /eyJ[\w-]{10,}\.[\w-]{20,}/,
  };

  it('finds none of them after representative requests at info, a failed query included', async () => {
    const A = await loginAs(t, 'headPage');
    const merchant = await loginAs(t, 'merchant');
    const { url: entry } = await handOver(t, 'vip');
    const [coupon] = await t.database.db.select().from(coupons).limit(1);
    const linkCode = 'LinkCode7f3a9c2e51';
    const requests: {
      url: string;
      token?: string;
      method?: 'GET' | 'POST';
      payload?: Record<string, unknown>;
    }[] = [
      { url: `${entry.pathname}${entry.search}` },
      { url: `/order/checkDetail/5f0c3d4e?rcNeedCode=${linkCode}` },
      { url: `/api/rcservice/authority/R00010046/${encodeURIComponent('京A12345')}`, token: A.token },
      { url: `/api/rcservice/merchant/R00040024?ticketid=${coupon?.code ?? ''}`, token: merchant.token },
      { url: `/api/rcservice/auth/R00010003`, method: 'POST', payload: { rcNeedCode: linkCode } },
      { url: `/api/rcservice/nowhere/13800001234?idNumber=110101199003077777`, token: A.token },
    ];
    for (const r of requests) {
      await t.call({
        method: r.method ?? 'GET',
        url: r.url,
        ...(r.token ? { token: r.token } : {}),
        ...(r.payload ? { payload: r.payload } : {}),
      });
    }
    // A query that fails on its values, logged the way the server logs a fault.
    const failed = await t.database.db.execute(sql`select ${'13800001234'}::uuid, ${'京A12345'}::int`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).toBeInstanceOf(Error);
    t.app.log.error({ err: failed }, 'unexpected fault');

    const lines = t.logs.map(readable);
    const found: string[] = [];
    for (const [what, re] of Object.entries(patterns)) {
      const line = lines.find((l) => re.test(l));
      if (line) found.push(`${what}: ${line.slice(0, 300)}`);
    }
    for (const [what, value] of [
      ['a coupon code', coupon?.code ?? '-'],
      ['an SMS link code', linkCode],
    ] as const) {
      const line = lines.find((l) => l.includes(value));
      if (line) found.push(`${what}: ${line.slice(0, 300)}`);
    }
    table.push([
      '9',
      `${t.logs.length} log lines at info scanned`,
      found.length ? found.join(' / ') : 'nothing found',
    ]);
    expect(lines.some((l) => l.includes('Failed query'))).toBe(true);
    expect(lines.some((l) => l.includes('/api/rcservice/authority/R00010046/:plate'))).toBe(true);
    expect(found).toEqual([]);
  });
});

describe('finding 11: the API key on the routed path, no caching of personal replies, one way to the page', () => {
  let withPage: SecurityApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'rc-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>rc</title><script>boot()</script>');
    withPage = await securityApp({ RC_WEB_DIST: dist });
  }, 240_000);
  afterAll(async () => {
    await withPage.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('checks the API key on the decoded path: /%61pi/... is refused without it', async () => {
    const res = await withPage.app.inject({
      method: 'POST',
      url: '/%61pi/rcservice/location/switchConfig',
    });
    table.push(['11', 'API call as /%61pi/... without the key', `HTTP ${res.statusCode}`]);
    expect(res.statusCode).toBe(401);
  });

  it('answers API replies with Cache-Control: no-store', async () => {
    const A = await loginAs(withPage, 'headPage');
    const res = await withPage.call({
      method: 'GET',
      url: '/api/rcservice/order/R00010035?onPagesize=10',
      token: A.token,
    });
    table.push(['11', 'a customer reply', `cache-control: ${String(res.headers['cache-control'])}`]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves /index.html as the page, with its nonce policy', async () => {
    const res = await withPage.app.inject({ method: 'GET', url: '/index.html' });
    const policy = String(res.headers['content-security-policy'] ?? '');
    table.push(['11', '/index.html', `HTTP ${res.statusCode}, ${policy ? 'nonce policy' : 'no policy'}`]);
    expect(policy).toMatch(/'nonce-[^']+'/);
    expect(res.body).toMatch(/<script nonce="/);
  });
});
