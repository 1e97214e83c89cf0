import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { chinaSlotStart, type ServiceField, type ServiceTypeDescription } from '@rc/contract';
import { auditLog, serviceTypes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import type { Reply } from '../../testing/handoff.js';
import { testKit } from '../../testing/factories.js';
import { consoleLogin, opsCall } from '../../testing/console.js';

let t: TestApp;
let op: string;
let customer: string;
let customerKey: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await consoleLogin(t, 'operator');
  // A customer holding a home-cleaning coupon (service type 21, the homeClean form's coupon type).
  const kit = testKit(t);
  const me = await kit.aCustomer();
  await kit.aCoupon({ owner: me, serviceType: '21' });
  customer = me.token;
  const keys = await t.call({
    method: 'POST',
    url: '/api/rcservice/gettoken/R00040032',
    token: customer,
    payload: { publicSecret: me.publicSecret },
  });
  customerKey = keys.json<Reply<{ publicKey: string }>>().data.publicKey;
});
afterAll(async () => {
  await t.close();
});

interface ServiceType {
  code: string;
  baseFen: number;
  couponCoversFen: number;
  fieldPrices: { key: string; option: string; label: string; fen: number }[];
  enabled: boolean;
  version: number;
  description: ServiceTypeDescription;
  fixedFieldKeys: string[];
}

interface FormInit {
  form: {
    price: { baseFen: number; couponCoversFen: number };
    fields: {
      key: string;
      kind: string;
      label: Record<string, string>;
      required: boolean;
      options?: { code: string; priceFen: number }[];
    }[];
  };
  coupons: { id: string }[];
}

async function formInit(formCode: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/orderNew/formInit',
    token: customer,
    locale,
    payload: { formCode },
  });
  return res.json<Reply<FormInit>>();
}

async function homeClean(): Promise<ServiceType> {
  const list = await opsCall<{ list: ServiceType[] }>(t, op, 'GET', 'catalogue/serviceTypes');
  const found = list.data.list.find((s) => s.code === 'homeClean');
  if (!found) throw new Error('no homeClean');
  return found;
}

const body = (s: ServiceType, change: Partial<ServiceType> = {}) => ({
  code: s.code,
  version: s.version,
  baseFen: s.baseFen,
  couponCoversFen: s.couponCoversFen,
  fieldPrices: s.fieldPrices.map(({ key, option, fen }) => ({ key, option, fen })),
  enabled: s.enabled,
  ...change,
});

describe('service types in the console', () => {
  it('lists every bookable service with its base price and each priced option', async () => {
    const s = await homeClean();
    expect(s).toMatchObject({ baseFen: 15_000, enabled: true });
    expect(s.fixedFieldKeys.sort()).toEqual(['appointment', 'contactMobile', 'place']);
    expect(s.fieldPrices).toContainEqual(
      expect.objectContaining({ key: 'homeSize', option: 'large', fen: 10_000 }),
    );
  });

  it('a new price reaches the customer’s form at once, and the audit line names the prices changed', async () => {
    const s = await homeClean();
    const prices = s.fieldPrices.map((p) =>
      p.key === 'homeSize' && p.option === 'large' ? { ...p, fen: 12_000 } : p,
    );
    const saved = await opsCall<ServiceType>(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/save',
      body(s, { baseFen: 16_800, fieldPrices: prices }),
    );
    expect(saved.status, saved.statusText).toBe(0);
    expect(saved.data.version).toBe(s.version + 1);
    const init = await formInit('homeClean');
    expect(init.data.form.price.baseFen).toBe(16_800);
    const size = init.data.form.fields.find((f) => f.key === 'homeSize');
    expect(size?.options?.find((o) => o.code === 'large')?.priceFen).toBe(12_000);
    const [line] = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'serviceType.update'));
    expect(line?.before).toEqual({ baseFen: 15_000, 'homeSize.large': 10_000 });
    expect(line?.after).toEqual({ baseFen: 16_800, 'homeSize.large': 12_000 });
  });

  it('a paused service is refused to customers in words, and taking bookings again opens it', async () => {
    const s = await homeClean();
    await opsCall(t, op, 'POST', 'catalogue/serviceTypes/save', body(s, { enabled: false }));
    const zh = await formInit('homeClean');
    expect(zh.status).toBe(-2);
    expect(zh.statusText).toContain('暂停预约');
    const en = await formInit('homeClean', 'en-US');
    expect(en.statusText).toContain('not taking bookings');
    const paused = await homeClean();
    expect(paused.enabled).toBe(false);
    await opsCall(t, op, 'POST', 'catalogue/serviceTypes/save', body(paused, { enabled: true }));
    expect((await formInit('homeClean')).status).toBe(0);
  });

  it('refuses an edit started from an older version, changing nothing', async () => {
    const s = await homeClean();
    const stale = await opsCall(t, op, 'POST', 'catalogue/serviceTypes/save', {
      ...body(s, { baseFen: 1 }),
      version: s.version - 1,
    });
    expect(stale.status).toBe(-3);
    const [row] = await t.app.deps.db.select().from(serviceTypes).where(eq(serviceTypes.code, 'homeClean'));
    expect(row?.version).toBe(s.version);
    expect(row?.description.price.baseFen).toBe(s.baseFen);
  });

  it('answers -5 naming the field for a price of no field and for a negative price', async () => {
    const s = await homeClean();
    const odd = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/save',
      body(s, { fieldPrices: [{ key: 'homeSize', option: 'castle', fen: 1, label: '' }] }),
      'en-US',
    );
    expect(odd.status).toBe(-5);
    expect(odd.statusText).toContain('Surcharges');
    const negative = await opsCall(t, op, 'POST', 'catalogue/serviceTypes/save', body(s, { baseFen: -1 }));
    expect(negative.status).toBe(-5);
    expect(negative.statusText).toContain('基础价格');
    expect((await homeClean()).version).toBe(s.version);
  });

  it('refuses a customer token', async () => {
    expect((await opsCall(t, customer, 'GET', 'catalogue/serviceTypes')).status).toBe(-4);
  });
});

