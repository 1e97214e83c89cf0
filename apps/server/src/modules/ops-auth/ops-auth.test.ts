import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsList, opsAuditLog, opsLogin, opsLogout, opsMe } from '@rc/contract';
import { auditLog } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  factoryPassword,
  testKit,
  type CustomerSession,
  type OperatorSession,
} from '../../testing/factories.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('console sign-in', () => {
  it('refuses a wrong password with one answer for unknown accounts and wrong passwords, and audits it', async () => {
    const { account } = await anOperator({ role: 'operator' });
    const wrong = await call(opsLogin, { body: { account, password: 'nope' } });
    const unknown = await call(opsLogin, { body: { account: 'nobody', password: 'nope' } });
    expect(wrong.status).toBe(-3);
    expect(unknown.status).toBe(-3);
    expect(wrong.statusText).toBe(unknown.statusText);
    const rows = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.loginFailed'));
    expect(rows.map((r) => r.operatorAccount)).toContain(account);
  });

  it('names the missing field in the user’s language', async () => {
    const zh = await callRaw(opsLogin, { body: { password: 'x' } });
    const en = await callRaw(opsLogin, { body: { password: 'x' } }, { locale: 'en-US' });
    expect(zh.status).toBe(-5);
    expect(zh.statusText).toContain('账号');
    expect(en.statusText).toContain('Account');
  });

  it('signs in, answers who is signed in, and writes the login to the audit log', async () => {
    const { account } = await anOperator({ role: 'operator' });
    const { token } = await ok(opsLogin, { body: { account, password: factoryPassword } });
    const me = await call(opsMe, { as: { token } });
    expect(me.status).toBe(0);
    expect(me.data.operator).toMatchObject({ account, role: 'operator' });
    const rows = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'operator.login'));
    expect(rows.map((r) => r.operatorAccount)).toContain(account);
  });

  it('locks an account after five wrong passwords in a row, even for the right password', async () => {
    const { account } = await anOperator({ role: 'admin' });
    for (let i = 0; i < 5; i++) {
      await call(opsLogin, { body: { account, password: `wrong-${i}` } });
    }
    const right = await call(opsLogin, { body: { account, password: factoryPassword } });
    expect(right.status).toBe(-3);
    expect(right.statusText).toContain('锁定');
  });
});

describe('console sessions are their own', () => {
  let operator: OperatorSession;
  let customer: CustomerSession;
  beforeAll(async () => {
    operator = await anOperator({ role: 'operator' });
    customer = await aCustomer();
  });

  it('refuses a customer token on the console API', async () => {
    const me = await call(opsMe, { as: customer });
    expect(me.status).toBe(-4);
  });

  it('refuses an operator token on customer APIs', async () => {
    expect((await call(newsList, { as: operator })).status).toBe(-4);
  });

  it('keeps admin calls from operators', async () => {
    const audit = await call(opsAuditLog, { as: operator });
    expect(audit.status).toBe(-3);
  });

  it('ends the session at logout', async () => {
    const other = await anOperator({ role: 'operator' });
    expect((await call(opsLogout, { as: other })).status).toBe(0);
    expect((await call(opsMe, { as: other })).status).toBe(-4);
  });
});
