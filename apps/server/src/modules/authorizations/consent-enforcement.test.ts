import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealMessage } from '@rc/sm2';
import type { MyRightsHome, PrivacyAuthorization } from '@rc/contract';
import { insertOrder } from '../../domain/orders.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs } from '../../testing/handoff.js';
import { apiCaller, customerIdOf, freshCoupon, merchantCast } from '../../testing/merchant-fixtures.js';
import { rescueFixtures } from '../../testing/rescue-fixtures.js';
import { currentPolicyVersion } from './purposes.js';

/**
 * Every consent is optional (purposes.ts): withdrawing any of them never stops a
 * service, and the enforced ones change what is shared, shown or how it is ordered.
 */

const purposes = ['rescuerSharing', 'merchantSharing', 'marketing', 'personalisedRecommendations'] as const;
type Purpose = (typeof purposes)[number];

let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let cast: Awaited<ReturnType<typeof merchantCast>>;
const rescue = rescueFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  cast = await merchantCast(t, ['9']);
}, 60_000);
afterAll(() => t.close());

function setConsent(token: string, code: Purpose, granted: boolean) {
  return call<PrivacyAuthorization>(token, 'POST', 'authority/R00010043', { code, granted });
}

/** A rescue for the persona, accepted by the rescuer whose vehicle it was offered to. */
async function acceptedRescue(persona: string, plate: string) {
  const created = await rescue.requestRescue(persona, plate);
  const d = await rescue.latestDispatch(created.orderPrimaryId);
  const vehicle = d.vehicle_no ?? '';
  const rescuer =
    vehicle === '京B3K552' ? await rescue.rescuerToken('liqiang', 'rescue2026') : await rescue.rescuerToken();
  const accepted = await rescue.step(rescuer, created.orderPrimaryId, vehicle, 'accepted');
  expect(accepted.status, accepted.statusText).toBe(0);
  return { created, rescuer, vehicle, dispatch: d };
}

interface WorkOrderView {
  status: string;
  customerName: string;
  customerMobile: string;
  plateNumber: string;
  place: { address: string };
}

describe('the policy version', () => {
  it('the list says which version a grant is recorded under, and a grant records it', async () => {
    const { token } = await loginAs(t, 'giftDoing');
    const list = await call<{ list: PrivacyAuthorization[]; currentPolicyVersion: string }>(
      token,
      'GET',
      'authority/R00010044',
    );
    expect(list.status).toBe(0);
    expect(list.data.currentPolicyVersion).toBe(currentPolicyVersion);
    const granted = await setConsent(token, 'marketing', true);
    expect(granted.data.policyVersion).toBe(list.data.currentPolicyVersion);
  });
});

describe('withdrawing every optional consent blocks no service', () => {
  it('the customer still orders, a merchant still redeems, a rescue is still served', async () => {
    const token = cast.customerToken;
    for (const code of purposes) {
      const r = await setConsent(token, code, false);
      expect(r.status, r.statusText).toBe(0);
      expect(r.data.granted).toBe(false);
    }

    // An encrypted order submit (car wash at a shop).
    const login = (await loginAs(t, 'giftClaim')) as { token: string; userVo: { publicSecret: string } };
    const keys = await call<{ publicKey: string }>(login.token, 'POST', 'gettoken/R00040032', {
      publicSecret: login.userVo.publicSecret,
    });
    const coupon = await freshCoupon(t.database.db, cast.owner);
    const ordered = await call<{ orderPrimaryId: string; status: string }>(
      login.token,
      'POST',
      'coonetwork/orderSubmit',
      {
        message: sealMessage(
          {
            serviceType: '9',
            couponId: coupon.id,
            plateNumber: '苏A5T321',
            contactName: '陈静',
            contactMobile: '13566663333',
            shopSnCode: 'SN110105001',
            appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
          },
          keys.data.publicKey,
        ),
      },
    );
    expect(ordered.status, ordered.statusText).toBe(0);
    expect(ordered.data.status).toBe('submitted');

    // The merchant redeems another of the customer's coupons at the counter.
    const counter = await freshCoupon(t.database.db, cast.owner);
    const redeemed = await call<{ status: string; redeemedCount: number }>(
      cast.merchantToken,
      'POST',
      'merchant/R00040026',
      { action: 'redeem', ticketId: counter.code, idempotencyKey: randomUUID() },
    );
    expect(redeemed.status, redeemed.statusText).toBe(0);
    expect(redeemed.data.redeemedCount).toBe(1);

    // A rescue is dispatched, accepted and served.
    const r = await acceptedRescue('giftClaim', '苏A5T321');
    const arrived = await rescue.step(r.rescuer, r.created.orderPrimaryId, r.vehicle, 'arrived');
    expect(arrived.status, arrived.statusText).toBe(0);
    expect(arrived.data.status).toBe('arrived');
    const ended = await rescue.step(r.rescuer, r.created.orderPrimaryId, r.vehicle, 'finished', {
      outcome: 'goneOnArrival',
    });
    expect(ended.status, ended.statusText).toBe(0);

    // And the customer's home still lists their rights.
    const home = await call<MyRightsHome>(token, 'GET', 'rights/R00010024');
    expect(home.status).toBe(0);
    expect(home.data.comRightsBos.length).toBeGreaterThan(0);
  });
});