const formBody = (s: ServiceType, fields: ServiceField[], change: object = {}) => ({
  code: s.code,
  version: s.version,
  title: s.description.title,
  notice: s.description.notice,
  fields,
  ...change,
});

const gateCode: ServiceField = {
  key: 'gateCode',
  kind: 'text',
  required: true,
  label: { 'zh-CN': '门禁密码', 'en-US': 'Gate code' },
  minLength: 4,
  maxLength: 8,
  multiline: false,
};

/** A booking of home cleaning with every answer the seeded form asks for, plus `extra`. */
async function bookHomeClean(d: ServiceTypeDescription, extra: Record<string, unknown>) {
  const init = await formInit('homeClean');
  const slot = d.fields.find((f) => f.kind === 'timeSlot');
  if (slot?.kind !== 'timeSlot') throw new Error('no slot');
  const values = {
    place: { address: '北京市朝阳区望京街9号', lng: 116.47052, lat: 39.99648 },
    homeSize: 'small',
    hours: 3,
    appointment: chinaSlotStart(new Date(), Math.max(1, slot.minDaysAhead), slot.slots[0]?.from ?? '09:00'),
    contactName: '王芳',
    contactMobile: '13900002222',
    ...extra,
  };
  const payload = { formCode: 'homeClean', couponId: init.data.coupons[0]?.id, values };
  const res = await t.call({
    method: 'POST',
    url: '/api/rcservice/orderNew/formSubmit',
    token: customer,
    locale: 'en-US',
    payload: { message: sealMessage(payload, customerKey) },
  });
  return res.json<Reply<{ orderPrimaryId: string }>>();
}

