import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sealMessage, generateKeyPair } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { createFieldCrypto } from '../../db/field-crypto.js';
import { verifyOrderQr } from '../../domain/order-qr.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';

interface Session {
  token: string;
  publicKey: string;
}

async function signIn(persona: string): Promise<Session> {
  const login = (await loginAs(t, persona)) as { token: string; userVo: { publicSecret: string } };
  const keys = await post<{ publicKey: string }>(
    '/gettoken/R00040032',
    { publicSecret: login.userVo.publicSecret },
    login.token,
  );
  return { token: login.token, publicKey: keys.data.publicKey };
}

async function post<T = unknown>(path: string, payload: unknown, token?: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'POST', url: api + path, payload: payload as object, token, locale });
  return res.json<Reply<T>>();
}
async function get<T = unknown>(path: string, token?: string) {
  const res = await t.call({ method: 'GET', url: api + path, token });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
async function scalar(query: string): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row?.n ?? -1);
}

interface Summary {
  id: string;
  primaryCheck: string;
  ticketId: string;
  status: string;
  couponId: string | null;
  shopName: string | null;
}
interface Coupon {
  id: string;
  serviceType: string;
  usedCount: number;
  quantity: number;
}

const washOrder = (couponId: string, plateNumber: string) => ({
  serviceType: '9',
  couponId,
  plateNumber,
  contactName: '张伟',
  contactMobile: '13800001234',
  shopSnCode: 'SN110105001',
  appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
});

async function washCoupon(s: Session): Promise<Coupon & { plate: string }> {
  const init = await post<{ coupons: Coupon[]; plateNumbers: string[] }>(
    '/coonetwork/orderInit',
    { serviceType: '9', shopSnCode: 'SN110105001' },
    s.token,
  );
  expect(init.status).toBe(0);
  const coupon = init.data.coupons[0];
  if (!coupon) throw new Error('no car-wash coupon');
  return { ...coupon, plate: init.data.plateNumbers[0] ?? '' };
}

describe('order lists (spec 4 paging)', () => {
  it('pages the ongoing and ended orders with the spec field names', async () => {
    const s = await signIn('headPage');
    const p1 = await get<{ orderOnGoing: Summary[]; onPage: number; onTotal: number }>(
      '/order/R00010014?onPagenum=1&onPagesize=1',
      s.token,
    );
    expect(p1.status).toBe(0);
    expect(p1.data.onPage).toBe(1);
    expect(p1.data.onTotal).toBeGreaterThanOrEqual(2);
    const p2 = await get<{ orderOnGoing: Summary[]; onPage: number }>(
      '/order/R00010014?onPagenum=2&onPagesize=1',
      s.token,
    );
    expect(p2.data.onPage).toBe(2);
    expect(p2.data.orderOnGoing[0]?.id).not.toBe(p1.data.orderOnGoing[0]?.id);
    const ended = await get<{ orderEndingAndConceled: Summary[]; ecPage: number; ecTotal: number }>(
      '/order/R00010035?onPagenum=1&onPagesize=10',
      s.token,
    );
    expect(ended.data.ecPage).toBe(1);
    expect(ended.data.ecTotal).toBe(ended.data.orderEndingAndConceled.length);
    const statuses = ended.data.orderEndingAndConceled.map((o) => o.status);
    expect(statuses).toContain('cancelled');
    expect(statuses).toContain('completed');
    expect(statuses.every((st) => st === 'cancelled' || st === 'completed')).toBe(true);
    const beyond = await get<{ orderEndingAndConceled: Summary[] }>(
      '/order/R00010035?onPagenum=9&onPagesize=10',
      s.token,
    );
    expect(beyond.data.orderEndingAndConceled).toEqual([]);
  });
});

