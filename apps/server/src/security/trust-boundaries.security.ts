import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, customers } from '../db/schema/index.js';
import { consoleLogin, opsCall } from '../testing/console.js';
import { handOver, type Reply } from '../testing/handoff.js';
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
