import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { myCoupons, normalRights } from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit } from '../../testing/factories.js';
import { coupons } from '../../db/schema/index.js';
import { ownAccount } from '../../http/acting-for.js';
import { listMyCoupons } from './coupons-service.js';

/**
 * Decision 061: the rights home and my coupons keep their serialised reply beside the customer's
 * cached rows. What they show must still change at once: a coupon given or used, the clock passing
 * a coupon's end, another language.
 */
let t: TestApp;
const { ok, aCustomer, aCoupon } = testKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('kept replies of the hot reads (decision 061)', () => {
  it('my coupons: the same page is sent again, until the clock passes a coupon’s end or a coupon is used', async () => {
    const me = await aCustomer();
    const now = new Date();
    const end = new Date(now.getTime() + 5_000);
    const soon = await aCoupon({
      owner: me,
      serviceType: '13',
      validFrom: new Date(now.getTime() - 60_000),
      validUntil: end,
    });
    const later = await aCoupon({
      owner: me,
      serviceType: '9',
      validFrom: new Date(now.getTime() - 60_000),
      validUntil: new Date(now.getTime() + 30 * 86_400_000),
    });
    const page = { onPagenum: 1, onPagesize: 10 };
    const list = (at: Date) => listMyCoupons(t.app.deps, ownAccount(me.id), page, 'zh-CN', at);
    // On PostgreSQL the first reads may still be applying the change log of the writes above, or
    // wait for the listener's first look (which may drop all): read until the page is kept.
    let first = await list(now);
    await expect
      .poll(async () => {
        const again = await list(now);
        const kept = again === first;
        first = again;
        return kept;
      })
      .toBe(true);
    expect(await list(now)).toBe(first);
    const stateOf = (reply: Awaited<ReturnType<typeof list>>, id: string) =>
      reply.value.list.find((c) => c.id === id)?.state;
    expect(stateOf(first, soon.id)).toBe('unused');
    // Nothing written: at its end the coupon shows expired, not the kept page.
    const past = await list(new Date(end.getTime() + 1));
    expect(stateOf(past, soon.id)).toBe('expired');
    expect(JSON.parse(past.json)).toEqual(past.value);
    // Used through the pool: at once.
    await t.database.db.update(coupons).set({ state: 'used' }).where(eq(coupons.id, later.id));
    expect(stateOf(await list(now), later.id)).toBe('used');
  });

  it('the rights home shows a right given at once, and in the language asked', async () => {
    const me = await aCustomer();
    const held = async (locale: 'zh-CN' | 'en-US') =>
      (await ok(normalRights, { as: me, locale })).comRightsBos.filter((i) => i.isHaveThisRight === '1');
    expect(await held('zh-CN')).toEqual([]);
    await held('zh-CN');
    await aCoupon({ owner: me, serviceType: '9' });
    const zh = await held('zh-CN');
    expect(zh.map((i) => i.serviceType)).toEqual(['9']);
    const en = await held('en-US');
    expect(en.map((i) => i.serviceType)).toEqual(['9']);
    expect(en[0]?.serviceTypeName).not.toBe(zh[0]?.serviceTypeName);
    // my coupons through the API lists it too.
    expect((await ok(myCoupons, { as: me, body: {} })).list.map((c) => c.serviceType)).toEqual(['9']);
  });
});