describe("another customer's order", () => {
  it('cannot be read or cancelled (-3) and nothing changes', async () => {
    const owner = await signIn('headPage');
    const other = await signIn('vip');
    const list = await get<{ orderOnGoing: Summary[] }>('/order/R00010014', owner.token);
    const order = list.data.orderOnGoing.find((o) => o.status === 'submitted');
    if (!order) throw new Error('headPage has no submitted order');
    expect((await get(`/order/R00010015/${order.id}`, owner.token)).status).toBe(0);
    expect((await get(`/order/R00010015/${order.id}`, other.token)).status).toBe(-3);
    expect(
      (await get(`/order/R00010038/carWash/${order.id}?primaryCheck=${order.primaryCheck}`, other.token))
        .status,
    ).toBe(-3);
    expect(
      (
        await get(
          `/order/R00010039?orderPrimaryId=${order.id}&primaryCheck=${order.primaryCheck}`,
          other.token,
        )
      ).status,
    ).toBe(-3);
    const history = await scalar(
      `select count(*)::int as n from order_history where order_id = '${order.id}'`,
    );
    const cancel = await post(
      '/order/R00010040',
      { orderPrimaryId: order.id, primaryCheck: order.primaryCheck, reasonCode: 'plan' },
      other.token,
    );
    expect(cancel.status).toBe(-3);
    const [after] = await rows<{ status: string }>(`select status from orders where id = '${order.id}'`);
    expect(after?.status).toBe('submitted');
    expect(await scalar(`select count(*)::int as n from order_history where order_id = '${order.id}'`)).toBe(
      history,
    );
    // A wrong check value opens nothing even for the owner.
    expect((await get(`/order/R00010038/carWash/${order.id}?primaryCheck=nope`, owner.token)).status).toBe(
      -3,
    );
  });
});

describe('car wash, end to end on the API', () => {
  it('books with a coupon, shows the QR code, cancels and gives the coupon use back', async () => {
    const s = await signIn('headPage');
    const coupon = await washCoupon(s);
    const res = await post<{ orderPrimaryId: string; primaryCheck: string; jumpUrl: string }>(
      '/coonetwork/orderSubmit',
      { message: sealMessage(washOrder(coupon.id, coupon.plate), s.publicKey) },
      s.token,
    );
    expect(res.status).toBe(0);
    expect(res.data.jumpUrl).toBe(`/order/washCarErcode/${res.data.orderPrimaryId}`);
    const used = await scalar(`select used_count as n from coupons where id = '${coupon.id}'`);
    expect(used).toBe(coupon.usedCount + 1);

    const ref = `orderPrimaryId=${res.data.orderPrimaryId}&primaryCheck=${res.data.primaryCheck}`;
    const qr = await get<{ qrContent: string }>(`/order/R00010039?${ref}`, s.token);
    expect(qr.data.qrContent).toMatch(/^RCO:RC\d{16}:/);
    const crypto = createFieldCrypto(t.config.dataKey);
    expect(verifyOrderQr(crypto, qr.data.qrContent)).toMatch(/^RC\d{16}$/);
    expect(
      verifyOrderQr(
        crypto,
        qr.data.qrContent.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      ),
    ).toBeNull();
    expect(verifyOrderQr(crypto, qr.data.qrContent, new Date(Date.now() + 301_000))).toBeNull();

    const reasons = await post<{ reasons: { code: string }[] }>(
      '/order/R00010036',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck },
      s.token,
    );
    expect(reasons.data.reasons.length).toBeGreaterThan(2);
    const cancelled = await post<{ status: string; history: { status: string }[]; canCancel: boolean }>(
      '/order/R00010040',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck, reasonCode: 'time' },
      s.token,
    );
    expect(cancelled.status).toBe(0);
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.history.map((h) => h.status)).toEqual(['submitted', 'cancelled']);
    expect(await scalar(`select used_count as n from coupons where id = '${coupon.id}'`)).toBe(
      coupon.usedCount,
    );
    // Cancelling twice changes nothing more.
    const again = await post(
      '/order/R00010040',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck, reasonCode: 'time' },
      s.token,
    );
    expect(again.status).toBe(-3);
    expect(await scalar(`select used_count as n from coupons where id = '${coupon.id}'`)).toBe(
      coupon.usedCount,
    );
  });

  it('refuses a coupon of another customer with -5 and writes nothing', async () => {
    const mine = await signIn('headPage');
    const other = await signIn('vip');
    const coupon = await washCoupon(mine);
    const before = await scalar('select count(*)::int as n from orders');
    const res = await post(
      '/coonetwork/orderSubmit',
      { message: sealMessage(washOrder(coupon.id, coupon.plate), other.publicKey) },
      other.token,
    );
    expect(res.status).toBe(-5);
    expect(await scalar('select count(*)::int as n from orders')).toBe(before);
  });
});

