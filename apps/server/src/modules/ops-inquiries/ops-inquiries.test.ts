import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, inquiries } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Reply } from '../../testing/handoff.js';
import { opsCall } from '../../testing/console.js';
import { testKit } from '../../testing/factories.js';

let t: TestApp;
let op: string;
let customer: string;
/** The customer's own plate (the factory's invented one). */
let plate: string;
const { aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = (await anOperator({ role: 'operator' })).token;
  const me = await aCustomer();
  customer = me.token;
  plate = me.plates[0] ?? '';
});
afterAll(async () => {
  await t.close();
});

interface Inquiry {
  id: string;
  state: string;
  answer: string | null;
  quote: number | null;
  customer: string;
  carNumber: string;
}

async function customerCall<T>(method: 'GET' | 'POST', path: string, payload?: object) {
  const res = await t.call({ method, url: `/api/rcservice/${path}`, token: customer, payload });
  return res.json<Reply<T>>();
}

async function ask(serviceType: string, note: string): Promise<Inquiry> {
  const made = await customerCall<Inquiry>('POST', 'order/inquiry', {
    carNumber: plate,
    serviceType,
    note,
  });
  expect(made.status, made.statusText).toBe(0);
  return made.data;
}

describe('inquiries in the console', () => {
  it('lists open inquiries with the customer masked, and an answer with a quote reaches the customer, audited', async () => {
    const mine = await ask('13', '左前轮鼓包，想换同型号轮胎');
    const open = await opsCall<{ list: Inquiry[] }>(t, op, 'GET', 'inquiries/list?state=open');
    const row = open.data.list.find((i) => i.id === mine.id);
    expect(row?.carNumber).toBe(plate);
    expect(row?.customer).toMatch(/\*/);
    expect(row?.customer).not.toMatch(/1\d{10}/);

    const answered = await opsCall<Inquiry>(t, op, 'POST', 'inquiries/answer', {
      id: mine.id,
      answer: '同型号轮胎含安装 680 元，可到任一合作门店更换。',
      quoteFen: 68_000,
    });
    expect(answered.status, answered.statusText).toBe(0);
    expect(answered.data.state).toBe('answered');

    const seen = await customerCall<{ list: Inquiry[] }>('GET', 'order/R00010301');
    const mineNow = seen.data.list.find((i) => i.id === mine.id);
    expect(mineNow).toMatchObject({ state: 'answered', quote: 68_000 });
    expect(mineNow?.answer).toContain('680 元');

    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, mine.id));
    expect(line).toMatchObject({ action: 'inquiry.answer', before: { state: 'open' } });
    expect(
      (await opsCall<{ list: Inquiry[] }>(t, op, 'GET', 'inquiries/list?state=open')).data.list.map(
        (i) => i.id,
      ),
    ).not.toContain(mine.id);
  });

  it('an answer without a quote is fine when the job cannot be priced', async () => {
    const mine = await ask('14', '电瓶亏电，打不着火');
    const res = await opsCall<Inquiry>(t, op, 'POST', 'inquiries/answer', {
      id: mine.id,
      answer: '需到店检测后报价，请预约就近门店。',
    });
    expect(res.data).toMatchObject({ state: 'answered', quote: null });
  });

  it('refuses answering twice or after the customer cancelled, changing nothing', async () => {
    const mine = await ask('15', '车内有异味');
    await opsCall(t, op, 'POST', 'inquiries/answer', {
      id: mine.id,
      answer: '臭氧消毒 199 元。',
      quoteFen: 19_900,
    });
    const twice = await opsCall(t, op, 'POST', 'inquiries/answer', {
      id: mine.id,
      answer: '改为 99 元',
      quoteFen: 9_900,
    });
    expect(twice.status).toBe(-3);
    const [row] = await t.app.deps.db.select().from(inquiries).where(eq(inquiries.id, mine.id));
    expect(row?.quoteFen).toBe(19_900);

    const other = await ask('11', '后保险杠划痕');
    const cancelled = await customerCall<Inquiry>(
      'GET',
      `order/R00010302/${other.id}?carNumber=${encodeURIComponent(plate)}`,
    );
    expect(cancelled.data.state).toBe('cancelled');
    const late = await opsCall(t, op, 'POST', 'inquiries/answer', { id: other.id, answer: '喷漆 480 元' });
    expect(late.status).toBe(-3);
    const [still] = await t.app.deps.db.select().from(inquiries).where(eq(inquiries.id, other.id));
    expect(still).toMatchObject({ state: 'cancelled', answer: null });
  });

  it('answers -5 naming the field for an empty answer, and -3 for an unknown inquiry', async () => {
    const mine = await ask('12', '年检代办');
    const empty = await opsCall(t, op, 'POST', 'inquiries/answer', { id: mine.id, answer: '  ' }, 'en-US');
    expect(empty.status).toBe(-5);
    expect(empty.statusText).toContain('Answer');
    const unknown = await opsCall(t, op, 'POST', 'inquiries/answer', {
      id: '00000000-0000-4000-8000-000000000000',
      answer: '好的',
    });
    expect(unknown.status).toBe(-3);
  });

  it('refuses a customer token on the console calls', async () => {
    expect((await opsCall(t, customer, 'GET', 'inquiries/list')).status).toBe(-4);
    expect((await opsCall(t, customer, 'POST', 'inquiries/answer', { id: 'x', answer: 'y' })).status).toBe(
      -4,
    );
  });
});
