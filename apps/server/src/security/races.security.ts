import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import {
  cancelOrder,
  cancelTransfer,
  claimTransfer,
  completeMerchantOrder,
  createTransfer,
  exchangeGift,
  updateWorkOrderProgress,
} from '@rc/contract';
import {
  coupons,
  customers,
  giftExchanges,
  gifts,
  orders,
  redemptions,
  rescueDispatches,
  towVehicles,
} from '../db/schema/index.js';
import { freshCoupon, ledgerBalance } from '../testing/merchant-fixtures.js';
import { race, unbalancedCoupons, type RaceOutcome } from '../testing/race.js';
import {
  callEndpoint,
  personalDataIn,
  printTable,
  securityApp,
  signInActors,
  sqlRows,
  submitWashOrder,
  type Actor,
  type Actors,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * Races (issue 11): many requests at once on one object; exactly one wins and the
 * coupon ledger balances. On PGlite the requests interleave on one connection; on
 * PostgreSQL (DATABASE_URL) they run on a pool of ten, truly concurrently.
 */
const width = 24;
let t: SecurityApp;
let a: Actors;
/** The seed's own coupons are not this suite's to judge (the ledger of the run's coupons is). */
let started = new Date();
const results: { name: string; outcome: RaceOutcome; check: string; balanced: boolean }[] = [];

beforeAll(async () => {
  t = await securityApp();
  a = await signInActors(t);
  started = new Date();
}, 240_000);
afterAll(async () => {
  const unbalanced = await unbalancedCoupons(t.database.db, started);
  const seeded = await unbalancedCoupons(t.database.db);
  printTable(
    `Races on ${t.database.kind} (${width} at once): exactly one wins`,
    ['race', 'attempts', 'succeeded', 'refused', '5xx', 'statuses', 'after', 'ledger'],
    results.map((r) => [
      r.name,
      r.outcome.attempts,
      r.outcome.ok,
      r.outcome.refused,
      r.outcome.faults,
      JSON.stringify(r.outcome.statuses),
      r.check,
      r.balanced ? 'balances' : 'BROKEN',
    ]),
  );
  process.stdout.write(
    `coupons of this run whose ledger disagrees with their use count: ${unbalanced} (whole database, seed included: ${seeded})\n`,
  );
  await t.close();
});

const customerTokens = (): Actor[] => [a.B, a.X, a.Y];
const db = () => t.database.db;

async function record(name: string, outcome: RaceOutcome, check: string, couponId?: string) {
  const balanced = couponId
    ? await ledgerBalance(db(), couponId).then((b) => b.ledger === b.used)
    : (await unbalancedCoupons(db(), started)) === 0;
  results.push({ name, outcome, check, balanced });
  expect(outcome.faults, name).toBe(0);
  expect(outcome.ok, `${name}: ${JSON.stringify(outcome.statuses)}`).toBe(1);
  expect(balanced, `${name}: ledger`).toBe(true);
}

describe('races on one object', () => {
  it('redeem: merchants confirm one single-use coupon at once', async () => {
    const c = await freshCoupon(db(), a.A.id ?? '');
    const outcome = await race(
      Array.from(
        { length: width },
        (_, i) => () =>
          callEndpoint(
            t,
            completeMerchantOrder,
            { body: { action: 'redeem', ticketId: c.code, idempotencyKey: randomUUID(), count: 1 } },
            i % 2 ? a.X : a.Y,
          ),
      ),
    );
    const made = await db().select().from(redemptions).where(eq(redemptions.couponId, c.id));
    await record('redeem', outcome, `${made.length} redemption`, c.id);
    expect(made).toHaveLength(1);
  });

  it('claim: customers claim one gift at once', async () => {
    const c = await freshCoupon(db(), a.A.id ?? '');
    const made = await callEndpoint(t, createTransfer, { body: { couponId: c.id, quantity: 1 } }, a.A);
    const shareCode = (made.data as { shareCode: string }).shareCode;
    const outcome = await race(
      Array.from(
        { length: width },
        (_, i) => () =>
          callEndpoint(t, claimTransfer, { body: { shareCode } }, customerTokens()[i % 3] ?? a.B),
      ),
    );
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    await record('claim', outcome, `owner changed once (${row?.customerId === a.A.id ? 'no' : 'yes'})`, c.id);
  });

  it('cancel a gift while customers claim it: one of them wins', async () => {
    const c = await freshCoupon(db(), a.A.id ?? '');
    const made = await callEndpoint(t, createTransfer, { body: { couponId: c.id, quantity: 1 } }, a.A);
    const { id, shareCode } = made.data as { id: string; shareCode: string };
    const outcome = await race([
      () => callEndpoint(t, cancelTransfer, { body: { transferId: id } }, a.A),
      ...Array.from(
        { length: width - 1 },
        (_, i) => () =>
          callEndpoint(t, claimTransfer, { body: { shareCode } }, customerTokens()[i % 3] ?? a.B),
      ),
    ]);
    const [row] = await db().select().from(coupons).where(eq(coupons.id, c.id));
    await record('cancel gift vs claims', outcome, `coupon ${row?.state ?? '?'}`, c.id);
    expect(row?.state).toBe('unused');
  });

  it('cancel: one order cancelled many times at once gives its coupon back once', async () => {
    const c = await freshCoupon(db(), a.A.id ?? '');
    const placed = await submitWashOrder(t, a.A, c.id, '京A12345');
    expect(placed.status, placed.statusText).toBe(0);
    const [order] = await db()
      .select()
      .from(orders)
      .where(eq(orders.id, placed.orderId ?? ''));
    const outcome = await race(
      Array.from(
        { length: width },
        () => () =>
          callEndpoint(
            t,
            cancelOrder,
            { body: { orderPrimaryId: order?.id, primaryCheck: order?.primaryCheck, reasonCode: 'plan' } },
            a.A,
          ),
      ),
    );
    const b = await ledgerBalance(db(), c.id);
    await record('cancel order', outcome, `coupon uses ${b.used}`, c.id);
    expect(b).toEqual({ ledger: 0, used: 0 });
  });

  it('exchange: one gift exchanged many times at once takes the points once', async () => {
    const [me] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, a.A.id ?? ''));
    const had = db()
      .select({ id: giftExchanges.giftId })
      .from(giftExchanges)
      .where(eq(giftExchanges.customerId, a.A.id ?? ''));
    const [gift] = await db()
      .select()
      .from(gifts)
      .where(
        and(
          notInArray(gifts.id, had),
          sql`${gifts.pointPrice} <= ${me?.remainPoint ?? 0}`,
          sql`${gifts.stock} > 0`,
        ),
      )
      .orderBy(gifts.pointPrice)
      .limit(1);
    expect(gift, 'a gift customer A can afford').toBeDefined();
    const outcome = await race(
      Array.from(
        { length: width },
        () => () => callEndpoint(t, exchangeGift, { body: { giftId: gift?.id, quantity: 1 } }, a.A),
      ),
    );
    const [after] = await db()
      .select()
      .from(customers)
      .where(eq(customers.id, a.A.id ?? ''));
    const spent = (me?.remainPoint ?? 0) - (after?.remainPoint ?? 0);
    await record('exchange', outcome, `points taken ${spent / (gift?.pointPrice ?? 1)}x`);
    expect(spent).toBe(gift?.pointPrice);
  });

  it('accept-rescue: rescuers accept one offered work order at once', async () => {
    const [offered] = await sqlRows<{ sub: string; no: string }>(
      db(),
      `select d.sub_ticket_id as sub, o.order_no as no from rescue_dispatches d join orders o on o.id = d.order_id
       where d.status = 'offered' limit 1`,
    );
    expect(offered, 'an offered work order in the seed').toBeDefined();
    const free = async (rescuerId: string | null) =>
      (
        await db()
          .select({ no: towVehicles.vehicleNo })
          .from(towVehicles)
          .where(eq(towVehicles.boundRescuerId, rescuerId ?? ''))
      ).map((v) => v.no);
    const mine = await free(a.R.id);
    const theirs = await free(a.R2.id);
    const outcome = await race(
      Array.from({ length: width }, (_, i) => () => {
        const rescuer = i % 2 ? a.R : a.R2;
        const list = i % 2 ? mine : theirs;
        return callEndpoint(
          t,
          updateWorkOrderProgress,
          {
            body: {
              ticketId: offered?.no,
              subTicketId: offered?.sub,
              vehicleNo: list[i % list.length],
              step: 'accepted',
              lng: 116.4,
              lat: 39.9,
            },
          },
          rescuer,
        );
      }),
    );
    const [row] = await db()
      .select()
      .from(rescueDispatches)
      .where(eq(rescueDispatches.subTicketId, offered?.sub ?? ''));
    await record('accept rescue', outcome, `work order ${row?.status ?? '?'}`);
    expect(row?.status).toBe('accepted');
  });

  it('leaves every coupon ledger balanced and no personal data in the logs', async () => {
    expect(await unbalancedCoupons(db(), started)).toBe(0);
    expect(personalDataIn(t.logs)).toEqual([]);
  });
});
