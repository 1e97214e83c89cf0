import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { demoOperatorLogins } from '../../seed/operators.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { consoleLogin, opsCall } from '../../testing/console.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const operatorAccount = demoOperatorLogins[0].account;

describe('console sign-in', () => {
  it('refuses a wrong password with one answer for unknown accounts and wrong passwords, and audits it', async () => {
    const wrong = await opsCall(t, undefined, 'POST', 'login', {
      account: operatorAccount,
      password: 'nope',
    });
    const unknown = await opsCall(t, undefined, 'POST', 'login', { account: 'nobody', password: 'nope' });
    expect(wrong.status).toBe(-3);
    expect(unknown.status).toBe(-3);
    expect(wrong.statusText).toBe(unknown.statusText);
    const rows = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.loginFailed'));
    expect(rows.map((r) => r.operatorAccount)).toContain(operatorAccount);
  });

  it('names the missing field in the user’s language', async () => {
    const zh = await opsCall(t, undefined, 'POST', 'login', { password: 'x' });
    const en = await opsCall(t, undefined, 'POST', 'login', { password: 'x' }, 'en-US');
    expect(zh.status).toBe(-5);
    expect(zh.statusText).toContain('账号');
    expect(en.statusText).toContain('Account');
  });

  it('signs in, answers who is signed in, and writes the login to the audit log', async () => {
    const token = await consoleLogin(t, 'operator');
    const me = await opsCall<{ operator: { account: string; role: string } }>(t, token, 'GET', 'me');
    expect(me.status).toBe(0);
    expect(me.data.operator).toMatchObject({ account: operatorAccount, role: 'operator' });
    const rows = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'operator.login'));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('locks an account after five wrong passwords in a row, even for the right password', async () => {
    const admin = demoOperatorLogins[1];
    for (let i = 0; i < 5; i++) {
      await opsCall(t, undefined, 'POST', 'login', { account: admin.account, password: `wrong-${i}` });
    }
    const right = await opsCall(t, undefined, 'POST', 'login', {
      account: admin.account,
      password: admin.password,
    });
    expect(right.status).toBe(-3);
    expect(right.statusText).toContain('锁定');
  });
});

describe('console sessions are their own', () => {
  let operatorToken: string;
  let customerToken: string;
  beforeAll(async () => {
    operatorToken = await consoleLogin(t, 'operator');
    customerToken = (await loginAs(t, 'headPage')).token;
  });

  it('refuses a customer token on the console API', async () => {
    const me = await opsCall(t, customerToken, 'GET', 'me');
    expect(me.status).toBe(-4);
  });

  it('refuses an operator token on customer APIs', async () => {
    const res = await t.call({ method: 'GET', url: '/api/rcservice/news/R00010009', token: operatorToken });
    expect(res.json<Reply>().status).toBe(-4);
  });

  it('keeps admin calls from operators', async () => {
    const audit = await opsCall(t, operatorToken, 'GET', 'audit');
    expect(audit.status).toBe(-3);
  });

  it('ends the session at logout', async () => {
    const token = await consoleLogin(t, 'operator');
    expect((await opsCall(t, token, 'POST', 'logout')).status).toBe(0);
    expect((await opsCall(t, token, 'GET', 'me')).status).toBe(-4);
  });
});
