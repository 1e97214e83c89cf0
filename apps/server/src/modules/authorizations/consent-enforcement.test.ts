import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activities,
  activityBanners,
  activityDetail,
  completeMerchantOrder,
  normalRights,
  privacyAuthorizations,
  submitCarWashOrder,
  submitRescueOrder,
  updatePrivacyAuthorization,
} from '@rc/contract';
import { insertOrder } from '../../domain/orders.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { aRescueNetwork, jianguoRoad, rescueFixtures } from '../../testing/rescue-fixtures.js';
import { currentPolicyVersion } from './purposes.js';

/**
 * Every consent is optional (purposes.ts): withdrawing any of them never stops a
 * service, and the enforced ones change what is shared, shown or how it is ordered.
 */

const purposes = ['rescuerSharing', 'merchantSharing', 'marketing', 'personalisedRecommendations'] as const;
type Purpose = (typeof purposes)[number];

let t: TestApp;
const kit = testKit(() => t);
const { call, ok, aCustomer, aCoupon, aMerchant } = kit;
const rescue = rescueFixtures(() => t);

beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t.close());

function setConsent(as: CustomerSession, code: Purpose, granted: boolean) {
  return call(updatePrivacyAuthorization, { as, body: { code, granted } });
}

/** A tow rescue on Jianguo Road (116.47, 39.906) for the customer's plate. */
async function requestRescue(as: CustomerSession) {
  return ok(submitRescueOrder, {
    as,
    body: {
      serviceType: '1',
      faultType: 'tow',
      contactName: '测试',
      contactMobile: '13812341234',
      plateNumber: as.plates[0] ?? '',
      place: jianguoRoad,
      onHighway: false,
    },
  });
}

/** A rescue network of the test's own (`aRescueNetwork`) on Jianguo Road: its customer is `me`. */
function network() {
  return aRescueNetwork(kit, jianguoRoad);
}

/**
 * A rescue of the network's customer, accepted by the network's rescuer whose vehicle
 * dispatch offered it to (the nearest free one).
 */
async function acceptedRescue(n: Awaited<ReturnType<typeof network>>) {
  const created = await requestRescue(n.me);
  const d = await rescue.latestDispatch(created.orderPrimaryId);
  const vehicle = d.vehicle_no ?? '';
  expect([n.near.vehicleNo, n.far.vehicleNo]).toContain(vehicle);
  const rescuer = n.rescuerOf(vehicle).token;
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
    const me = await aCustomer();
    const list = await call(privacyAuthorizations, { as: me });
    expect(list.status).toBe(0);
    expect(list.data.currentPolicyVersion).toBe(currentPolicyVersion);
    const granted = await setConsent(me, 'marketing', true);
    expect(granted.data.policyVersion).toBe(list.data.currentPolicyVersion);
  });
});

