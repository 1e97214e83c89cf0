import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  authenticateRealName,
  confirmBranchCompany,
  customerServiceUrl,
  exchangeSessionKeys,
  loginDataSchema,
  logout,
  refreshSession,
} from '@rc/contract';
import { decrypt } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { channelWithSecret, handOver, type Reply } from '../../testing/handoff.js';
import { inventIdNumber, testKit } from '../../testing/factories.js';
import { signHandoffToken } from '../../http/handoff-token.js';

let t: TestApp;
const { call, aCustomer } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const loginUrl = '/api/rcservice/auth/R00010003';

async function countRows(table: 'sessions' | 'handoff_uses' | 'customers'): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[];
  return list[0]?.n ?? -1;
}

async function post<T = unknown>(url: string, payload: unknown, token?: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'POST', url, payload: payload as object, token, locale });
  return res.json<Reply<T>>();
}

describe('partner hand-off', () => {
  it('logs a persona in with every field of the login response', async () => {
    const { channel, token } = await handOver(t, 'headPage');
    const body = await post(loginUrl, { channel, token });
    expect(body.status).toBe(0);
    const data = loginDataSchema.parse(body.data);
    expect(data.isVerify).toBe('Y');
    expect(data.isHeadPage).toBe('Y');
    expect(data.userVo.custName).toBe('张伟');
    expect(data.userVo.number).toBe('138****1234');
    expect(data.userVo.sex).toBe('1');
    expect(data.userVo.plateNumber).toBe('京A12345');
    expect(data.token.length).toBeGreaterThanOrEqual(32);
    expect(data.orgList).toEqual([]);
  });

  it('accepts a hand-off token once', async () => {
    const { channel, token } = await handOver(t, 'giftDone');
    expect((await post(loginUrl, { channel, token })).status).toBe(0);
    const sessionsBefore = await countRows('sessions');
    const second = await post(loginUrl, { channel, token });
    expect(second.status).toBe(-3);
    expect(second.statusText).toContain('已被使用');
    expect(await countRows('sessions')).toBe(sessionsBefore);
  });

  it('refuses an expired token', async () => {
    const channel = await channelWithSecret(t, 'PA_APP');
    const token = signHandoffToken(channel.secret, {
      ch: channel.id,
      sub: 'PID10000001',
      ttlSeconds: 1800,
      now: Date.now() - 1801_000,
    });
    const body = await post(loginUrl, { channel: channel.id, token }, undefined, 'en-US');
    expect(body.status).toBe(-3);
    expect(body.statusText).toMatch(/expired/);
  });

  it('refuses a token that lives longer than 1800 s', async () => {
    const channel = await channelWithSecret(t, 'PA_APP');
    const token = signHandoffToken(channel.secret, { ch: channel.id, sub: 'PID10000001', ttlSeconds: 7200 });
    expect((await post(loginUrl, { channel: channel.id, token })).status).toBe(-3);
  });

  it('refuses a tampered token and one signed by another channel', async () => {
    const { channel, token } = await handOver(t, 'headPage');
    const [claims = '', sig = ''] = token.split('.');
    const forged = JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
    forged.sub = 'PID10000002';
    const tampered = `${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${sig}`;
    const before = await countRows('handoff_uses');
    expect((await post(loginUrl, { channel, token: tampered })).status).toBe(-3);
    const wechat = await channelWithSecret(t, 'WECHAT');
    const other = signHandoffToken(wechat.secret, { ch: wechat.id, sub: 'PID10000001', ttlSeconds: 600 });
    expect((await post(loginUrl, { channel, token: other })).status).toBe(-3);
    expect(await countRows('handoff_uses')).toBe(before);
  });

  it('answers -5 naming the missing field in the user language and changes nothing', async () => {
    const before = [await countRows('sessions'), await countRows('handoff_uses')];
    const zh = await post<{ errors: { field: string }[] }>(loginUrl, { token: 'x'.repeat(40) });
    expect(zh.status).toBe(-5);
    expect(zh.statusText).toBe('请填写渠道');
    expect(zh.data.errors[0]?.field).toBe('channel');
    const en = await post(loginUrl, { channel: 'PA_APP' }, undefined, 'en-US');
    expect(en.status).toBe(-5);
    expect(en.statusText).toBe('Login token is required');
    expect([await countRows('sessions'), await countRows('handoff_uses')]).toEqual(before);
  });

  it('creates an unverified customer for a person the partner knows and we do not', async () => {
    const channel = await channelWithSecret(t, 'PA_APP');
    const token = signHandoffToken(channel.secret, {
      ch: channel.id,
      sub: 'PID-NEW-0001',
      name: '新用户',
      mobile: '13900001111',
      ttlSeconds: 600,
    });
    const body = await post<{ isVerify: string; userVo: { number: string } }>(loginUrl, {
      channel: channel.id,
      token,
    });
    expect(body.status).toBe(0);
    expect(body.data.isVerify).toBe('N');
    expect(body.data.userVo.number).toBe('139****1111');
  });
});