/** A service order through one of the encrypted order doors, paid by the first fitting coupon. */
async function serviceOrder(s: Session, serviceType: string, businessType: string) {
  const init = await post<{ plateNumbers: string[] }>('/coonetwork/tyorderInit', { serviceType }, s.token);
  const plateNumber = init.data.plateNumbers[0] ?? '';
  const coupons = await post<{ list: Coupon[] }>('/order/R00010080', { serviceType, plateNumber }, s.token);
  const coupon = coupons.data.list[0];
  if (!coupon) throw new Error(`no coupon of ${serviceType}`);
  return {
    couponId: coupon.id,
    body: {
      serviceType,
      businessType,
      couponId: coupon.id,
      plateNumber,
      contactName: '王芳',
      contactMobile: '13900002222',
      place: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
    },
  };
}

/**
 * The three encrypted submits, each with a customer whose coupon has uses
 * left: a replayed or forged message that got through would place a second
 * order, so "nothing changed" shows that the refusal came first.
 */
const encryptedDoors: {
  path: string;
  persona: string;
  order: (s: Session) => Promise<{ couponId: string; body: Record<string, unknown> }>;
}[] = [
  {
    path: '/coonetwork/orderSubmit',
    persona: 'haveRc',
    order: async (s) => {
      const c = await washCoupon(s);
      return { couponId: c.id, body: { ...washOrder(c.id, c.plate), contactName: '钱多多' } };
    },
  },
  // A courtesy car (3 uses) and an online consultation (12 uses).
  { path: '/order/R00010012', persona: 'headPage', order: (s) => serviceOrder(s, '32', 'substitute') },
  { path: '/orderNew/R00020010', persona: 'vip', order: (s) => serviceOrder(s, '24', 'consultation') },
];

describe('encrypted submits', () => {
  it.each(encryptedDoors)(
    '$path refuses a replayed, stale, undecryptable, tampered or plain message and changes nothing',
    async (door) => {
      const s = await signIn(door.persona);
      const { couponId, body } = await door.order(s);
      const counts = async () => [
        await scalar('select count(*)::int as n from orders'),
        await scalar(`select used_count as n from coupons where id = '${couponId}'`),
        await scalar('select count(*)::int as n from sms_outbox'),
      ];
      const message = sealMessage(body, s.publicKey);
      const first = await post(door.path, { message }, s.token);
      expect(first.status).toBe(0);
      const afterFirst = await counts();

      const replay = await post(door.path, { message }, s.token);
      expect(replay.status).toBe(-3);
      expect(replay.statusText).toBe('请勿重复提交');

      const stale = await post(
        door.path,
        { message: sealMessage(body, s.publicKey, { now: Date.now() - 10 * 60_000 }) },
        s.token,
        'en-US',
      );
      expect(stale.status).toBe(-3);
      expect(stale.statusText).toMatch(/expired/);

      const wrongKey = await post(
        door.path,
        { message: sealMessage(body, generateKeyPair().publicKey) },
        s.token,
      );
      expect(wrongKey.status).toBe(-3);

      const fresh = sealMessage(body, s.publicKey);
      const i = fresh.length - 10;
      const flipped = fresh.slice(0, i) + (fresh[i] === 'a' ? 'b' : 'a') + fresh.slice(i + 1);
      const tampered = await post(door.path, { message: flipped }, s.token);
      expect(tampered.status).toBe(-3);

      const plain = await post(door.path, { message: JSON.stringify(body) }, s.token);
      expect(plain.status).toBe(-3);
      const notWrapped = await post(door.path, body, s.token);
      expect(notWrapped.status).toBe(-5);

      expect(await counts()).toEqual(afterFirst);
    },
  );

  it('places a service order through order/R00010012 and sends its ticket SMS', async () => {
    const s = await signIn('rightUser');
    const { body } = await serviceOrder(s, '11', 'service');
    const sms = await scalar('select count(*)::int as n from sms_outbox');
    const res = await post<{ orderPrimaryId: string; jumpUrl: string; status: string }>(
      '/order/R00010012',
      { message: sealMessage(body, s.publicKey) },
      s.token,
    );
    expect(res.status).toBe(0);
    expect(res.data.status).toBe('submitted');
    expect(await scalar('select count(*)::int as n from sms_outbox')).toBe(sms + 1);
    const detail = await get<{ contactMobile: string; place: { address: string }; formCode: string | null }>(
      `/order/R00010015/${res.data.orderPrimaryId}`,
      s.token,
    );
    expect(detail.data.contactMobile).toBe('139****2222');
    expect(detail.data.place.address).toContain('望京街');
    expect(detail.data.formCode).toBeNull();
  });
});