describe('withdrawing every optional consent blocks no service', () => {
  it('the customer still orders, a merchant still redeems, a rescue is still served', async () => {
    // A customer of a rescue network of the test's own, and a merchant of their branch.
    const n = await network();
    const me = n.me;
    const merchant = await aMerchant({ serviceTypes: ['9'], branch: n.branch.code });
    for (const code of purposes)
      await ok(updatePrivacyAuthorization, { as: me, body: { code, granted: true } });
    for (const code of purposes) {
      const r = await setConsent(me, code, false);
      expect(r.status, r.statusText).toBe(0);
      expect(r.data.granted).toBe(false);
    }

    // An encrypted order submit (car wash at a shop).
    const coupon = await aCoupon({ owner: me, serviceType: '9' });
    const ordered = await call(submitCarWashOrder, {
      as: me,
      body: {
        serviceType: '9',
        couponId: coupon.id,
        plateNumber: me.plates[0] ?? '',
        contactName: me.name,
        contactMobile: me.mobile,
        shopSnCode: merchant.snCode,
        appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(ordered.status, ordered.statusText).toBe(0);
    expect(ordered.data.status).toBe('submitted');

    // The merchant redeems another of the customer's coupons at the counter.
    const counter = await aCoupon({ owner: me, serviceType: '9' });
    const redeemed = await call(completeMerchantOrder, {
      as: merchant,
      body: { action: 'redeem', ticketId: counter.code, idempotencyKey: randomUUID() },
    });
    expect(redeemed.status, redeemed.statusText).toBe(0);
    expect(redeemed.data.redeemedCount).toBe(1);

    // A rescue is dispatched, accepted and served.
    const r = await acceptedRescue(n);
    const arrived = await rescue.step(r.rescuer, r.created.orderPrimaryId, r.vehicle, 'arrived');
    expect(arrived.status, arrived.statusText).toBe(0);
    expect(arrived.data.status).toBe('arrived');
    const ended = await rescue.step(r.rescuer, r.created.orderPrimaryId, r.vehicle, 'finished', {
      outcome: 'goneOnArrival',
    });
    expect(ended.status, ended.statusText).toBe(0);

    // And the customer's home still lists their rights.
    const home = await call(normalRights, { as: me });
    expect(home.status).toBe(0);
    expect(home.data.comRightsBos.length).toBeGreaterThan(0);
  }, 120_000);
});

describe('sharing with rescuers', () => {
  it('the rescuer sees the name and the masked mobile only while the consent is in force', async () => {
    const n = await network();
    const me = n.me;
    expect((await setConsent(me, 'rescuerSharing', true)).status).toBe(0);
    const { created, rescuer, vehicle, dispatch: d } = await acceptedRescue(n);
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
    expect((await setConsent(me, 'rescuerSharing', false)).status).toBe(0);
    const withheld = await view();
    expect(withheld.customerName).toBe('测*');
    expect(withheld.customerMobile).toBe('****');
    expect(JSON.stringify(withheld)).not.toMatch(/1234/);
    expect(withheld.plateNumber).toBe(me.plates[0]);
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
    // The activities are the demo's published content (seed): two of them promoted on the home.
    const me = await aCustomer();
    expect((await setConsent(me, 'marketing', true)).status).toBe(0);
    const banners = () => call(activityBanners, { as: me });
    expect((await banners()).data.list).toHaveLength(2);

    expect((await setConsent(me, 'marketing', false)).status).toBe(0);
    const none = await banners();
    expect(none.status).toBe(0);
    expect(none.data.list).toEqual([]);
    // Activities are still there for the customer to open themselves.
    const list = await ok(activities, { as: me });
    expect(list.total).toBe(5);
    const first = list.list[0]?.id ?? '';
    expect((await call(activityDetail, { as: me, params: { id: first } })).status).toBe(0);

    expect((await setConsent(me, 'marketing', true)).status).toBe(0);
    expect((await banners()).data.list).toHaveLength(2);
  });
});

describe('personalised recommendations', () => {
  it('rights the customer used come first among those offered only while the consent is in force', async () => {
    // A customer holding two rights, with several more of their branch on offer.
    const me = await aCustomer();
    await aCoupon({ owner: me, serviceType: '9' });
    await aCoupon({ owner: me, serviceType: '11' });
    expect((await setConsent(me, 'personalisedRecommendations', false)).status).toBe(0);
    const home = async () => {
      const r = await call(normalRights, { as: me });
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
    const customerId = me.id;
    await insertOrder(
      t.database.db,
      { customerId, serviceType: used.serviceType },
      { kind: 'customer', id: customerId },
    );

    // Without the consent the order of what is offered is everyone's: unchanged.
    expect((await home()).map((i) => i.serviceType)).toEqual(plain.map((i) => i.serviceType));

    expect((await setConsent(me, 'personalisedRecommendations', true)).status).toBe(0);
    const personal = await home();
    expect(personal.slice(0, held)).toEqual(plain.slice(0, held));
    expect(personal[held]?.serviceType).toBe(used.serviceType);
    expect(new Set(personal.map((i) => i.serviceType))).toEqual(new Set(plain.map((i) => i.serviceType)));

    // Withdrawn again: from the next read, the same order as for everyone.
    expect((await setConsent(me, 'personalisedRecommendations', false)).status).toBe(0);
    expect((await home()).map((i) => i.serviceType)).toEqual(plain.map((i) => i.serviceType));
  });
});
