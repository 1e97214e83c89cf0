import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { factories } from '../testing/factories.js';
import { maxImagesPerOrder, storeOrderPhoto } from './order-photos.js';
import { recordOrderQuestion } from './customer-orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const photo = () => {
  const id = randomUUID();
  return { id, fileName: `${id}.jpg`, contentType: 'image/jpeg', bytes: Buffer.from('jpeg'), shot: null };
};
async function scalar(query: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(query));
  const rows = (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}

// Decision 060: a refusal is a value the module words, returned after the transaction rolled back.
describe('order photos refused as values', () => {
  it('a full order refuses another photo and stores nothing', async () => {
    const { aCustomer, anOrder } = factories(t);
    const me = await aCustomer();
    const order = await anOrder({ owner: me });
    for (let i = 0; i < maxImagesPerOrder; i++) {
      expect(await storeOrderPhoto(t.database.db, me.id, order.id, photo())).toEqual({ ok: true });
    }
    expect(await storeOrderPhoto(t.database.db, me.id, order.id, photo())).toEqual({
      ok: false,
      reason: 'orderFull',
    });
    expect(await scalar(`select count(*)::int as n from order_images where order_id = '${order.id}'`)).toBe(
      maxImagesPerOrder,
    );
  });

  it("a question naming another's photo is refused and keeps nothing, not even the own photo's attachment", async () => {
    const { aCustomer, anOrder } = factories(t);
    const me = await aCustomer();
    const other = await aCustomer();
    const order = await anOrder({ owner: me });
    const mine = photo();
    const theirs = photo();
    await storeOrderPhoto(t.database.db, me.id, null, mine);
    await storeOrderPhoto(t.database.db, other.id, null, theirs);
    const kept = await recordOrderQuestion(t.database.db, me.id, order.id, {
      questionType: 'other',
      content: 'where is it?',
      imageIds: [mine.id, theirs.id],
    });
    expect(kept).toEqual({ ok: false, reason: 'imageIds' });
    expect(
      await scalar(`select count(*)::int as n from order_questions where order_id = '${order.id}'`),
    ).toBe(0);
    expect(
      await scalar(
        `select count(*)::int as n from order_images where id = '${mine.id}' and order_id is null`,
      ),
    ).toBe(1);
  });
});