describe('the ticket SMS again (R00010043)', () => {
  const ticketSms = (orderId: string) =>
    scalar(
      `select count(*)::int as n from sms_outbox where kind = 'orderTicket' and order_id = '${orderId}'`,
    );

  it("sends the order's ticket SMS to its contact once a minute, and refuses another customer's ticket", async () => {
    const owner = await signIn('vip');
    // The seeded VIP detailing order: its contact is the customer's own number, with no SMS this minute.
    const list = await get<{ orderOnGoing: (Summary & { serviceType: string })[] }>(
      '/order/R00010014?onPagesize=20',
      owner.token,
    );
    const order = list.data.orderOnGoing.find((o) => o.serviceType === '44');
    if (!order) throw new Error('vip has no ongoing detailing order');
    const before = await ticketSms(order.id);

    // Another customer quoting the ticket number gets nothing sent.
    const other = await signIn('headPage');
    const foreign = await post('/order/R00010043', { ticketId: order.ticketId }, other.token);
    expect(foreign.status).toBe(-3);
    expect(await ticketSms(order.id)).toBe(before);

    const sent = await post<{ sentTo: string }>(
      '/order/R00010043',
      { ticketId: order.ticketId },
      owner.token,
    );
    expect(sent.status).toBe(0);
    expect(sent.data.sentTo).toBe('139****5678');
    expect(await ticketSms(order.id)).toBe(before + 1);
    const [sms] = await rows<{ body: string }>(
      `select body from sms_outbox where order_id = '${order.id}' and kind = 'orderTicket' order by created_at desc limit 1`,
    );
    expect(sms?.body).toContain(order.ticketId);
    expect(sms?.body).toMatch(/\/order\/list\?Message=/);

    // At most one SMS a minute to a number.
    const again = await post('/order/R00010043', { ticketId: order.ticketId }, owner.token);
    expect(again.status).toBe(-3);
    expect(again.statusText).toContain('60');
    expect(await ticketSms(order.id)).toBe(before + 1);
  });

  it('refuses a missing ticket number with -5 naming it', async () => {
    const s = await signIn('vip');
    const res = await post<{ errors: { field: string }[] }>('/order/R00010043', { ticketId: ' ' }, s.token);
    expect(res.status).toBe(-5);
    expect(res.statusText).toBe('请填写工单号');
    expect(res.data.errors.map((e) => e.field)).toEqual(['ticketId']);
  });
});

describe('substitute particulars (R00010042)', () => {
  interface Particulars {
    status: string;
    vehiclePlate: string | null;
    vehicleModel: string | null;
    worker: { name: string; mobile: string } | null;
    pickupPlace: { address: string } | null;
    pickupAt: string | null;
    returnAt: string | null;
  }
  const particulars = (o: Summary, active: string, token: string) =>
    post<Particulars>(
      `/order/R00010042?orderPrimaryId=${o.id}&primaryCheck=${encodeURIComponent(o.primaryCheck)}&active=${active}`,
      undefined,
      token,
    );
  async function inspectionRun(token: string): Promise<Summary & { serviceType: string }> {
    const ended = await get<{ orderEndingAndConceled: (Summary & { serviceType: string })[] }>(
      '/order/R00010035?onPagesize=20',
      token,
    );
    const o = ended.data.orderEndingAndConceled.find((x) => x.serviceType === '12');
    if (!o) throw new Error('headPage has no inspection run');
    return o;
  }

  it('shows the lent car and its driver, mobile masked; an order without one answers empty particulars', async () => {
    const s = await signIn('headPage');
    const run = await inspectionRun(s.token);
    const res = await particulars(run, 'done', s.token);
    expect(res.status).toBe(0);
    expect(res.data.status).toBe('completed');
    expect(res.data.vehiclePlate).toBe('京N8M261');
    expect(res.data.worker).toEqual({ name: '刘建国', mobile: '136****4567', vehicleNo: '京N8M261' });
    expect(res.data.pickupPlace?.address).toContain('望京街');
    expect(Date.parse(res.data.returnAt ?? '')).toBeGreaterThan(Date.parse(res.data.pickupAt ?? ''));
    const list = await get<{ orderOnGoing: Summary[] }>('/order/R00010014', s.token);
    const wash = list.data.orderOnGoing[0];
    if (!wash) throw new Error('headPage has no ongoing order');
    const none = await particulars(wash, 'doing', s.token);
    expect(none.status).toBe(0);
    expect(none.data).toMatchObject({ vehiclePlate: null, worker: null, pickupPlace: null, pickupAt: null });
  });

  it('refuses a bad state with -5 naming it, and shows another customer nothing', async () => {
    const s = await signIn('headPage');
    const run = await inspectionRun(s.token);
    const bad = await particulars(run, 'maybe', s.token);
    expect(bad.status).toBe(-5);
    expect(bad.statusText).toBe('服务状态填写有误');
    const other = await signIn('vip');
    const foreign = await particulars(run, 'done', other.token);
    expect(foreign.status).toBe(-3);
    expect(foreign.data).toBeNull();
    // The owner with a wrong check value opens nothing either.
    const wrongCheck = await particulars({ ...run, primaryCheck: 'nope' }, 'done', s.token);
    expect(wrongCheck.status).toBe(-3);
  });
});