describe('sharing with rescuers', () => {
  it('the rescuer sees the name and the masked mobile only while the consent is in force', async () => {
    const { token } = await loginAs(t, 'giftDone');
    expect((await setConsent(token, 'rescuerSharing', true)).status).toBe(0);
    const { created, rescuer, vehicle, dispatch: d } = await acceptedRescue('giftDone', '川A9K876');
    const view = async () => {
      const r = await rescue.get<WorkOrderView>(
        `/disaster/R00010056?subTicketid=${d.sub_ticket_id}&ticketid=${d.order_no}&vehicleNo=${encodeURIComponent(vehicle)}&flag=0`,
        rescuer,
      );
      expect(r.status, r.statusText).toBe(0);
      return r.data;
    };

    const shared = await view();
    expect(shared.customerName).toBe('测试');
    expect(shared.customerMobile).toBe('138****1234');

    // Withdrawn: from the next read, no digit of the mobile and only the family name;
    // the plate and the place, which the rescue needs, are still there.
    expect((await setConsent(token, 'rescuerSharing', false)).status).toBe(0);
    const withheld = await view();
    expect(withheld.customerName).toBe('测*');
    expect(withheld.customerMobile).toBe('****');
    expect(JSON.stringify(withheld)).not.toMatch(/1234/);
    expect(withheld.plateNumber).toBe('川A9K876');
    expect(withheld.place.address).toContain('建国路');
    // The work order list shows it the same way.
    const list = await rescue.get<{ distribution: (WorkOrderView & { subTicketId: string })[] }>(
      '/disaster/R00010053?flag=0&onPagesize=50',
      rescuer,
    );
    const listed = list.data.distribution.find((w) => w.subTicketId === d.sub_ticket_id);
    expect(listed?.customerMobile).toBe('****');
    expect(listed?.customerName).toBe('测*');
    // The rescue goes on.
    const arrived = await rescue.step(rescuer, created.orderPrimaryId, vehicle, 'arrived');
    expect(arrived.status, arrived.statusText).toBe(0);
  });
});

describe('marketing', () => {
  it('the home carousel promotes activities only while marketing consent is in force; the list stays open', async () => {
    const { token } = await loginAs(t, 'vip');
    const banners = () => call<{ list: { id: string }[] }>(token, 'GET', 'activity/R00010008');
    expect((await banners()).data.list).toHaveLength(2);

    expect((await setConsent(token, 'marketing', false)).status).toBe(0);
    const none = await banners();
    expect(none.status).toBe(0);
    expect(none.data.list).toEqual([]);
    // Activities are still there for the customer to open themselves.
    const list = await call<{ list: { id: string }[]; total: number }>(token, 'GET', 'activity/R00010001');
    expect(list.data.total).toBe(5);
    const first = list.data.list[0]?.id ?? '';
    expect((await call(token, 'GET', `activity/R00010002/${first}`)).status).toBe(0);

    expect((await setConsent(token, 'marketing', true)).status).toBe(0);
    expect((await banners()).data.list).toHaveLength(2);
  });
});

describe('personalised recommendations', () => {
  it('rights the customer used come first among those offered only while the consent is in force', async () => {
    const { token } = await loginAs(t, 'giftDoing');
    expect((await setConsent(token, 'personalisedRecommendations', false)).status).toBe(0);
    const home = async () => {
      const r = await call<MyRightsHome>(token, 'GET', 'rights/R00010024');
      expect(r.status, r.statusText).toBe(0);
      return r.data.comRightsBos;
    };
    const plain = await home();
    const held = plain.filter((i) => i.isHaveThisRight === '1').length;
    const offered = plain.slice(held);
    expect(offered.length).toBeGreaterThan(1);
    const used = offered[offered.length - 1];
    if (!used) throw new Error('no right on offer');

    // The customer once ordered the last right on offer (the coupon is gone: they no longer hold it).
    const customerId = await customerIdOf(t.database.db, 'PID10000004');
    await insertOrder(
      t.database.db,
      { customerId, serviceType: used.serviceType },
      { kind: 'customer', id: customerId },
    );

    // Without the consent the order of what is offered is everyone's: unchanged.
    expect((await home()).map((i) => i.serviceType)).toEqual(plain.map((i) => i.serviceType));

    expect((await setConsent(token, 'personalisedRecommendations', true)).status).toBe(0);
    const personal = await home();
    expect(personal.slice(0, held)).toEqual(plain.slice(0, held));
    expect(personal[held]?.serviceType).toBe(used.serviceType);
    expect(new Set(personal.map((i) => i.serviceType))).toEqual(new Set(plain.map((i) => i.serviceType)));

    // Withdrawn again: from the next read, the same order as for everyone.
    expect((await setConsent(token, 'personalisedRecommendations', false)).status).toBe(0);
    expect((await home()).map((i) => i.serviceType)).toEqual(plain.map((i) => i.serviceType));
  });
});
