import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cancelOrder, checkCardOrder, ongoingOrders, serviceFormInit, submitServiceForm } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { issueHealthCard } from '../../domain/health-cards.js';

/**
 * Applying for a health payment card with the health-card right (the
 * `healthCard` service form, docs/decisions): a card order the customer
 * follows on cardorder/R00040014 and may withdraw until the issuer posts the
 * card; the issuer's step gives it a number and a validity. Bad answers are
 * covered for every form by services.test.ts.
 */

let t: TestApp;
const { call, ok, aCustomer, aCoupon } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => {
  await t.close();
});

/** A customer holding the health-card right (a service type 23 coupon). */
async function applicant(): Promise<CustomerSession> {
  const me = await aCustomer();
  await aCoupon({ owner: me, serviceType: '23' });
  return me;
}
async function scalar(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const list = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n ?? -1);
}

async function apply(s: CustomerSession) {
  const init = await call(serviceFormInit, { as: s, body: { formCode: 'healthCard' } });
  expect(init.status, init.statusText).toBe(0);
  const couponId = init.data.coupons[0]?.id;
  if (!couponId) throw new Error('the applicant holds no health-card right');
  const body = {
    formCode: 'healthCard',
    couponId,
    values: {
      contactName: '王芳',
      relation: 'spouse',
      contactMobile: '13900002222',
      mailTo: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
    },
  };
  const res = await call(submitServiceForm, { as: s, body });
  expect(res.status, res.statusText).toBe(0);
  return res.data;
}

describe('health payment card application', () => {
  it('ends in a pending card order the applicant follows, listed with the cards', async () => {
    const s = await applicant();
    const placed = await apply(s);
    expect(placed.jumpUrl).toBe(`/order/cardOrder?id=${placed.orderPrimaryId}`);
    const card = await call(checkCardOrder, { as: s, params: { id: placed.orderPrimaryId } });
    expect(card.status, card.statusText).toBe(0);
    expect(card.data).toMatchObject({
      cardName: '健康服务卡',
      cardNo: null,
      holderName: '王*',
      status: 'submitted',
      validTo: null,
      canCancel: true,
      primaryCheck: placed.primaryCheck,
    });
    const going = await ok(ongoingOrders, {
      as: s,
      query: { onPagenum: 1, onPagesize: 50, businessType: 'card' },
    });
    expect(going.orderOnGoing.map((o) => o.id)).toContain(placed.orderPrimaryId);
    // The mailing address and the mobile are sealed at rest.
    expect(
      await scalar(
        `select count(*)::int as n from orders where id = '${placed.orderPrimaryId}' and (details::text like '%望京街%' or details::text like '%13900002222%')`,
      ),
    ).toBe(0);
    const stranger = await aCustomer();
    expect((await call(checkCardOrder, { as: stranger, params: { id: placed.orderPrimaryId } })).status).toBe(
      -3,
    );
    const withdrawn = await call(cancelOrder, {
      as: s,
      body: {
        orderPrimaryId: placed.orderPrimaryId,
        primaryCheck: placed.primaryCheck,
        reasonCode: 'plan',
      },
    });
    expect(withdrawn.status, withdrawn.statusText).toBe(0);
  });

  it('withdrawing while pending returns the right, and a withdrawn application is not issued', async () => {
    const s = await applicant();
    const usedBefore = await scalar(
      `select coalesce(sum(used_count), 0)::int as n from coupons where service_type = '23'`,
    );
    const placed = await apply(s);
    const cancel = await call(cancelOrder, {
      as: s,
      body: {
        orderPrimaryId: placed.orderPrimaryId,
        primaryCheck: placed.primaryCheck,
        reasonCode: 'plan',
      },
    });
    expect(cancel.status, cancel.statusText).toBe(0);
    expect(
      await scalar(`select coalesce(sum(used_count), 0)::int as n from coupons where service_type = '23'`),
    ).toBe(usedBefore);
    const late = await t.database.db.transaction((tx) =>
      issueHealthCard(
        tx,
        {
          orderId: placed.orderPrimaryId,
          cardNo: '6230580000099887766',
          validTo: new Date(Date.now() + 86_400_000),
        },
        { kind: 'operator', id: 'test-issuer' },
      ),
    );
    expect(late).toEqual({ ok: false, reason: 'notPending' });
    const card = await call(checkCardOrder, { as: s, params: { id: placed.orderPrimaryId } });
    expect(card.data).toMatchObject({ status: 'cancelled', cardNo: null, canCancel: false });
  });

  it('the issuer posts the card with its number and validity; then it can no longer be withdrawn', async () => {
    const s = await applicant();
    const placed = await apply(s);
    const validTo = new Date(Date.now() + 365 * 86_400_000);
    const actor = { kind: 'operator' as const, id: 'test-issuer' };
    const bad = await t.database.db.transaction((tx) =>
      issueHealthCard(tx, { orderId: placed.orderPrimaryId, cardNo: '6230-58', validTo }, actor),
    );
    expect(bad).toEqual({ ok: false, reason: 'cardNo' });
    const past = await t.database.db.transaction((tx) =>
      issueHealthCard(
        tx,
        {
          orderId: placed.orderPrimaryId,
          cardNo: '6230580000099887766',
          validTo: new Date(Date.now() - 1000),
        },
        actor,
      ),
    );
    expect(past).toEqual({ ok: false, reason: 'validTo' });
    expect((await call(checkCardOrder, { as: s, params: { id: placed.orderPrimaryId } })).data.status).toBe(
      'submitted',
    );

    const issued = await t.database.db.transaction((tx) =>
      issueHealthCard(tx, { orderId: placed.orderPrimaryId, cardNo: '6230580000099887766', validTo }, actor),
    );
    expect(issued.ok).toBe(true);
    const card = await call(checkCardOrder, { as: s, params: { id: placed.orderPrimaryId } });
    expect(card.data).toMatchObject({
      cardNo: '6230 **** **** 7766',
      status: 'inService',
      canCancel: false,
      validTo: validTo.toISOString(),
    });
    const cancel = await call(cancelOrder, {
      as: s,
      body: {
        orderPrimaryId: placed.orderPrimaryId,
        primaryCheck: placed.primaryCheck,
        reasonCode: 'plan',
      },
    });
    expect(cancel.status).not.toBe(0);
    expect((await call(checkCardOrder, { as: s, params: { id: placed.orderPrimaryId } })).data.status).toBe(
      'inService',
    );
  });
});
