import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelInquiry, makeInquiry, opsInquiryAnswer, voluntaryInquiries } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, uniquePlate, type CustomerSession } from '../../testing/factories.js';

let t: TestApp;
const { call, ok, callRaw, aCustomer, anOperator } = testKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * A customer with two inquiries of their car: an air-conditioning one they cancelled,
 * then a paint-repair one the console answered with a quote of 480 yuan.
 */
async function inquirer(): Promise<{ me: CustomerSession; plate: string }> {
  const plate = uniquePlate();
  const me = await aCustomer({ plates: [plate] });
  const older = await ok(makeInquiry, {
    as: me,
    body: { carNumber: plate, serviceType: '15', note: '空调有异味' },
  });
  await ok(cancelInquiry, { as: me, params: { id: older.id }, query: { carNumber: plate } });
  const newer = await ok(makeInquiry, {
    as: me,
    body: { carNumber: plate, serviceType: '11', note: '左前门有一道约 20 厘米划痕，见底漆' },
  });
  const desk = await anOperator({ role: 'operator' });
  await ok(opsInquiryAnswer, {
    as: desk,
    body: { id: newer.id, answer: '左前门钣金喷漆一面，含原厂色漆，约 1 天完工。', quoteFen: 48_000 },
  });
  return { me, plate };
}

const page = (
  me: CustomerSession,
  query: { onPagenum?: number; onPagesize?: number } = {},
  locale?: 'en-US',
) => call(voluntaryInquiries, { as: me, query, ...(locale ? { locale } : {}) });
const cancel = (me: CustomerSession, id: string, carNumber: string) =>
  call(cancelInquiry, { as: me, params: { id }, query: { carNumber } });

describe('voluntary inquiries (order/R00010301, order/inquiry, R00010302)', () => {
  it('lists the inquiries newest first with the form options, in the user language', async () => {
    const { me, plate } = await inquirer();
    const zh = await page(me);
    expect(zh.status, zh.statusText).toBe(0);
    expect(zh.data.total).toBe(2);
    expect(zh.data.list.map((i) => i.state)).toEqual(['answered', 'cancelled']);
    expect(zh.data.list[0]?.quote).toBe(48_000);
    expect(zh.data.plates).toEqual([plate]);
    expect(zh.data.services.map((s) => s.code)).toContain('11');
    const en = await page(me, {}, 'en-US');
    expect(en.data.list[0]?.serviceTypeName).toBe('Paint repair');
    const p2 = await page(me, { onPagenum: 2, onPagesize: 1 });
    expect(p2.data.list.map((i) => i.state)).toEqual(['cancelled']);
  });

  it('makes an inquiry, refuses the same one twice, and cancels it once', async () => {
    const { me, plate } = await inquirer();
    const made = await call(makeInquiry, {
      as: me,
      body: { carNumber: plate, serviceType: '13', note: '右后轮慢撒气' },
    });
    expect(made.status, made.statusText).toBe(0);
    expect(made.data.state).toBe('open');
    const twice = await call(makeInquiry, { as: me, body: { carNumber: plate, serviceType: '13' } });
    expect(twice.status).toBe(-2);
    expect((await page(me)).data.total).toBe(3);

    // The wrong car answers as if it did not exist.
    expect((await cancel(me, made.data.id, uniquePlate())).status).toBe(-3);
    const done = await cancel(me, made.data.id, plate);
    expect(done.status, done.statusText).toBe(0);
    expect(done.data.state).toBe('cancelled');
    expect((await cancel(me, made.data.id, plate)).status).toBe(-2);
  });

  it('refuses bad input with -5 naming the field and adds nothing', async () => {
    const { me, plate } = await inquirer();
    const before = (await page(me)).data.total;
    const cases: [object, string, 'zh-CN' | 'en-US'][] = [
      [{ carNumber: uniquePlate(), serviceType: '11' }, '车牌号', 'zh-CN'],
      [{ carNumber: plate, serviceType: '9' }, 'Service type', 'en-US'],
      [{ carNumber: plate, serviceType: '11', note: 'x'.repeat(201) }, '补充说明', 'zh-CN'],
      [{ serviceType: '11' }, 'Plate number', 'en-US'],
    ];
    for (const [body, field, locale] of cases) {
      const r = await callRaw(makeInquiry, { body }, { as: me, locale });
      expect(r.status, JSON.stringify(body)).toBe(-5);
      expect(r.statusText).toContain(field);
    }
    expect((await page(me)).data.total).toBe(before);
    expect((await page(me, { onPagesize: 500 })).status).toBe(-5);
  });

  it("another customer's inquiry is neither listed nor cancellable", async () => {
    const { me } = await inquirer();
    const other = await aCustomer();
    const [answered] = (await page(me)).data.list.filter((i) => i.state === 'answered');
    if (!answered) throw new Error('no answered inquiry');
    expect((await page(other)).data.list.map((i) => i.id)).not.toContain(answered.id);
    expect((await cancel(other, answered.id, answered.carNumber)).status).toBe(-3);
    expect((await page(me)).data.list.find((i) => i.id === answered.id)?.state).toBe('answered');
  });
});
