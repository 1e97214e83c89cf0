import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, customers } from '../db/schema/index.js';
import { consoleLogin, opsCall } from '../testing/console.js';
import { channelWithSecret, handOver, type Reply } from '../testing/handoff.js';
import { signHandoffToken } from '../http/handoff-token.js';
import { demoOperatorLogins } from '../seed/operators.js';
import { personalDataIn, printTable, securityApp, type SecurityApp } from '../testing/security-harness.js';

/**
 * The trust boundaries of issue 21: who may mint a way into a customer's account,
 * which addresses the limits believe, what demo mode publishes, who a wrong password
 * locks out. One block per finding; each was seen failing on the code before its fix.
 * What comes in and what the log keeps: input-and-logs.security.ts.
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
