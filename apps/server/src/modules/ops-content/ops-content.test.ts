import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  newsList,
  opsActivityList,
  opsActivitySave,
  opsContentSettingsSave,
  opsNewsList,
  opsNewsSave,
} from '@rc/contract';
import { auditLog, news } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type OperatorSession } from '../../testing/factories.js';

let t: TestApp;
let op: OperatorSession;
const { call, callRaw, ok, aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = await anOperator({ role: 'operator' });
});
afterAll(async () => {
  await t.close();
});

const article = {
  title: '冬季用车安全提示',
  titleEn: 'Winter driving safety',
  summary: '雪天出行前检查轮胎和防冻液',
  summaryEn: 'Check tyres and antifreeze before driving in snow',
  contentHtml: '<p>出行前请检查轮胎。</p>',
  contentHtmlEn: '<p>Check your tyres before you set off.</p>',
  published: true,
};

/** The news ticker a customer sees (news/R00010009). */
async function ticker() {
  return ok(newsList, { as: await aCustomer() });
}

describe('news in the console', () => {
  it('publishes a news item that customers see at once, and audits it', async () => {
    const saved = await call(opsNewsSave, { as: op, body: article });
    expect(saved.status).toBe(0);
    expect(saved.data.publishedAt).not.toBeNull();
    expect((await ticker()).newsList.map((n) => n.id)).toContain(saved.data.id);
    const rows = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.objectId, saved.data.id));
    expect(rows.map((r) => r.action)).toEqual(['news.create']);
    expect(rows[0]?.after).toMatchObject({ title: article.title, published: true });
  });

  it('unpublishing takes it off the customers’ ticker and the audit line shows what changed', async () => {
    const saved = await call(opsNewsSave, { as: op, body: { ...article, title: '草稿转发布' } });
    const edited = await call(opsNewsSave, {
      as: op,
      body: { ...article, title: '草稿转发布', id: saved.data.id, published: false },
    });
    expect(edited.data.publishedAt).toBeNull();
    expect((await ticker()).newsList.map((n) => n.id)).not.toContain(saved.data.id);
    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'news.update'));
    expect(line?.before).toEqual({ published: true, publishedAt: saved.data.publishedAt });
    expect(line?.after).toEqual({ published: false, publishedAt: null });
  });

  it('answers -5 naming the field for a missing title, and stores nothing', async () => {
    const before = await t.app.deps.db.select().from(news);
    const noTitle = await call(opsNewsSave, { as: op, body: { ...article, title: '' }, locale: 'en-US' });
    expect(noTitle.status).toBe(-5);
    expect(noTitle.statusText).toBe('Title is required');
    const blankEnglish = await call(opsNewsSave, { as: op, body: { ...article, titleEn: '   ' } });
    expect(blankEnglish.statusText).toBe('请填写英文标题');
    const longTitle = await call(opsNewsSave, { as: op, body: { ...article, title: '长'.repeat(500) } });
    expect(longTitle.status).toBe(-5);
    expect(longTitle.statusText).toMatch(/^标题最多 \d+ 个字$/);
    expect(await t.app.deps.db.select().from(news)).toHaveLength(before.length);
  });

  it('stores a body as the allow-list keeps it, and answers what was kept', async () => {
    const saved = await call(opsNewsSave, {
      as: op,
      body: { ...article, contentHtml: '<p onclick="steal()">x</p><script>steal()</script>' },
    });
    expect(saved.status).toBe(0);
    expect(saved.data.contentHtml).toBe('<p>x</p>');
    const [row] = await t.app.deps.db.select().from(news).where(eq(news.id, saved.data.id));
    expect(row?.contentHtml).toBe('<p>x</p>');
  });

  it('changes the ticker’s roll rate for customers', async () => {
    const saved = await call(opsContentSettingsSave, { as: op, body: { rollRate: 7 } });
    expect(saved.data.rollRate).toBe(7);
    expect((await ticker()).rollRate).toBe(7);
  });

  it('refuses an activity that ends before it starts', async () => {
    const res = await call(opsActivitySave, {
      as: op,
      body: {
        title: '春季保养节',
        titleEn: 'Spring service week',
        contentHtml: '<p>到店保养享优惠</p>',
        contentHtmlEn: '<p>Service discounts in store</p>',
        startAt: '2026-12-10T00:00:00+08:00',
        endAt: '2026-12-01T00:00:00+08:00',
        bannerSort: null,
      },
    });
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain('结束时间');
  });

  it('filters activities by where they stand in time: upcoming, ongoing, ended', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const made: Record<string, string> = {};
    for (const [state, from, to] of [
      ['upcoming', 5, 9],
      ['ongoing', -1, 3],
      ['ended', -9, -2],
    ] as const) {
      const r = await call(opsActivitySave, {
        as: op,
        body: {
          title: `状态筛选 ${state}`,
          titleEn: `State filter ${state}`,
          contentHtml: '<p>到店保养享优惠</p>',
          contentHtmlEn: '<p>Service discounts in store</p>',
          startAt: at(from),
          endAt: at(to),
          bannerSort: null,
        },
      });
      expect(r.status).toBe(0);
      made[state] = r.data.id;
    }
    const now = Date.now();
    const standing = (a: { startAt: string; endAt: string }) =>
      Date.parse(a.startAt) > now ? 'upcoming' : Date.parse(a.endAt) <= now ? 'ended' : 'ongoing';
    const all = await call(opsActivityList, { as: op, query: { onPagenum: 1, onPagesize: 50 } });
    let sum = 0;
    for (const state of ['upcoming', 'ongoing', 'ended'] as const) {
      const page = await call(opsActivityList, { as: op, query: { onPagenum: 1, onPagesize: 50, state } });
      expect(page.status).toBe(0);
      expect(page.data.list.map((a) => a.id)).toContain(made[state]);
      expect(
        page.data.list.every((a) => standing(a) === state),
        state,
      ).toBe(true);
      expect(page.data.total).toBe(page.data.list.length);
      sum += page.data.total;
    }
    // The three states split the whole list.
    expect(sum).toBe(all.data.total);
    const bad = await callRaw(
      opsActivityList,
      { query: { onPagenum: 1, onPagesize: 10, state: 'live' } },
      { as: op },
    );
    expect(bad.status).toBe(-5);
  });

  it('refuses a customer token', async () => {
    const customer = await aCustomer();
    expect((await call(opsNewsSave, { as: customer, body: article })).status).toBe(-4);
  });
});

describe('the console’s news list', () => {
  type Row = { title: string; publishedAt: string | null; createdAt: string };
  const list = async (state: 'all' | 'draft' | 'published'): Promise<Row[]> =>
    (await ok(opsNewsList, { as: op, query: { onPagenum: 1, onPagesize: 50, state } })).list;

  it('lists newest first by the date shown, and filters published items and drafts', async () => {
    await ok(opsNewsSave, { as: op, body: { ...article, title: '未发布的提示', published: false } });
    await ok(opsNewsSave, { as: op, body: { ...article, title: '已发布的提示' } });
    const all = await list('all');
    const shown = all.map((n) => Date.parse(n.publishedAt ?? n.createdAt));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const drafts = await list('draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((n) => n.publishedAt === null)).toBe(true);
    const published = await list('published');
    expect(published.every((n) => n.publishedAt !== null)).toBe(true);
    expect(published.length + drafts.length).toBe(all.length);
    expect(all.map((n) => n.title)).not.toContain('草稿');
  });
});