describe('sessions', () => {
  it('refuses a token after logout', async () => {
    const me = await aCustomer();
    expect((await call(logout, { as: me })).status).toBe(0);
    const after = await call(refreshSession, { as: me });
    expect(after.status).toBe(-4);
  });

  it('rotates the token on refresh: the old one stops working', async () => {
    const me = await aCustomer();
    const refreshed = await call(refreshSession, { as: me });
    expect(refreshed.status).toBe(0);
    expect(refreshed.data.token).not.toBe(me.token);
    expect((await call(customerServiceUrl, { as: me })).status).toBe(-4);
    expect((await call(customerServiceUrl, { as: { token: refreshed.data.token } })).status).toBe(0);
  });

  it('ends a session left idle longer than the idle limit', async () => {
    const me = await aCustomer();
    await t.database.db.execute(
      sql.raw(`update sessions set last_seen_at = now() - interval '31 minutes' where revoked_at is null`),
    );
    expect((await call(customerServiceUrl, { as: me })).status).toBe(-4);
  });

  it('moves the last-seen time of a session used after more than a minute, so its idle limit starts again', async () => {
    const me = await aCustomer();
    await t.database.db.execute(
      sql.raw(`update sessions set last_seen_at = now() - interval '29 minutes' where revoked_at is null`),
    );
    expect((await call(customerServiceUrl, { as: me })).status).toBe(0);
    const result = await t.database.db.execute(
      sql.raw(
        `select count(*)::int as n from sessions where revoked_at is null and last_seen_at > now() - interval '1 minute'`,
      ),
    );
    expect(Number((result as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(0);
    // Thirty minutes after the login, the session is still live: the touch restarted its idle limit.
    await t.database.db.execute(
      sql.raw(
        `update sessions set last_seen_at = last_seen_at - interval '2 minutes', created_at = created_at - interval '31 minutes' where revoked_at is null`,
      ),
    );
    expect((await call(customerServiceUrl, { as: me })).status).toBe(0);
  });

  it('ends a session past its absolute expiry even when active', async () => {
    const me = await aCustomer();
    await t.database.db.execute(sql.raw(`update sessions set expires_at = now() - interval '1 second'`));
    expect((await call(customerServiceUrl, { as: me })).status).toBe(-4);
  });

  it('refuses a call without the page API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rcservice/auth/R00010047' });
    expect(res.statusCode).toBe(401);
  });
});

describe('key exchange', () => {
  it('trades the publicSecret for the session keys once; the VIN decrypts with the browser key', async () => {
    const vin = 'LTSTF2180N2100042';
    const me = await aCustomer({ vin });
    const body = { publicSecret: me.publicSecret };
    const keys = await call(exchangeSessionKeys, { as: me, body });
    expect(keys.status).toBe(0);
    expect(keys.data.publicKey).toMatch(/^04[0-9a-f]{128}$/);
    expect(decrypt(me.login.userVo.encryptVin, keys.data.privateKey)).toBe(vin);
    const again = await call(exchangeSessionKeys, { as: me, body });
    expect(again.status).toBe(-3);
  });
});

describe('branch company and real-name authentication', () => {
  it('lists several branch companies until one of them is confirmed', async () => {
    const me = await aCustomer({ branches: ['110000', '310000', '320000'] });
    expect(me.login.orgList.map((o) => o.branchCompanyCode)).toEqual(['110000', '310000', '320000']);
    const foreign = await call(confirmBranchCompany, { as: me, body: { branchCompanyCode: '440300' } });
    expect(foreign.status).toBe(-5);
    const confirmed = await call(confirmBranchCompany, { as: me, body: { branchCompanyCode: '320000' } });
    expect(confirmed.status).toBe(0);
    expect(confirmed.data.orgList).toEqual([]);
    expect(confirmed.data.userVo.branchCompanyCode).toBe('320000');
  });

  it('checks the ID check digit, then the record, then verifies', async () => {
    const idNumber = inventIdNumber('19900307');
    const me = await aCustomer({ verified: false, name: '孙浩', idNumber });
    expect(me.login.isVerify).toBe('N');
    const wrongDigit = idNumber.slice(0, 17) + (idNumber.endsWith('1') ? '2' : '1');
    const badDigit = await call(authenticateRealName, {
      as: me,
      body: { custName: '孙浩', idType: '1', idNumber: wrongDigit },
    });
    expect(badDigit.status).toBe(-5);
    expect(badDigit.statusText).toBe('证件号码填写有误');
    const wrongName = await call(authenticateRealName, {
      as: me,
      body: { custName: '孙皓', idType: '1', idNumber },
    });
    expect(wrongName.status).toBe(-3);
    const verified = await call(authenticateRealName, {
      as: me,
      body: { custName: '孙浩', idType: '1', idNumber },
    });
    expect(verified.status).toBe(0);
    expect(verified.data.isVerify).toBe('Y');
  });
});

describe('the contract', () => {
  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/rcservice/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toContain('/api/rcservice/auth/R00010003');
  });
});
