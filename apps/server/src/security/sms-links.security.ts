import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../domain/orders.js';
import { outboxSmsSender } from '../domain/sms.js';
import { loginCodes, sessions, smsOutbox } from '../db/schema/index.js';
import { hashToken } from '../http/session-store.js';
import { sendTicketSms } from '../modules/order/messaging.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/handoff.js';
import { apiCaller, customerIdOf, freshCoupon } from '../testing/merchant-fixtures.js';

/**
 * Issue 21 finding 5: the link in an order's text message was a reusable week-long login to the whole
 * account, sent to whatever contact number was typed on the order. Now it opens its order once, within
 * a day, as a pass that reads that order and nothing else, for half an hour; the link's sid and the
 * pass code stay out of the log.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let owner = '';
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp(
    { RC_LOG_LEVEL: 'info' },
    { logStream: { write: (line: string) => void logLines.push(line) } },
  );
  call = apiCaller(t);
  owner = await customerIdOf(t.database.db, 'PID10000001');
}, 60_000);
afterAll(() => t.close());

/** A car-wash order of the owner with `contactMobile` on it, and the link of its ticket text. */
async function orderWithLink(contactMobile: string) {
  const { deps } = t.app;
  const db = t.database.db;
  const coupon = await freshCoupon(db, owner, { serviceType: '9' });
  const order = await db.transaction((tx) =>
    createOrder(
      tx,
      {
        customerId: owner,
        serviceType: '9',
        couponId: coupon.id,
        businessType: 'carWash',
        contactName: '李四',
        contactMobileSealed: deps.fieldCrypto.seal(contactMobile),
        details: { remark: '' },
      },
      { kind: 'customer', id: owner },
    ),
  );
  if (!order) throw new Error('order not created');
  const sentAt = new Date();
  await sendTicketSms(deps, db, outboxSmsSender(deps.fieldCrypto), order, '精致洗车', 'zh-CN', sentAt);
  const [sms] = await db.select().from(smsOutbox).where(eq(smsOutbox.orderId, order.id));
  const sid = /Message=([\w-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
  return { order, sid, sms, sentAt };
}

interface Note {
  rcNeedCode: string;
  jumpUrl: string;
}

async function openLink(sid: string) {
  const note = await call<Note>('', 'POST', 'rescueOrder/R00010068', { sid });
  return note;
}

async function passFor(sid: string) {
  const note = await openLink(sid);
  expect(note.status).toBe(0);
  const login = await call<{ token: string; userVo: Record<string, unknown>; isVerify: string }>(
    '',
    'POST',
    'auth/R00010003',
    { rcNeedCode: note.data.rcNeedCode },
  );
  expect(login.status).toBe(0);
  return { note, login: login.data };
}

describe('SMS links open only their order, once, briefly (issue 21, finding 5)', () => {
  it('a link opens once; the second opening is refused in words', async () => {
    const { sid } = await orderWithLink('13912345678');
    await passFor(sid);
    const again = await openLink(sid);
    expect(again.status).toBe(-3);
    expect(again.statusText).toContain('只能使用一次');
  });

  it('a link lives a day at most from its sending, and a lapsed one opens nothing', async () => {
    const { order, sid, sms, sentAt } = await orderWithLink('13912345679');
    const lifetime = (sms?.expiresAt?.getTime() ?? Infinity) - sentAt.getTime();
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000);
    await t.database.db
      .update(smsOutbox)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsOutbox.id, sms?.id ?? ''));
    expect((await openLink(sid)).status).toBe(-3);
    expect(await t.database.db.select().from(loginCodes).where(eq(loginCodes.orderId, order.id))).toEqual([]);
  });

  it('the pass reads its order and nothing else of the account, for half an hour', async () => {
    // Sent to a number that is not the account's: whoever holds it must not enter the account.
    const { order, sid } = await orderWithLink('13700000001');
    const other = await orderWithLink('13700000002');
    const { login } = await passFor(sid);
    const pass = login.token;

    const detail = await call<{ id: string; readOnly?: boolean; canCancel: boolean }>(
      pass,
      'GET',
      `order/R00010015/${order.id}`,
    );
    expect(detail.status).toBe(0);
    expect(detail.data).toMatchObject({ id: order.id, readOnly: true, canCancel: false });

    // Another order of the same account, the lists, the coupons, a cancel, the account's particulars.
    const refused: [string, 'GET' | 'POST', string, unknown?][] = [
      ['another order', 'GET', `order/R00010015/${other.order.id}`],
      ['the order lists', 'GET', 'order/R00010014?onPage=1&onPagesize=10'],
      ['my coupons', 'POST', 'rights/R00010066', {}],
      ['cancel the order', 'POST', 'order/R00010040', { orderPrimaryId: order.id, reason: 'x' }],
      ['customer service', 'GET', 'auth/R00010047'],
      ['resend the ticket', 'POST', 'order/R00010043', { ticketId: order.orderNo }],
    ];
    for (const [what, method, path, payload] of refused) {
      const res = await call<unknown>(pass, method, path, payload);
      expect({ what, status: res.status, data: res.data }).toMatchObject({ what, status: -3, data: null });
    }

    // The login answer carries none of the account: no name, number, person id, plates or VIN.
    expect(login.isVerify).toBe('Y');
    expect(login.userVo).toMatchObject({
      custName: '',
      number: '',
      pid: '',
      plateNumber: '',
      encryptVin: '',
    });
    expect(login.userVo.plateNumberList).toEqual([]);
    expect(JSON.stringify(login)).not.toContain('张伟');

    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(pass)));
    expect(row?.scopeOrderId).toBe(order.id);
    expect((row?.expiresAt.getTime() ?? Infinity) - (row?.createdAt.getTime() ?? 0)).toBeLessThanOrEqual(
      30 * 60_000,
    );
  });

  it("the account's own login is untouched by a pass", async () => {
    const own = await loginAs(t, 'headPage');
    const lists = await call<unknown>(own.token, 'GET', 'order/R00010014?onPage=1&onPagesize=10');
    expect(lists.status).toBe(0);
  });

  it('neither the link nor the pass code reaches the log', async () => {
    const { sid } = await orderWithLink('13700000003');
    await t.app.inject({ method: 'GET', url: `/order/list?Message=${sid}` });
    const { note } = await passFor(sid);
    const text = logLines.join('\n');
    expect(text).not.toContain(sid);
    expect(text).not.toContain(note.data.rcNeedCode);
  });
});
