import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { opsTipList, opsTipMove, opsTipSave, opsTipSetEnabled, rightsTips } from '@rc/contract';
import { auditLog, tips } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession, type OperatorSession } from '../../testing/factories.js';

let t: TestApp;
let op: OperatorSession;
let customer: CustomerSession;
const { call, ok, aCustomer, aCoupon, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = await anOperator({ role: 'operator' });
  customer = await aCustomer();
  // A coupon ending in five days: the customer's own reminder, which editorial tips come before.
  await aCoupon({ owner: customer, validUntil: new Date(Date.now() + 5 * 86_400_000) });
});
afterAll(async () => {
  await t.close();
});

const tip = {
  placement: 'rights' as const,
  serviceType: '',
  title: '春节服务安排',
  titleEn: 'Spring Festival hours',
  content: '春节期间道路救援照常，到店服务请提前预约。',
  contentEn: 'Roadside rescue runs as usual over the holiday; book store services ahead.',
  level: 'warning' as const,
  sort: 10,
  enabled: true,
};

async function customerTips(serviceType?: string, locale: 'zh-CN' | 'en-US' = 'zh-CN') {
  return (await ok(rightsTips, { as: customer, locale, body: serviceType ? { serviceType } : {} })).tips;
}

describe('editorial tips', () => {
  it('an operator adds a tip and the customer sees it on the next call, before their own reminders, audited', async () => {
    const saved = await call(opsTipSave, { as: op, body: tip });
    expect(saved.status, saved.statusText).toBe(0);
    const zh = await customerTips();
    expect(zh).toHaveLength(2);
    expect(zh[0]).toMatchObject({
      id: saved.data.id,
      title: tip.title,
      content: tip.content,
      level: 'warning',
    });
    const en = await customerTips(undefined, 'en-US');
    expect(en[0]).toMatchObject({ title: tip.titleEn, content: tip.contentEn });
    const lines = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, saved.data.id));
    expect(lines.map((l) => l.action)).toEqual(['tip.create']);
  });

  it('edits show at once and the audit line keeps only what changed', async () => {
    const [row] = await t.app.deps.db.select().from(tips).where(eq(tips.title, tip.title));
    if (!row) throw new Error('no tip');
    const edited = await call(opsTipSave, {
      as: op,
      body: { ...tip, id: row.id, content: '春节期间救援照常，门店 2 月 1 日起恢复营业。' },
    });
    expect(edited.data.content).toContain('2 月 1 日');
    expect((await customerTips())[0]?.content).toContain('2 月 1 日');
    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'tip.update'));
    expect(Object.keys(line?.after ?? {})).toEqual(['content']);
  });

  it('a tip for one service type shows only on its screens; disabling hides it everywhere', async () => {
    const only = await call(opsTipSave, {
      as: op,
      body: {
        ...tip,
        serviceType: '11',
        title: '漆面修复须知',
        titleEn: 'Paint repair note',
        content: '喷漆后 24 小时内请勿洗车。',
        contentEn: 'Do not wash the car for 24 hours after painting.',
        sort: 5,
      },
    });
    expect((await customerTips('11')).map((x) => x.id)).toContain(only.data.id);
    expect((await customerTips('21')).map((x) => x.id)).not.toContain(only.data.id);
    expect((await customerTips()).map((x) => x.id)).not.toContain(only.data.id);
    const off = await call(opsTipSetEnabled, { as: op, body: { id: only.data.id, enabled: false } });
    expect(off.data.enabled).toBe(false);
    expect((await customerTips('11')).map((x) => x.id)).not.toContain(only.data.id);
    const lines = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'tip.disable'));
    expect(lines).toHaveLength(1);
    // Disabling again changes nothing and writes no second line.
    await call(opsTipSetEnabled, { as: op, body: { id: only.data.id, enabled: false } });
    expect(
      await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'tip.disable')),
    ).toHaveLength(1);
  });

  it('moving a tip changes the order customers read them in', async () => {
    const second = await call(opsTipSave, {
      as: op,
      body: {
        ...tip,
        title: '雨季出行提醒',
        titleEn: 'Rainy season',
        content: '雨天请减速慢行。',
        contentEn: 'Slow down in the rain.',
        level: 'info',
        sort: 20,
      },
    });
    const before = (await customerTips()).map((x) => x.title);
    expect(before.indexOf('雨季出行提醒')).toBeGreaterThan(before.indexOf(tip.title));
    const moved = await call(opsTipMove, { as: op, body: { id: second.data.id, direction: 'up' } });
    expect(moved.data.moved).toBe(true);
    const after = (await customerTips()).map((x) => x.title);
    expect(after.indexOf('雨季出行提醒')).toBeLessThan(after.indexOf(tip.title));
    // The console knows which tips cannot move further, so it offers no dead buttons.
    const list = await call(opsTipList, { as: op });
    const rights = list.data.list.filter((x) => x.placement === 'rights');
    expect(rights.map((x) => [x.first, x.last])).toEqual(
      rights.map((_, i) => [i === 0, i === rights.length - 1]),
    );
    const top = rights[0];
    if (!top) throw new Error('no tips');
    const stuck = await call(opsTipMove, { as: op, body: { id: top.id, direction: 'up' } });
    expect(stuck.data.moved).toBe(false);
  });

  it('a login tip becomes the login response’s tips', async () => {
    await ok(opsTipSave, {
      as: op,
      body: {
        ...tip,
        placement: 'login',
        title: '',
        titleEn: '',
        content: '欢迎使用权益服务中心',
        contentEn: 'Welcome to the rights and services centre',
      },
    });
    const someone = await aCustomer();
    expect(someone.login.tips).toBe('欢迎使用权益服务中心');
  });

  it('answers -5 naming the field for an empty text or an unknown service type, and stores nothing', async () => {
    const count = (await t.app.deps.db.select().from(tips)).length;
    const empty = await call(opsTipSave, { as: op, body: { ...tip, content: '' }, locale: 'en-US' });
    expect(empty.status).toBe(-5);
    expect(empty.statusText).toContain('Content');
    const unknown = await call(opsTipSave, { as: op, body: { ...tip, serviceType: 'XX99' } });
    expect(unknown.status).toBe(-5);
    expect(unknown.statusText).toContain('服务类型');
    expect(await t.app.deps.db.select().from(tips)).toHaveLength(count);
  });

  it('refuses a customer token', async () => {
    expect((await call(opsTipSave, { as: customer, body: tip })).status).toBe(-4);
    expect((await call(opsTipList, { as: customer })).status).toBe(-4);
  });
});
