import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import {
  carPanels,
  chinaSlotStart,
  serviceTypeDescriptionSchema,
  type ServiceField,
  type ServiceFormValue,
  type ServiceTypeDescription,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { seededServiceTypes } from '../../seed/service-types/index.js';

/**
 * The declarative service forms end to end: every seeded description books
 * through its own door, and every bad answer a form can send is refused with
 * -5 naming the field in the user's language, with nothing changed. The cases
 * are generated from the descriptions themselves.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';
/** A 1×1 PNG: the merchant's proof photo. */
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const descriptions: ServiceTypeDescription[] = seededServiceTypes.map((d) =>
  serviceTypeDescriptionSchema.parse(d),
);

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
async function get<T = unknown>(path: string, token?: string, locale?: 'zh-CN' | 'en-US') {
  const res = await t.call({ method: 'GET', url: api + path, token, locale });
  return res.json<Reply<T>>();
}
async function scalar(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const list = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  return Number(list[0]?.n ?? -1);
}
/** What a refused submit must leave untouched: orders, their history, coupon uses and attached photos. */
async function snapshot() {
  return {
    orders: await scalar('select count(*)::int as n from orders'),
    history: await scalar('select count(*)::int as n from order_history'),
    used: await scalar('select coalesce(sum(used_count), 0)::int as n from coupons'),
    events: await scalar('select count(*)::int as n from coupon_events'),
  };
}

/** The door each form books through: the spec's own call where it names one. */
function doorOf(code: string): { path: string; encrypted: boolean } {
  if (code === 'designatedDriver') return { path: '/driverOrder/R00010064', encrypted: true };
  if (code === 'inspectionRun') return { path: '/order/R00020012', encrypted: false };
  return { path: '/orderNew/formSubmit', encrypted: true };
}

function submit<T = unknown>(
  s: Session,
  code: string,
  body: { formCode: string; couponId: string; values: Record<string, unknown> },
  locale?: 'zh-CN' | 'en-US',
) {
  const door = doorOf(code);
  return post<T>(
    door.path,
    door.encrypted ? { message: sealMessage(body, s.publicKey) } : body,
    s.token,
    locale,
  );
}

const plate = '京A12345'; // headPage's plate: its coupons are tied to it
const place = { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 };

function daysAheadOf(f: { minDaysAhead: number; maxDaysAhead: number }): number {
  return Math.min(f.maxDaysAhead, Math.max(f.minDaysAhead, 1));
}

/** A valid answer for each kind of field. */
function validValue(f: ServiceField): ServiceFormValue | undefined {
  switch (f.kind) {
    case 'text':
      return f.key === 'contactName'
        ? '王芳'
        : '请在车辆左侧停车位等候，谢谢'.padEnd(f.minLength, '好').slice(0, f.maxLength);
    case 'mobile':
      return '13900002222';
    case 'plate':
      return plate;
    case 'date': {
      const d = new Date(Date.now() + 8 * 3_600_000 + daysAheadOf(f) * 86_400_000);
      return d.toISOString().slice(0, 10);
    }
    case 'timeSlot':
      return chinaSlotStart(new Date(), daysAheadOf(f), f.slots[0]?.from ?? '09:00').toISOString();
    case 'select':
      return f.multiple ? [f.options[0]?.code ?? ''] : (f.options[0]?.code ?? '');
    case 'number':
      return f.min;
    case 'address':
      return place;
    case 'images':
      return f.minCount > 0 ? undefined : undefined;
    case 'panels':
      return carPanels.slice(0, Math.max(1, f.minCount));
  }
}

function validValues(d: ServiceTypeDescription): Record<string, ServiceFormValue> {
  const out: Record<string, ServiceFormValue> = {};
  for (const f of d.fields) {
    const v = validValue(f);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

/** Every wrong answer a form can send for a field: what to send (undefined: leave it out). */
function badValues(f: ServiceField): { name: string; value: ServiceFormValue | undefined }[] {
  const cases: { name: string; value: ServiceFormValue | undefined }[] = [];
  if (f.required) cases.push({ name: 'missing', value: undefined });
  switch (f.kind) {
    case 'text':
      cases.push({ name: 'too long', value: '长'.repeat(f.maxLength + 1) });
      if (f.minLength > 1) cases.push({ name: 'too short', value: '短' });
      cases.push({ name: 'a number', value: 7 });
      break;
    case 'mobile':
      cases.push({ name: 'not a mobile', value: '0101234' });
      break;
    case 'plate':
      cases.push({ name: 'not a plate', value: 'ABC' });
      break;
    case 'date':
      cases.push({ name: 'out of the window', value: '2001-01-01' });
      break;
    case 'timeSlot':
      cases.push({ name: 'in the past', value: new Date(Date.now() - 86_400_000).toISOString() });
      cases.push({
        name: 'not a slot',
        value: new Date(chinaSlotStart(new Date(), daysAheadOf(f), '03:17').getTime()).toISOString(),
      });
      cases.push({
        name: 'beyond the window',
        value: chinaSlotStart(new Date(), f.maxDaysAhead + 1, f.slots[0]?.from ?? '09:00').toISOString(),
      });
      break;
    case 'select':
      cases.push({ name: 'unknown option', value: 'nope' });
      if (!f.multiple) cases.push({ name: 'two options', value: f.options.slice(0, 2).map((o) => o.code) });
      break;
    case 'number':
      cases.push({ name: 'above the maximum', value: f.max + 1 });
      if (f.min > 0) cases.push({ name: 'below the minimum', value: f.min - 1 });
      cases.push({ name: 'a fraction', value: f.min + 0.5 });
      break;
    case 'address':
      cases.push({
        name: 'blank address',
        value: { ...place, address: '   ' },
      });
      break;
    case 'images':
      cases.push({ name: 'a photo that is not theirs', value: [randomUUID()] });
      cases.push({ name: 'too many', value: Array.from({ length: f.maxCount + 1 }, () => randomUUID()) });
      break;
    case 'panels':
      cases.push({ name: 'unknown panel', value: ['wing'] });
      cases.push({ name: 'repeated panel', value: ['hood', 'hood'] });
      if (f.maxCount < carPanels.length)
        cases.push({ name: 'too many panels', value: carPanels.slice(0, f.maxCount + 1) });
      break;
  }
  return cases;
}

let s: Session;
const couponOf = new Map<string, string>();
beforeAll(async () => {
  s = await signIn('headPage');
  for (const d of descriptions) {
    const init = await post<{ coupons: { id: string }[] }>(
      '/orderNew/formInit',
      { formCode: d.code },
      s.token,
    );
    expect(init.status, `${d.code}: ${init.statusText}`).toBe(0);
    const id = init.data.coupons[0]?.id;
    if (!id) throw new Error(`headPage has no coupon for ${d.code}`);
    couponOf.set(d.code, id);
  }
});

describe('the seeded descriptions', () => {
  it('are stored, valid and served by the init calls with coupons that pay for them', async () => {
    expect(await scalar('select count(*)::int as n from service_types')).toBe(descriptions.length);
    const driver = await post<{ form: { code: string }; contactMobile: string }>(
      '/driverOrder/R00010063',
      {},
      s.token,
    );
    expect(driver.data.form.code).toBe('designatedDriver');
    expect(driver.data.contactMobile).toBe('138****1234');
    const parking = await post<{ form: { code: string } }>(
      '/order/safeParking/init',
      { formCode: 'safeDocking' },
      s.token,
    );
    expect(parking.data.form.code).toBe('safeDocking');
    const unknown = await post('/orderNew/formInit', { formCode: 'noSuchForm' }, s.token);
    expect(unknown.status).toBe(-5);
  });

  it('price paint by car class per panel (powerOrder/R00020014) from the description', async () => {
    const prices = await post<{ models: { code: string; price: number }[] }>(
      '/powerOrder/R00020014',
      { serviceType: '11' },
      s.token,
    );
    expect(prices.data.models.map((m) => [m.code, m.price])).toEqual([
      ['economy', 40_000],
      ['midsize', 50_000],
      ['luxury', 70_000],
    ]);
  });

  it("price only the customer's own car class for their plate once they have given it", async () => {
    const prices = async (plateNumber: string, token = s.token) =>
      (
        await post<{ models: { code: string; price: number }[] }>(
          '/powerOrder/R00020014',
          { serviceType: '11', plateNumber },
          token,
        )
      ).data.models.map((m) => [m.code, m.price]);
    const d = descriptions.find((x) => x.code === 'paintRepair');
    if (!d) throw new Error('no paintRepair');
    const booked = await submit<{ orderPrimaryId: string; primaryCheck: string }>(s, d.code, {
      formCode: d.code,
      couponId: couponOf.get(d.code) ?? '',
      values: { ...validValues(d), carClass: 'midsize' },
    });
    expect(booked.status, booked.statusText).toBe(0);
    // Cancelled or not, the booking said what car it is.
    const { orderPrimaryId, primaryCheck } = booked.data;
    const cancel = await post(
      '/order/R00010040',
      { orderPrimaryId, primaryCheck, reasonCode: 'plan' },
      s.token,
    );
    expect(cancel.status, cancel.statusText).toBe(0);
    expect(await prices(plate)).toEqual([['midsize', 50_000]]);
    // Another customer's plate, or this plate asked by another customer, tells nothing.
    expect(await prices('沪B88888')).toHaveLength(3);
    const vip = await signIn('vip');
    expect(await prices(plate, vip.token)).toHaveLength(3);
  });

  it('quotes and files two mid-size panels at twice the listed mid-size panel price (decision 034)', async () => {
    const list = await post<{ models: { code: string; price: number }[] }>(
      '/powerOrder/R00020014',
      { serviceType: '11' },
      s.token,
    );
    const midsize = list.data.models.find((m) => m.code === 'midsize')?.price ?? 0;
    expect(midsize).toBe(50_000);
    const d = descriptions.find((x) => x.code === 'paintRepair');
    if (!d) throw new Error('no paintRepair');
    const booked = await submit<{ orderPrimaryId: string; primaryCheck: string }>(s, d.code, {
      formCode: d.code,
      couponId: couponOf.get(d.code) ?? '',
      values: { ...validValues(d), carClass: 'midsize', panels: ['hood', 'roof'] },
    });
    expect(booked.status, booked.statusText).toBe(0);
    const { orderPrimaryId, primaryCheck } = booked.data;
    const view = await get<{ quote: { totalFen: number; couponPaysFen: number; payableFen: number } }>(
      `/orderNew/formOrder/${orderPrimaryId}`,
      s.token,
    );
    expect(view.data.quote.totalFen).toBe(2 * midsize);
    // The coupon pays one economy panel; the order's amount is what is left to pay at the shop.
    expect(view.data.quote.couponPaysFen).toBe(40_000);
    const common = await get<{ amount: number }>(`/order/R00010015/${orderPrimaryId}`, s.token);
    expect(common.data.amount).toBe(2 * midsize - 40_000);
    await post('/order/R00010040', { orderPrimaryId, primaryCheck, reasonCode: 'plan' }, s.token);
  });
});

describe.each(descriptions.map((d) => [d.code, d] as const))('%s', (code, d) => {
  it.each(d.fields.flatMap((f) => badValues(f).map((c) => [f.key, c.name, f, c.value] as const)))(
    'refuses %s (%s) with -5 naming it, changing nothing',
    async (key, _name, f, value) => {
      const before = await snapshot();
      const values: Record<string, unknown> = { ...validValues(d) };
      if (value === undefined) delete values[key];
      else values[key] = value;
      const res = await submit(s, code, { formCode: code, couponId: couponOf.get(code) ?? '', values });
      expect(res.status, res.statusText).toBe(-5);
      expect(res.statusText).toContain(f.label['zh-CN']);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('names the field in English, and refuses unknown answers and a coupon of another service', async () => {
    const before = await snapshot();
    const first = d.fields.find((f) => f.required);
    if (!first) throw new Error(`${code} has no required field`);
    const values = validValues(d);
    delete values[first.key];
    const en = await submit(s, code, { formCode: code, couponId: couponOf.get(code) ?? '', values }, 'en-US');
    expect(en.status).toBe(-5);
    expect(en.statusText).toContain(first.label['en-US']);
    const extra = await submit(s, code, {
      formCode: code,
      couponId: couponOf.get(code) ?? '',
      values: { ...validValues(d), bogus: 'x' },
    });
    expect(extra.status).toBe(-5);
    expect(extra.statusText).toContain('bogus');
    const other = descriptions.find((x) => !x.couponTypes.some((c) => d.couponTypes.includes(c)));
    const wrongCoupon = await submit(s, code, {
      formCode: code,
      couponId: couponOf.get(other?.code ?? '') ?? '',
      values: validValues(d),
    });
    expect(wrongCoupon.status).toBe(-5);
    expect(wrongCoupon.statusText).toContain('卡券');
    expect(await snapshot()).toEqual(before);
  });

  it('books with a coupon, shows the order to its owner only, and cancelling returns the coupon', async () => {
    const before = await snapshot();
    const res = await submit<{
      orderPrimaryId: string;
      primaryCheck: string;
      status: string;
      jumpUrl: string;
    }>(s, code, { formCode: code, couponId: couponOf.get(code) ?? '', values: validValues(d) });
    expect(res.status, res.statusText).toBe(0);
    expect(res.data.status).toBe('submitted');
    expect(res.data.jumpUrl).toContain(res.data.orderPrimaryId);
    if (code === 'onlineConsultation') {
      expect(res.data.jumpUrl).toBe(`/order/onlineConsultationDetail/${res.data.orderPrimaryId}`);
    }
    // The common order detail names the form, so its screen can show the form's own answers.
    const common = await get<{ formCode: string | null }>(
      `/order/R00010015/${res.data.orderPrimaryId}`,
      s.token,
    );
    expect(common.data.formCode).toBe(code);
    const after = await snapshot();
    expect(after.orders).toBe(before.orders + 1);
    expect(after.used).toBe(before.used + 1);

    const view = await get<{ answers: { key: string; label: string; text: string }[]; canCancel: boolean }>(
      `/orderNew/formOrder/${res.data.orderPrimaryId}`,
      s.token,
    );
    expect(view.status).toBe(0);
    expect(view.data.canCancel).toBe(true);
    const mobile = view.data.answers.find((a) => a.key === 'contactMobile');
    expect(mobile?.text).toBe('139****2222');
    // Personal answers are sealed at rest: neither the mobile nor the address is stored in clear.
    const clear = await scalar(
      `select count(*)::int as n from orders where id = '${res.data.orderPrimaryId}' and (details::text like '%13900002222%' or details::text like '%望京街%')`,
    );
    expect(clear).toBe(0);

    const stranger = await signIn('vip');
    const peek = await get(`/orderNew/formOrder/${res.data.orderPrimaryId}`, stranger.token);
    expect(peek.status).toBe(-3);

    const cancel = await post(
      '/order/R00010040',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck, reasonCode: 'plan' },
      s.token,
    );
    expect(cancel.status, cancel.statusText).toBe(0);
    expect((await snapshot()).used).toBe(before.used);
  });
});

describe('the doors', () => {
  it('each form books through its own call only', async () => {
    const before = await snapshot();
    const d = descriptions.find((x) => x.code === 'homeClean');
    if (!d) throw new Error('no homeClean');
    const viaDriver = await post(
      '/driverOrder/R00010064',
      {
        message: sealMessage(
          { formCode: 'homeClean', couponId: couponOf.get('homeClean'), values: validValues(d) },
          s.publicKey,
        ),
      },
      s.token,
    );
    expect(viaDriver.status).toBe(-5);
    const driver = descriptions.find((x) => x.code === 'designatedDriver');
    if (!driver) throw new Error('no designatedDriver');
    const viaForm = await post(
      '/orderNew/formSubmit',
      {
        message: sealMessage(
          {
            formCode: 'designatedDriver',
            couponId: couponOf.get('designatedDriver'),
            values: validValues(driver),
          },
          s.publicKey,
        ),
      },
      s.token,
    );
    expect(viaForm.status).toBe(-5);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['/orderNew/formSubmit', 'homeClean'] as const,
    ['/driverOrder/R00010064', 'designatedDriver'] as const,
  ])('%s refuses a replayed or tampered message and changes nothing', async (path, code) => {
    const d = descriptions.find((x) => x.code === code);
    if (!d) throw new Error(code);
    const payload = { formCode: code, couponId: couponOf.get(code), values: validValues(d) };
    const message = sealMessage(payload, s.publicKey);
    const first = await post<{ orderPrimaryId: string; primaryCheck: string }>(path, { message }, s.token);
    expect(first.status, first.statusText).toBe(0);
    const before = await snapshot();
    const replay = await post(path, { message }, s.token);
    expect(replay.status).toBe(-3);
    const fresh = sealMessage(payload, s.publicKey);
    const i = fresh.length - 10;
    const flipped = fresh.slice(0, i) + (fresh[i] === 'a' ? 'b' : 'a') + fresh.slice(i + 1);
    const tampered = await post(path, { message: flipped }, s.token);
    expect(tampered.status).toBe(-3);
    const plain = await post(path, payload, s.token);
    expect(plain.status).not.toBe(0);
    expect(await snapshot()).toEqual(before);
    await post(
      '/order/R00010040',
      {
        orderPrimaryId: first.data.orderPrimaryId,
        primaryCheck: first.data.primaryCheck,
        reasonCode: 'plan',
      },
      s.token,
    );
  });
});

describe('following and verifying a booking', () => {
  it('lists the appointment, shows driver progress, and the merchant verifies it to completion', async () => {
    const d = descriptions.find((x) => x.code === 'designatedDriver');
    if (!d) throw new Error('no designatedDriver');
    const res = await submit<{ orderPrimaryId: string; primaryCheck: string }>(s, d.code, {
      formCode: d.code,
      couponId: couponOf.get(d.code) ?? '',
      values: validValues(d),
    });
    expect(res.status, res.statusText).toBe(0);
    const appointments = await post<{ list: { id: string; status: string }[]; total: number }>(
      '/person/R00021013',
      { onPagenum: 1, onPagesize: 50 },
      s.token,
    );
    expect(appointments.data.list.find((a) => a.id === res.data.orderPrimaryId)?.status).toBe('booked');
    const progress = await post<{ status: string; history: unknown[] }>(
      '/driverOrder/R00010065',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck },
      s.token,
    );
    expect(progress.data.status).toBe('submitted');
    expect(progress.data.history).toHaveLength(1);
    const wrongCheck = await post(
      '/driverOrder/R00010065',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: 'nope' },
      s.token,
    );
    expect(wrongCheck.status).toBe(-3);

    // The booking's text links to /order/intelligentDrive; its sid opens the progress without a session.
    const r = await t.database.db.execute(
      sql.raw(`select body from sms_outbox where order_id = '${res.data.orderPrimaryId}'`),
    );
    const [sms] = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { body: string }[];
    const sid = /intelligentDrive\?Message=([\w-]+)/.exec(sms?.body ?? '')?.[1] ?? '';
    expect(sid).not.toBe('');
    const note = await post<{ rcNeedCode: string; jumpUrl: string }>('/driverOrder/R00010062', { sid });
    expect(note.status, note.statusText).toBe(0);
    expect(note.data.jumpUrl).toBe(
      `/order/driveStatus?id=${res.data.orderPrimaryId}&primaryCheck=${encodeURIComponent(res.data.primaryCheck)}`,
    );
    expect(note.data.rcNeedCode.length).toBeGreaterThan(20);
    // The code opens a pass that follows this booking, and the link opens once (issue 21, finding 5).
    const pass = await post<{ token: string }>('/auth/R00010003', { rcNeedCode: note.data.rcNeedCode });
    expect(pass.status).toBe(0);
    const follow = await post(
      '/driverOrder/R00010065',
      { orderPrimaryId: res.data.orderPrimaryId, primaryCheck: res.data.primaryCheck },
      pass.data.token,
    );
    expect(follow.status, follow.statusText).toBe(0);
    expect((await post('/driverOrder/R00010062', { sid })).status).toBe(-3);
    const forged = await post('/driverOrder/R00010062', { sid: 'forged-sid' });
    expect(forged.status).toBe(-3);

    // Booked at no store: a merchant doing the service verifies it from the customer's signed QR only.
    const qr = await get<{ qrContent: string }>(
      `/order/R00010039?orderPrimaryId=${res.data.orderPrimaryId}&primaryCheck=${encodeURIComponent(res.data.primaryCheck)}`,
      s.token,
    );
    const ticketId = qr.data.qrContent;
    const merchant = (await loginAs(t, 'merchant')) as { token: string };
    const look = await get<{ state: string }>(
      `/merchant/R00040024?ticketid=${encodeURIComponent(ticketId)}`,
      merchant.token,
    );
    expect(look.data.state).toBe('toVerify');
    const redeem = await post<{ id: string }>(
      '/merchant/R00040026',
      { action: 'redeem', ticketId, idempotencyKey: randomUUID() },
      merchant.token,
    );
    expect(redeem.status, redeem.statusText).toBe(0);
    const serving = await get<{ status: string }>(`/orderNew/formOrder/${res.data.orderPrimaryId}`, s.token);
    expect(serving.data.status).toBe('inService');
    const photo = await post<{ imageId: string }>(
      '/merchant/uploadImage',
      { fileName: 'done.png', contentType: 'image/png', dataBase64: onePixelPng },
      merchant.token,
    );
    const complete = await post(
      '/merchant/R00040026',
      { action: 'complete', orderId: redeem.data.id, imageIds: [photo.data.imageId] },
      merchant.token,
    );
    expect(complete.status, complete.statusText).toBe(0);
    const done = await get<{ status: string; canCancel: boolean }>(
      `/orderNew/formOrder/${res.data.orderPrimaryId}`,
      s.token,
    );
    expect(done.data.status).toBe('completed');
    expect(done.data.canCancel).toBe(false);
  });
});

describe('the seeded designated driver on the way', () => {
  it('shows the driver masked, the last position and the arrival estimate', async () => {
    const list = await post<{ list: { id: string; status: string }[] }>(
      '/person/R00021013',
      { onPagenum: 1, onPagesize: 50, serviceType: '6' },
      s.token,
    );
    const seeded = [];
    for (const a of list.data.list) {
      const view = await get<{ status: string; primaryCheck: string }>(
        `/orderNew/formOrder/${a.id}`,
        s.token,
      );
      if (view.data.status === 'accepted') seeded.push({ id: a.id, primaryCheck: view.data.primaryCheck });
    }
    const [order] = seeded;
    if (!order) throw new Error('no seeded designated driver');
    const progress = await post<{
      driver: { name: string; mobile: string } | null;
      driverPosition: { lng: number } | null;
      etaMinutes: number | null;
    }>('/driverOrder/R00010065', { orderPrimaryId: order.id, primaryCheck: order.primaryCheck }, s.token);
    expect(progress.data.driver).toEqual({
      name: '刘师傅',
      mobile: '137****9876',
      vehicleNo: 'D10086',
    });
    expect(progress.data.driverPosition?.lng).toBeCloseTo(116.4495, 3);
    expect(progress.data.etaMinutes).toBe(12);
  });
});