describe('an operator edits a service type’s form', () => {
  it('adds a field, relabels and reorders others; the customer’s form shows it and submits obey it', async () => {
    const s = await homeClean();
    const fields = s.description.fields.map((f) =>
      f.key === 'homeSize'
        ? {
            ...f,
            label: { 'zh-CN': '住房面积', 'en-US': 'Floor area' },
            options: f.kind === 'select' ? f.options.map((o) => ({ ...o, priceFen: o.priceFen + 100 })) : [],
          }
        : f,
    ) as ServiceField[];
    const [first, ...rest] = fields;
    if (!first) throw new Error('no fields');
    const next = [...rest.slice(0, 1), first, ...rest.slice(1), gateCode];
    const saved = await opsCall<ServiceType>(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, next, { notice: { 'zh-CN': '请提前告知门禁密码', 'en-US': 'Tell us the gate code' } }),
    );
    expect(saved.status, saved.statusText).toBe(0);
    expect(saved.data.version).toBe(s.version + 1);

    const init = await formInit('homeClean', 'en-US');
    expect(init.data.form.fields.map((f) => f.key)).toEqual(next.map((f) => f.key));
    expect(init.data.form.fields.find((f) => f.key === 'gateCode')).toMatchObject({
      label: { 'zh-CN': '门禁密码', 'en-US': 'Gate code' },
      required: true,
    });
    expect(init.data.form.fields.find((f) => f.key === 'homeSize')?.label['en-US']).toBe('Floor area');

    const missing = await bookHomeClean(saved.data.description, {});
    expect(missing.status).toBe(-5);
    expect(missing.statusText).toContain('Gate code');
    const short = await bookHomeClean(saved.data.description, { gateCode: '12' });
    expect(short.status).toBe(-5);
    const booked = await bookHomeClean(saved.data.description, { gateCode: '1234#' });
    expect(booked.status, booked.statusText).toBe(0);

    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'serviceType.form'));
    expect(line?.objectId).toBe('homeClean');
    expect(line?.before).toMatchObject({ 'field.gateCode': null });
    expect(line?.after).toMatchObject({ 'field.gateCode': { key: 'gateCode', kind: 'text' } });
    expect(Object.keys(line?.after ?? {})).toEqual(
      expect.arrayContaining(['notice', 'order', 'field.homeSize']),
    );
  });

  it('removes an optional field: the customer no longer sees it and an answer to it is refused', async () => {
    const s = await homeClean();
    const fields = s.description.fields.filter((f) => f.key !== 'gateCode');
    const saved = await opsCall<ServiceType>(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, fields),
    );
    expect(saved.status, saved.statusText).toBe(0);
    const init = await formInit('homeClean');
    expect(init.data.form.fields.some((f) => f.key === 'gateCode')).toBe(false);
    const stale = await bookHomeClean(saved.data.description, { gateCode: '1234' });
    expect(stale.status).toBe(-5);
  });

  it('refuses a stale version, changing nothing', async () => {
    const s = await homeClean();
    const res = await opsCall(t, op, 'POST', 'catalogue/serviceTypes/saveForm', {
      ...formBody(s, [...s.description.fields, gateCode]),
      version: s.version - 1,
    });
    expect(res.status).toBe(-3);
    const after = await homeClean();
    expect(after.version).toBe(s.version);
    expect(after.description.fields.some((f) => f.key === 'gateCode')).toBe(false);
  });

  it('refuses an invalid description with -5 naming the field by its label', async () => {
    const s = await homeClean();
    const upside = { ...gateCode, minLength: 9, maxLength: 8 };
    const res = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, [...s.description.fields, upside]),
      'en-US',
    );
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain('Gate code');
    const twice = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, [...s.description.fields, { ...gateCode, key: 'hours' }]),
      'en-US',
    );
    expect(twice.status).toBe(-5);
    const blank = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, s.description.fields, { title: { 'zh-CN': ' ', 'en-US': 'Cleaning' } }),
    );
    expect(blank.status).toBe(-5);
    expect((await homeClean()).version).toBe(s.version);
  });

  it('keeps what orders and screens depend on: no removing a column field, no changing a kind, no adding a column kind', async () => {
    const s = await homeClean();
    const fields = s.description.fields;
    const noPlace = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(
        s,
        fields.filter((f) => f.kind !== 'address'),
      ),
      'en-US',
    );
    expect(noPlace.status).toBe(-5);
    expect(noPlace.statusText).toContain('cannot be removed');
    const retyped = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(
        s,
        fields.map((f) =>
          f.key === 'remark'
            ? {
                key: 'remark',
                kind: 'number',
                required: false,
                label: f.label,
                min: 0,
                max: 9,
                pricePerUnitFen: 0,
                freeUnits: 0,
              }
            : f,
        ),
      ),
      'en-US',
    );
    expect(retyped.status).toBe(-5);
    expect(retyped.statusText).toContain('cannot change');
    const secondPlate = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, [
        ...fields,
        {
          key: 'spare',
          kind: 'plate',
          required: false,
          label: { 'zh-CN': '备用车牌', 'en-US': 'Spare plate' },
        },
      ]),
      'en-US',
    );
    expect(secondPlate.status).toBe(-5);
    expect(secondPlate.statusText).toContain('cannot be added');
    const paint = (
      await opsCall<{ list: ServiceType[] }>(t, op, 'GET', 'catalogue/serviceTypes')
    ).data.list.find((x) => x.code === 'paintRepair');
    if (!paint) throw new Error('no paintRepair');
    const noClasses = await opsCall(
      t,
      op,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(
        paint,
        paint.description.fields.filter((f) => f.key !== 'carClass'),
      ),
    );
    expect(noClasses.status).toBe(-5);
    expect((await homeClean()).version).toBe(s.version);
  });

  it('refuses a customer token', async () => {
    const s = await homeClean();
    const res = await opsCall(
      t,
      customer,
      'POST',
      'catalogue/serviceTypes/saveForm',
      formBody(s, s.description.fields),
    );
    expect(res.status).toBe(-4);
  });
});