describe('shops', () => {
  it('never repeats a store across pages and finishes on noMoreData', async () => {
    const s = await signIn('headPage');
    const seen: string[] = [];
    let snCode: string | undefined;
    for (let page = 1; page < 20; page++) {
      const res = await post<{
        list: { snCode: string; distanceMeters: number | null }[];
        snCode: string;
        noMoreData: boolean;
      }>(
        '/coonetwork/snQuery',
        {
          serviceType: '9',
          onPagenum: page,
          onPagesize: 3,
          lat: 39.99,
          lng: 116.47,
          ...(snCode ? { snCode } : {}),
        },
        s.token,
      );
      expect(res.status).toBe(0);
      snCode = res.data.snCode;
      seen.push(...res.data.list.map((x) => x.snCode));
      if (page === 1) expect(res.data.list[0]?.snCode).toBe('SN110105001');
      if (res.data.noMoreData) break;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(await scalar(`select count(*)::int as n from stores where service_types ? '9'`));
  });

  it('lists the regions with stores', async () => {
    const s = await signIn('headPage');
    const res = await post<{ regions: { code: string }[]; currentRegionCode: string | null }>(
      '/coonetwork/regionInit',
      { serviceType: '9', lat: 39.99, lng: 116.47 },
      s.token,
    );
    expect(res.data.regions.map((r) => r.code)).toEqual(['110000', '310000', '440000']);
    expect(res.data.currentRegionCode).toBe('110100');
  });
});

describe('the order-list entry (rescue note)', () => {
  it('turns an SMS sid, once, into a single-use code for a pass to the order screen', async () => {
    const note = await post<{ rcNeedCode: string; jumpUrl: string; businessType: string }>(
      '/rescueOrder/R00010068',
      { sid: 'demo-sms-headpage-wash' },
    );
    expect(note.status).toBe(0);
    expect(note.data.jumpUrl).toMatch(/^\/order\/checkDetail\//);
    expect(note.data.businessType).toBe('carWash');
    const login = await post<{ token: string }>('/auth/R00010003', { rcNeedCode: note.data.rcNeedCode });
    expect(login.status).toBe(0);
    const id = note.data.jumpUrl.split('/').pop() ?? '';
    expect((await get(`/order/R00010015/${id}`, login.data.token)).status).toBe(0);
    expect((await post('/auth/R00010003', { rcNeedCode: note.data.rcNeedCode })).status).toBe(-3);
    // The link itself opens once (issue 21, finding 5).
    expect((await post('/rescueOrder/R00010068', { sid: 'demo-sms-headpage-wash' })).status).toBe(-3);
    expect((await post('/rescueOrder/R00010068', { sid: 'no-such-sid' })).status).toBe(-3);
  });

  it('shows the SMS outbox on the demo launcher, numbers masked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/demo' });
    const html = res.body;
    expect(html).toContain('data-testid="sms-outbox"');
    expect(html).toContain('138****1234');
    expect(html).not.toContain('13800001234');
  });
});

describe('card order', () => {
  it('shows the card masked', async () => {
    const s = await signIn('headPage');
    const ended = await get<{ orderEndingAndConceled: (Summary & { serviceType: string })[] }>(
      '/order/R00010035?onPagesize=10',
      s.token,
    );
    const card = ended.data.orderEndingAndConceled.find((o) => o.serviceType === '23');
    if (!card) throw new Error('no card order');
    const res = await get<{ cardNo: string; holderName: string }>(`/cardorder/R00040014/${card.id}`, s.token);
    expect(res.data.cardNo).toBe('6230 **** **** 5678');
    expect(res.data.holderName).toBe('张*');
  });
});
