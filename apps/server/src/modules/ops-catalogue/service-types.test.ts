import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, serviceTypes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { consoleLogin, opsCall } from '../../testing/console.js';

let t: TestApp;
let op: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  op = await consoleLogin(t, 'operator');
  customer = (await loginAs(t, 'headPage')).token;
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
}

interface FormInit {
  form: {
    price: { baseFen: number; couponCoversFen: number };
    fields: { key: string; kind: string; options?: { code: string; priceFen: number }[] }[];
  };
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
