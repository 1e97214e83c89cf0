import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  branchAreaRights,
  confirmBranchCompany,
  login,
  normalRights,
  opsBranchSetEnabled,
  switchBranchCompany,
  type LoginData,
} from '@rc/contract';
import { sessions } from '../../db/schema/index.js';
import { signHandoffToken } from '../../http/handoff-token.js';
import { channelWithSecret } from '../../testing/handoff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession, type OperatorSession } from '../../testing/factories.js';

/**
 * A branch company disabled in the console is no longer offered to customers:
 * not in the login's orgList, not choosable (auth/R00010005) or switchable
 * (authority/R00010093), no branch-area offers; a customer acting under it
 * still gets a working home that says why (decision 021).
 */
let t: TestApp;
const { call, ok, aCustomer, aCoupon, anOperator } = testKit(() => t);
let admin: OperatorSession;
/** A customer of Beijing, Shanghai and Jiangsu, acting under Shanghai (310000) before it was disabled. */
let multi: CustomerSession;
/** A customer whose only branch company is Shanghai. */
let onlyShanghai: CustomerSession;

/** A new login of the same customer (the partner's hand-off again), as the page makes it. */
async function signInAgain(c: CustomerSession): Promise<LoginData> {
  const channel = await channelWithSecret(t, 'PA_APP');
  const token = signHandoffToken(channel.secret, { ch: channel.id, sub: c.pid, ttlSeconds: 300 });
  return ok(login, { body: { channel: channel.id, token } });
}

async function branchOf(sessionId: string) {
  const [s] = await t.database.db
    .select({ branchCode: sessions.branchCode })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return s?.branchCode;
}

const setEnabled = (branchCode: string, enabled: boolean) =>
  call(opsBranchSetEnabled, { as: admin, body: { branchCode, enabled } });

beforeAll(async () => {
  t = await createTestApp();
  admin = await anOperator({ role: 'admin' });
  multi = await aCustomer({ branches: ['310000', '320000', '110000'] });
  await aCoupon({ owner: multi, serviceType: '31', quantity: 2 });
  await aCoupon({ owner: multi, serviceType: '9', quantity: 2 });
  const chosen = await call(confirmBranchCompany, { as: multi, body: { branchCompanyCode: '310000' } });
  expect(chosen.status).toBe(0);
  onlyShanghai = await aCustomer({ branches: ['310000'] });
  // Before: the area offer of 310000 (service type 31) shows under it.
  const area = await ok(branchAreaRights, { as: multi, body: {} });
  expect(area.list.map((i) => i.serviceType)).toEqual(['31']);
  expect((await setEnabled('310000', false)).status).toBe(0);
});
afterAll(async () => {
  await t.close();
});

describe('a disabled branch company', () => {
  it('is left out of the orgList of a new login', async () => {
    const again = await signInAgain(multi);
    expect(again.orgList.map((o) => o.branchCompanyCode)).toEqual(['110000', '320000']);
  });

  it('cannot be chosen (auth/R00010005): -5 naming the branch, the session keeps no branch', async () => {
    const again = await signInAgain(multi);
    const refused = await call(confirmBranchCompany, {
      as: again,
      body: { branchCompanyCode: '310000' },
    });
    expect(refused.status).toBe(-5);
    expect(refused.statusText).toContain('分公司');
    expect(await branchOf(again.userVo.traceId)).toBe('');
    const chosen = await call(confirmBranchCompany, { as: again, body: { branchCompanyCode: '320000' } });
    expect(chosen.status).toBe(0);
    expect(chosen.data.userVo.branchCompanyCode).toBe('320000');
  });

  it('cannot be switched to, nor its area offers asked for', async () => {
    const again = await signInAgain(multi);
    expect((await call(switchBranchCompany, { as: again, params: { id: '310000' } })).status).not.toBe(0);
    expect(await branchOf(again.userVo.traceId)).toBe('');
    const area = await call(branchAreaRights, { as: multi, body: { branchCompanyCode: '310000' } });
    expect(area.status).toBe(-5);
  });

  it('leaves a customer acting under it a working home that says why, without its offers', async () => {
    const home = await call(normalRights, { as: multi });
    expect(home.status).toBe(0);
    expect(home.data.comRightsBos.length).toBeGreaterThan(0);
    expect(home.data.branchNotice).toContain('上海');
    expect(home.data.branchNotice).toContain('切换');
    const area = await call(branchAreaRights, { as: multi, body: {} });
    expect(area.status).toBe(0);
    expect(area.data.list.map((i) => i.serviceType)).not.toContain('31');
    const en = await ok(normalRights, { as: multi, locale: 'en-US' });
    expect(en.branchNotice).toMatch(/no longer offers services/);
  });

  it('leaves a customer whose only branch it was a home with the notice, and nothing to switch to', async () => {
    const home = await call(normalRights, { as: onlyShanghai });
    expect(home.status).toBe(0);
    expect(home.data.branchNotice).toBeDefined();
    expect(home.data.branchNotice).not.toContain('切换');
    const fresh = await signInAgain(onlyShanghai);
    expect(fresh.orgList).toEqual([]);
    const freshHome = await call(normalRights, { as: fresh });
    expect(freshHome.status).toBe(0);
    expect(freshHome.data.branchNotice).toBeDefined();
  });

  it('is offered again once enabled, and the notice goes', async () => {
    expect((await setEnabled('310000', true)).status).toBe(0);
    const home = await ok(normalRights, { as: multi });
    expect(home.branchNotice).toBeUndefined();
    const area = await ok(branchAreaRights, { as: multi, body: {} });
    expect(area.list.map((i) => i.serviceType)).toEqual(['31']);
    const again = await signInAgain(multi);
    expect(again.orgList.map((o) => o.branchCompanyCode)).toEqual(['110000', '310000', '320000']);
  });
});
