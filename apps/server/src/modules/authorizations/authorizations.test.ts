import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consentReceiptSchema,
  type AuthorizedUser,
  type PrivacyAuthorization,
  type UserVo,
} from '@rc/contract';
import { verify } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const base = '/api/rcservice';

async function call<T = unknown>(method: 'GET' | 'POST', url: string, token?: string, payload?: object) {
  const res = await t.call({ method, url: `${base}/${url}`, token, ...(payload ? { payload } : {}) });
  return res.json<Reply<T>>();
}

interface RightsHome {
  comRightsBos: unknown;
}

describe('switching to an authorised user (authority/R00010041)', () => {
  it('lists who authorised the caller and switches to them and back, changing the rights read', async () => {
    const { token } = await loginAs(t, 'rightUser');
    const users = await call<{ granted: AuthorizedUser[]; received: AuthorizedUser[] }>(
      'GET',
      'authority/R00010045',
      token,
    );
    expect(users.status).toBe(0);
    expect(users.data.received.map((u) => u.pid).sort()).toEqual(['PID30000001', 'PID30000002']);
    expect(users.data.received[0]?.custName).toMatch(/^.\*+$/);
    expect(users.data.received[0]?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(users.data.granted).toHaveLength(1);

    const own = await call<RightsHome>('GET', 'rights/R00010024', token);
    const switched = await call<{ userVo: UserVo }>('POST', 'authority/R00010041', token, {
      targetPid: 'PID30000001',
    });
    expect(switched.status).toBe(0);
    expect(switched.data.userVo.pid).toBe('PID10000007');
    expect(switched.data.userVo.userVo?.pid).toBe('PID30000001');
    expect(switched.data.userVo.userVo?.plateNumber).toBe('京B7K520');
    const theirs = await call<RightsHome>('GET', 'rights/R00010024', token);
    if (own.status === 0) expect(theirs.data).not.toEqual(own.data);

    // The login data (token refresh answers it too) acts for the switched user.
    const back = await call<{ userVo: UserVo }>('POST', 'authority/R00010041', token, {
      targetPid: 'PID10000007',
    });
    expect(back.status).toBe(0);
    expect(back.data.userVo.userVo).toBeNull();
    const ownAgain = await call<RightsHome>('GET', 'rights/R00010024', token);
    expect(ownAgain.data).toEqual(own.data);
  });

  it('refuses to switch to someone who did not authorise the caller', async () => {
    const { token } = await loginAs(t, 'headPage');
    const res = await call('POST', 'authority/R00010041', token, { targetPid: 'PID30000001' });
    expect(res.status).toBe(-3);
    const unknown = await call('POST', 'authority/R00010041', token, { targetPid: 'NOPE' });
    expect(unknown.status).toBe(-3);
  });

  it('adds an authorisation, shows it to both sides, and a revoke ends the switch at once', async () => {
    const granter = await loginAs(t, 'vip');
    const grantee = await loginAs(t, 'myCoupons');
    const added = await call<AuthorizedUser>('POST', 'authority/R00010042', granter.token, {
      custName: '孙丽',
      mobile: '13188889999',
      idNumber: '110108198801012019',
      plateNumbers: ['沪B88888'],
    });
    expect(added.status, added.statusText).toBe(0);
    expect(added.data.state).toBe('active');
    expect(added.data.custName).toBe('孙*');

    const received = await call<{ received: AuthorizedUser[] }>('GET', 'authority/R00010045', grantee.token);
    expect(received.data.received.map((u) => u.pid)).toContain('PID10000002');
    expect(
      (await call('POST', 'authority/R00010041', grantee.token, { targetPid: 'PID10000002' })).status,
    ).toBe(0);

    // A third customer sees nothing of it.
    const other = await loginAs(t, 'headPage');
    const foreign = await call('GET', `rightauth/R00010128/${added.data.authorizationId}`, other.token);
    expect(foreign.status).toBe(-3);
    expect(foreign.data).toBeNull();
    expect(
      (await call('POST', `rightauth/R00010129/${added.data.authorizationId}`, other.token)).status,
    ).toBe(-3);
    // The grantee can read it, but only the grantor can revoke it.
    const asGrantee = await call<{ grantedByMe: boolean }>(
      'GET',
      `rightauth/R00010128/${added.data.authorizationId}`,
      grantee.token,
    );
    expect(asGrantee.data.grantedByMe).toBe(false);
    expect(
      (await call('POST', `rightauth/R00010129/${added.data.authorizationId}`, grantee.token)).status,
    ).toBe(-3);

    const detail = await call<{ idNumber: string; rights: unknown[]; grantedByMe: boolean }>(
      'GET',
      `rightauth/R00010128/${added.data.authorizationId}`,
      granter.token,
    );
    expect(detail.data.grantedByMe).toBe(true);
    expect(detail.data.idNumber).toBe('1101**********2019');
    const revoked = await call<{ state: string }>(
      'POST',
      `rightauth/R00010129/${added.data.authorizationId}`,
      granter.token,
    );
    expect(revoked.data.state).toBe('revoked');
    expect(
      (await call('POST', `rightauth/R00010129/${added.data.authorizationId}`, granter.token)).status,
    ).toBe(-3);
    // The grantee's session acts for themselves again, and cannot switch back in.
    const refreshed = await call<{ received: AuthorizedUser[] }>('GET', 'authority/R00010045', grantee.token);
    expect(refreshed.data.received.map((u) => u.pid)).not.toContain('PID10000002');
    expect(
      (await call('POST', 'authority/R00010041', grantee.token, { targetPid: 'PID10000002' })).status,
    ).toBe(-3);
  });

  it('refuses plates that are not the grantor’s and malformed ids', async () => {
    const { token } = await loginAs(t, 'headPage');
    const res = await call('POST', 'authority/R00010042', token, {
      custName: '赵六',
      mobile: '13900000009',
      idNumber: '110108198801012019',
      plateNumbers: ['粤Z99999'],
    });
    expect(res.status).toBe(-5);
    expect((await call('GET', 'rightauth/R00010128/not-a-uuid', token)).status).toBe(-3);
  });
});

describe('changing the current plate (authority/R00010046)', () => {
  it('switches to one of the caller’s plates and refuses others', async () => {
    const { token } = await loginAs(t, 'vip');
    const res = await call<{ userVo: UserVo }>(
      'GET',
      `authority/R00010046/${encodeURIComponent('沪C12345')}`,
      token,
    );
    expect(res.status).toBe(0);
    expect(res.data.userVo.plateNumber).toBe('沪C12345');
    const bad = await call('GET', `authority/R00010046/${encodeURIComponent('京A12345')}`, token);
    expect(bad.status).toBe(-5);
  });
});

describe('privacy consents', () => {
  it('withdraws a consent at once, keeps the record, and signs a verifiable receipt', async () => {
    const { token } = await loginAs(t, 'vip');
    const before = await call<{ list: PrivacyAuthorization[] }>('GET', 'authority/R00010044', token);
    expect(before.data.list.map((c) => c.code)).toEqual([
      'rescuerSharing',
      'merchantSharing',
      'marketing',
      'personalisedRecommendations',
    ]);
    expect(before.data.list.every((c) => c.granted && !c.required)).toBe(true);

    const withdrawn = await call<PrivacyAuthorization>('POST', 'authority/R00010043', token, {
      code: 'marketing',
      granted: false,
    });
    expect(withdrawn.data.granted).toBe(false);
    expect(withdrawn.data.policyVersion).toBe('2026.1');
    const after = await call<{ list: PrivacyAuthorization[] }>('GET', 'authority/R00010044', token);
    expect(after.data.list.find((c) => c.code === 'marketing')?.granted).toBe(false);

    const history = await call<{ list: { code: string; granted: boolean }[] }>(
      'GET',
      'authority/consentHistory',
      token,
    );
    const marketing = history.data.list.filter((r) => r.code === 'marketing');
    expect(marketing.map((r) => r.granted)).toEqual([false, true]);

    const receipt = consentReceiptSchema.parse((await call('GET', 'authority/consentReceipt', token)).data);
    const published = await call<{ publicKey: string }>('GET', 'authority/receiptPublicKey');
    expect(receipt.publicKey).toBe(published.data.publicKey);
    expect(verify(receipt.payload, receipt.signature, published.data.publicKey)).toBe(true);
    expect(
      verify(
        receipt.payload.replace('"granted":false', '"granted":true'),
        receipt.signature,
        receipt.publicKey,
      ),
    ).toBe(false);
    const payload = JSON.parse(receipt.payload) as { pid: string; history: unknown[] };
    expect(payload.pid).toBe('PID10000002');
    expect(payload.history).toHaveLength(history.data.list.length);
    // The customer is named by PID only: no mobile number in the file.
    expect(receipt.payload).not.toMatch(/1[3-9]\d{9}/);
  });

  it('keeps each customer’s consents to themselves', async () => {
    const a = await loginAs(t, 'headPage');
    const b = await loginAs(t, 'giftDone');
    await call('POST', 'authority/R00010043', b.token, { code: 'marketing', granted: true });
    const aHistory = await call<{ list: unknown[] }>('GET', 'authority/consentHistory', a.token);
    const bHistory = await call<{ list: { id: string }[] }>('GET', 'authority/consentHistory', b.token);
    expect(bHistory.data.list).toHaveLength(1);
    const aIds = new Set((aHistory.data.list as { id: string }[]).map((r) => r.id));
    expect(bHistory.data.list.some((r) => aIds.has(r.id))).toBe(false);
    const bReceipt = JSON.parse(
      (await call<{ payload: string }>('GET', 'authority/consentReceipt', b.token)).data.payload,
    ) as { pid: string; history: unknown[] };
    expect(bReceipt.pid).toBe('PID10000003');
    expect(bReceipt.history).toHaveLength(1);
  });

  it('refuses unknown purposes and records nothing when the answer is unchanged', async () => {
    const { token } = await loginAs(t, 'giftDoing');
    expect(
      (await call('POST', 'authority/R00010043', token, { code: 'sellEverything', granted: true })).status,
    ).toBe(-5);
    await call('POST', 'authority/R00010043', token, { code: 'marketing', granted: true });
    await call('POST', 'authority/R00010043', token, { code: 'marketing', granted: true });
    const history = await call<{ list: unknown[] }>('GET', 'authority/consentHistory', token);
    expect(history.data.list).toHaveLength(1);
  });
});
