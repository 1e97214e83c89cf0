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
