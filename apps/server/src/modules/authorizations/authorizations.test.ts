import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAuthorizedUser,
  authorizationDetail,
  authorizedUsers,
  consentHistory,
  consentReceipt,
  normalRights,
  privacyAuthorizations,
  receiptPublicKey,
  revokeAuthorization,
  switchPlate,
  switchUser,
  updatePrivacyAuthorization,
} from '@rc/contract';
import { verify } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, uniquePlate, type CustomerSession } from '../../testing/factories.js';

let t: TestApp;
const { call, callRaw, ok, aCustomer, aCoupon } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** `grantor` authorises `grantee` (named by their own name, mobile and ID number) on `plates`. */
function authorise(grantor: CustomerSession, grantee: CustomerSession, plates = grantor.plates) {
  return ok(addAuthorizedUser, {
    as: grantor,
    body: {
      custName: grantee.name,
      mobile: grantee.mobile,
      idType: '1',
      idNumber: grantee.idNumber ?? '',
      plateNumbers: plates,
    },
  });
}

const purposes = ['rescuerSharing', 'merchantSharing', 'marketing', 'personalisedRecommendations'];

describe('switching to an authorised user (authority/R00010041)', () => {
  it('lists who authorised the caller and switches to them and back, changing the rights read', async () => {
    // Two customers authorised me; I authorised one other. The first holds rights on their plate.
    const me = await aCustomer();
    const first = await aCustomer();
    const second = await aCustomer();
    await aCoupon({ owner: first, serviceType: '9', plate: first.plates[0] ?? null });
    await authorise(first, me);
    await authorise(second, me);
    await authorise(me, await aCustomer());
    const users = await call(authorizedUsers, { as: me });
    expect(users.status).toBe(0);
    expect(users.data.received.map((u) => u.pid).sort()).toEqual([first.pid, second.pid].sort());
    expect(users.data.received[0]?.custName).toMatch(/^.\*+$/);
    expect(users.data.received[0]?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(users.data.granted).toHaveLength(1);

    const own = await call(normalRights, { as: me });
    const switched = await call(switchUser, { as: me, body: { targetPid: first.pid } });
    expect(switched.status).toBe(0);
    expect(switched.data.userVo.pid).toBe(me.pid);
    expect(switched.data.userVo.userVo?.pid).toBe(first.pid);
    expect(switched.data.userVo.userVo?.plateNumber).toBe(first.plates[0]);
    const theirs = await call(normalRights, { as: me });
    if (own.status === 0) expect(theirs.data).not.toEqual(own.data);

    // The login data (token refresh answers it too) acts for the switched user.
    const back = await call(switchUser, { as: me, body: { targetPid: me.pid } });
    expect(back.status).toBe(0);
    expect(back.data.userVo.userVo).toBeNull();
    const ownAgain = await call(normalRights, { as: me });
    expect(ownAgain.data).toEqual(own.data);
  });

  it('refuses to switch to someone who did not authorise the caller', async () => {
    const me = await aCustomer();
    const stranger = await aCustomer();
    // The stranger authorised somebody, just not me.
    await authorise(stranger, await aCustomer());
    const res = await call(switchUser, { as: me, body: { targetPid: stranger.pid } });
    expect(res.status).toBe(-3);
    const unknown = await call(switchUser, { as: me, body: { targetPid: 'NOPE' } });
    expect(unknown.status).toBe(-3);
  });

  it('adds an authorisation, shows it to both sides, and a revoke ends the switch at once', async () => {
    const granter = await aCustomer();
    const grantee = await aCustomer({ name: '孙丽' });
    const added = await call(addAuthorizedUser, {
      as: granter,
      body: {
        custName: grantee.name,
        mobile: grantee.mobile,
        idType: '1',
        idNumber: grantee.idNumber ?? '',
        plateNumbers: granter.plates,
      },
    });
    expect(added.status, added.statusText).toBe(0);
    expect(added.data.state).toBe('active');
    expect(added.data.custName).toBe('孙*');
    const id = added.data.authorizationId;

    const received = await ok(authorizedUsers, { as: grantee });
    expect(received.received.map((u) => u.pid)).toContain(granter.pid);
    expect((await call(switchUser, { as: grantee, body: { targetPid: granter.pid } })).status).toBe(0);

    // A third customer sees nothing of it.
    const other = await aCustomer();
    const foreign = await call(authorizationDetail, { as: other, params: { id } });
    expect(foreign.status).toBe(-3);
    expect(foreign.data).toBeNull();
    expect((await call(revokeAuthorization, { as: other, params: { id } })).status).toBe(-3);
    // The grantee can read it, but only the grantor can revoke it.
    const asGrantee = await ok(authorizationDetail, { as: grantee, params: { id } });
    expect(asGrantee.grantedByMe).toBe(false);
    expect((await call(revokeAuthorization, { as: grantee, params: { id } })).status).toBe(-3);

    const detail = await ok(authorizationDetail, { as: granter, params: { id } });
    expect(detail.grantedByMe).toBe(true);
    const idNumber = grantee.idNumber ?? '';
    expect(detail.idNumber).toBe(`${idNumber.slice(0, 4)}**********${idNumber.slice(-4)}`);
    const revoked = await ok(revokeAuthorization, { as: granter, params: { id } });
    expect(revoked.state).toBe('revoked');
    expect((await call(revokeAuthorization, { as: granter, params: { id } })).status).toBe(-3);
    // The grantee's session acts for themselves again, and cannot switch back in.
    const refreshed = await ok(authorizedUsers, { as: grantee });
    expect(refreshed.received.map((u) => u.pid)).not.toContain(granter.pid);
    expect((await call(switchUser, { as: grantee, body: { targetPid: granter.pid } })).status).toBe(-3);
  });

  it('refuses plates that are not the grantor’s and malformed ids', async () => {
    const me = await aCustomer();
    const someone = await aCustomer();
    const res = await call(addAuthorizedUser, {
      as: me,
      body: {
        custName: someone.name,
        mobile: someone.mobile,
        idType: '1',
        idNumber: someone.idNumber ?? '',
        plateNumbers: [uniquePlate()],
      },
    });
    expect(res.status).toBe(-5);
    expect((await callRaw(authorizationDetail, { params: { id: 'not-a-uuid' } }, { as: me })).status).toBe(
      -3,
    );
  });
});

describe('changing the current plate (authority/R00010046)', () => {
  it('switches to one of the caller’s plates and refuses others', async () => {
    const me = await aCustomer({ plates: [uniquePlate(), uniquePlate()] });
    const second = me.plates[1] ?? '';
    const res = await call(switchPlate, { as: me, params: { plate: second } });
    expect(res.status).toBe(0);
    expect(res.data.userVo.plateNumber).toBe(second);
    const someoneElses = (await aCustomer()).plates[0] ?? '';
    const bad = await call(switchPlate, { as: me, params: { plate: someoneElses } });
    expect(bad.status).toBe(-5);
  });
});

describe('privacy consents', () => {
  it('withdraws a consent at once, keeps the record, and signs a verifiable receipt', async () => {
    // A customer who agreed to every optional purpose.
    const me = await aCustomer();
    for (const code of purposes)
      await ok(updatePrivacyAuthorization, { as: me, body: { code, granted: true } });
    const before = await ok(privacyAuthorizations, { as: me });
    expect(before.list.map((c) => c.code)).toEqual(purposes);
    expect(before.list.every((c) => c.granted && !c.required)).toBe(true);

    const withdrawn = await ok(updatePrivacyAuthorization, {
      as: me,
      body: { code: 'marketing', granted: false },
    });
    expect(withdrawn.granted).toBe(false);
    expect(withdrawn.policyVersion).toBe('2026.1');
    const after = await ok(privacyAuthorizations, { as: me });
    expect(after.list.find((c) => c.code === 'marketing')?.granted).toBe(false);

    const history = await ok(consentHistory, { as: me });
    const marketing = history.list.filter((r) => r.code === 'marketing');
    expect(marketing.map((r) => r.granted)).toEqual([false, true]);

    const receipt = await ok(consentReceipt, { as: me });
    const published = await ok(receiptPublicKey, {});
    expect(receipt.publicKey).toBe(published.publicKey);
    expect(verify(receipt.payload, receipt.signature, published.publicKey)).toBe(true);
    expect(
      verify(
        receipt.payload.replace('"granted":false', '"granted":true'),
        receipt.signature,
        receipt.publicKey,
      ),
    ).toBe(false);
    const payload = JSON.parse(receipt.payload) as { pid: string; history: unknown[] };
    expect(payload.pid).toBe(me.pid);
    expect(payload.history).toHaveLength(history.list.length);
    // The customer is named by PID only: no mobile number in the file.
    expect(receipt.payload).not.toMatch(/1[3-9]\d{9}/);
    expect(receipt.payload).not.toContain(me.mobile);
  });

  it('keeps each customer’s consents to themselves', async () => {
    const a = await aCustomer();
    const b = await aCustomer();
    await ok(updatePrivacyAuthorization, { as: a, body: { code: 'rescuerSharing', granted: true } });
    await ok(updatePrivacyAuthorization, { as: b, body: { code: 'marketing', granted: true } });
    const aHistory = await ok(consentHistory, { as: a });
    const bHistory = await ok(consentHistory, { as: b });
    expect(bHistory.list).toHaveLength(1);
    const aIds = new Set(aHistory.list.map((r) => r.id));
    expect(bHistory.list.some((r) => aIds.has(r.id))).toBe(false);
    const bReceipt = JSON.parse((await ok(consentReceipt, { as: b })).payload) as {
      pid: string;
      history: unknown[];
    };
    expect(bReceipt.pid).toBe(b.pid);
    expect(bReceipt.history).toHaveLength(1);
  });

  it('refuses unknown purposes and records nothing when the answer is unchanged', async () => {
    const me = await aCustomer();
    expect(
      (await call(updatePrivacyAuthorization, { as: me, body: { code: 'sellEverything', granted: true } }))
        .status,
    ).toBe(-5);
    await ok(updatePrivacyAuthorization, { as: me, body: { code: 'marketing', granted: true } });
    await ok(updatePrivacyAuthorization, { as: me, body: { code: 'marketing', granted: true } });
    const history = await ok(consentHistory, { as: me });
    expect(history.list).toHaveLength(1);
  });
});
