import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';

let t: TestApp;
let alice: string;
let bob: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = (await loginAs(t, 'headPage')).token;
  bob = (await loginAs(t, 'vip')).token;
});
afterAll(async () => {
  await t.close();
});

interface Inquiry {
  id: string;
  carNumber: string;
  serviceType: string;
  serviceTypeName: string;
  note: string;
  state: string;
  answer: string | null;
  quote: number | null;
}
interface Page {
  list: Inquiry[];
  total: number;
  services: { code: string; name: string }[];
  plates: string[];
}

async function call<T = unknown>(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: object,
  locale?: 'zh-CN' | 'en-US',
) {
  const res = await t.call({ method, url: `/api/rcservice/${path}`, payload, token, locale });
  return res.json<Reply<T>>();
}
const page = (token: string, q = '', locale?: 'zh-CN' | 'en-US') =>
  call<Page>(token, 'GET', `order/R00010301${q}`, undefined, locale);
const cancel = (token: string, id: string, car: string) =>
  call<Inquiry>(token, 'GET', `order/R00010302/${id}?carNumber=${encodeURIComponent(car)}`);

describe('voluntary inquiries (order/R00010301, order/inquiry, R00010302)', () => {
  it('lists the seeded inquiries newest first with the form options, in the user language', async () => {
    const zh = await page(alice);
    expect(zh.status, zh.statusText).toBe(0);
    expect(zh.data.total).toBe(2);
    expect(zh.data.list.map((i) => i.state)).toEqual(['answered', 'cancelled']);
    expect(zh.data.list[0]?.quote).toBe(48_000);
    expect(zh.data.plates).toEqual(['京A12345']);
    expect(zh.data.services.map((s) => s.code)).toContain('11');
    const en = await page(alice, '', 'en-US');
    expect(en.data.list[0]?.serviceTypeName).toBe('Paint repair');
    const p2 = await page(alice, '?onPagenum=2&onPagesize=1');
    expect(p2.data.list.map((i) => i.state)).toEqual(['cancelled']);
  });

  it('makes an inquiry, refuses the same one twice, and cancels it once', async () => {
    const made = await call<Inquiry>(alice, 'POST', 'order/inquiry', {
      carNumber: '京A12345',
      serviceType: '13',
      note: '右后轮慢撒气',
    });
    expect(made.status, made.statusText).toBe(0);
    expect(made.data.state).toBe('open');
    const twice = await call(alice, 'POST', 'order/inquiry', { carNumber: '京A12345', serviceType: '13' });
    expect(twice.status).toBe(-2);
    expect((await page(alice)).data.total).toBe(3);

    // The wrong car answers as if it did not exist.
    expect((await cancel(alice, made.data.id, '京B00000')).status).toBe(-3);
    const done = await cancel(alice, made.data.id, '京A12345');
    expect(done.status, done.statusText).toBe(0);
    expect(done.data.state).toBe('cancelled');
    expect((await cancel(alice, made.data.id, '京A12345')).status).toBe(-2);
  });

  it('refuses bad input with -5 naming the field and adds nothing', async () => {
    const before = (await page(alice)).data.total;
    const cases: [object, string, 'zh-CN' | 'en-US'][] = [
      [{ carNumber: '粤B99999', serviceType: '11' }, '车牌号', 'zh-CN'],
      [{ carNumber: '京A12345', serviceType: '9' }, 'Service type', 'en-US'],
      [{ carNumber: '京A12345', serviceType: '11', note: 'x'.repeat(201) }, '补充说明', 'zh-CN'],
      [{ serviceType: '11' }, 'Plate number', 'en-US'],
    ];
    for (const [body, field, locale] of cases) {
      const r = await call(alice, 'POST', 'order/inquiry', body, locale);
      expect(r.status, JSON.stringify(body)).toBe(-5);
      expect(r.statusText).toContain(field);
    }
    expect((await page(alice)).data.total).toBe(before);
    expect((await page(alice, '?onPagesize=500')).status).toBe(-5);
  });

  it("another customer's inquiry is neither listed nor cancellable", async () => {
    const [answered] = (await page(alice)).data.list.filter((i) => i.state === 'answered');
    if (!answered) throw new Error('no seeded answered inquiry');
    expect((await page(bob)).data.list.map((i) => i.id)).not.toContain(answered.id);
    expect((await cancel(bob, answered.id, answered.carNumber)).status).toBe(-3);
    expect((await page(alice)).data.list.find((i) => i.id === answered.id)?.state).toBe('answered');
  });
});
