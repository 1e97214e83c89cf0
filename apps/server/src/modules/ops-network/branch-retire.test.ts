import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginData, MyRightsHome, RightsModule } from '@rc/contract';
import { sessions } from '../../db/schema/index.js';
import { consoleLogin, opsCall } from '../../testing/console.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/**
 * A branch company disabled in the console is no longer offered to customers:
 * not in the login's orgList, not choosable (auth/R00010005) or switchable
 * (authority/R00010093), no branch-area offers; a customer acting under it
 * still gets a working home that says why (decision 021).
 */
let t: TestApp;
let admin: string;
/** multiBranch logged in and acting under 310000 before it was disabled. */
let actingUnder310: string;
/** vip: 310000 is their only branch company. */
let vipToken: string;

async function call<T>(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  locale: 'zh-CN' | 'en-US' = 'zh-CN',
) {
  const res = await t.call({
    method,
    url: `/api/rcservice${url}`,
    token,
    locale,
    ...(payload ? { payload } : {}),
  });
  return res.json<Reply<T>>();
}

async function branchOf(sessionId: string) {
  const [s] = await t.database.db
    .select({ branchCode: sessions.branchCode })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return s?.branchCode;
}

const setEnabled = (branchCode: string, enabled: boolean) =>
  opsCall(t, admin, 'POST', 'network/branches/setEnabled', { branchCode, enabled });

beforeAll(async () => {
  t = await createTestApp();
  admin = await consoleLogin(t, 'admin');
  actingUnder310 = (await loginAs(t, 'multiBranch')).token;
  const chosen = await call(actingUnder310, 'POST', '/auth/R00010005', { branchCompanyCode: '310000' });
  expect(chosen.status).toBe(0);
  vipToken = (await loginAs(t, 'vip')).token;
  // Before: the area offer of 310000 (service type 31) shows under it.
  const area = await call<RightsModule>(actingUnder310, 'POST', '/rights/R00010019', {});
  expect(area.data.list.map((i) => i.serviceType)).toEqual(['31']);
  expect((await setEnabled('310000', false)).status).toBe(0);
});
afterAll(async () => {
  await t.close();
});

describe('a disabled branch company', () => {
  it('is left out of the orgList of a new login', async () => {
    const login = (await loginAs(t, 'multiBranch')) as unknown as LoginData;
    expect(login.orgList.map((o) => o.branchCompanyCode)).toEqual(['110000', '320000']);
  });

  it('cannot be chosen (auth/R00010005): -5 naming the branch, the session keeps no branch', async () => {
    const login = (await loginAs(t, 'multiBranch')) as unknown as LoginData;
    const refused = await call(login.token, 'POST', '/auth/R00010005', { branchCompanyCode: '310000' });
    expect(refused.status).toBe(-5);
    expect(refused.statusText).toContain('分公司');
    expect(await branchOf(login.userVo.traceId)).toBe('');
    const ok = await call<LoginData>(login.token, 'POST', '/auth/R00010005', { branchCompanyCode: '320000' });
    expect(ok.status).toBe(0);
    expect(ok.data.userVo.branchCompanyCode).toBe('320000');
  });

  it('cannot be switched to, nor its area offers asked for', async () => {
    const login = (await loginAs(t, 'multiBranch')) as unknown as LoginData;
    expect((await call(login.token, 'GET', '/authority/R00010093/310000')).status).not.toBe(0);
    expect(await branchOf(login.userVo.traceId)).toBe('');
    const area = await call(actingUnder310, 'POST', '/rights/R00010019', { branchCompanyCode: '310000' });
    expect(area.status).toBe(-5);
  });

  it('leaves a customer acting under it a working home that says why, without its offers', async () => {
    const home = await call<MyRightsHome>(actingUnder310, 'GET', '/rights/R00010024');
    expect(home.status).toBe(0);
    expect(home.data.comRightsBos.length).toBeGreaterThan(0);
    expect(home.data.branchNotice).toContain('上海');
    expect(home.data.branchNotice).toContain('切换');
    const area = await call<RightsModule>(actingUnder310, 'POST', '/rights/R00010019', {});
    expect(area.status).toBe(0);
    expect(area.data.list.map((i) => i.serviceType)).not.toContain('31');
    const en = await call<MyRightsHome>(actingUnder310, 'GET', '/rights/R00010024', undefined, 'en-US');
    expect(en.data.branchNotice).toMatch(/no longer offers services/);
  });

  it('leaves a customer whose only branch it was a home with the notice, and nothing to switch to', async () => {
    const home = await call<MyRightsHome>(vipToken, 'GET', '/rights/R00010024');
    expect(home.status).toBe(0);
    expect(home.data.branchNotice).toBeDefined();
    expect(home.data.branchNotice).not.toContain('切换');
    const fresh = (await loginAs(t, 'vip')) as unknown as LoginData;
    expect(fresh.orgList).toEqual([]);
    const freshHome = await call<MyRightsHome>(fresh.token, 'GET', '/rights/R00010024');
    expect(freshHome.status).toBe(0);
    expect(freshHome.data.branchNotice).toBeDefined();
  });

  it('is offered again once enabled, and the notice goes', async () => {
    expect((await setEnabled('310000', true)).status).toBe(0);
    const home = await call<MyRightsHome>(actingUnder310, 'GET', '/rights/R00010024');
    expect(home.data.branchNotice).toBeUndefined();
    const area = await call<RightsModule>(actingUnder310, 'POST', '/rights/R00010019', {});
    expect(area.data.list.map((i) => i.serviceType)).toEqual(['31']);
    const login = (await loginAs(t, 'multiBranch')) as unknown as LoginData;
    expect(login.orgList.map((o) => o.branchCompanyCode)).toEqual(['110000', '310000', '320000']);
  });
});
