import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  activities as activityList,
  activityDetail,
  newsDetail,
  newsList,
  opsActivityList,
  opsActivitySave,
  opsContentImageUpload,
  opsNewsList,
  opsNewsSave,
} from '@rc/contract';
import { activities, auditLog, contentImages, news } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession, type OperatorSession } from '../../testing/factories.js';

/** Drafts, scheduled publishing and body pictures (issue 25 point 1, decision 053). */
let t: TestApp;
let op: OperatorSession;
let customer: CustomerSession;
const { call, ok, aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  op = await anOperator({ role: 'operator' });
  customer = await aCustomer();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const article = {
  title: '春节道路救援安排',
  titleEn: 'Roadside rescue over the Spring Festival',
  contentHtml: '<p>春节期间救援照常。</p>',
  contentHtmlEn: '<p>Rescue runs as usual over the holiday.</p>',
};
const activity = {
  title: '春季保养节',
  titleEn: 'Spring service days',
  contentHtml: '<p>到店保养享优惠</p>',
  contentHtmlEn: '<p>Service discounts in store</p>',
  startAt: '2026-03-01T00:00:00+08:00',
  endAt: '2026-03-31T00:00:00+08:00',
  bannerSort: null,
};
const inAnHour = () => new Date(Date.now() + 3_600_000);
const onePixelPng =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('news: draft, published now, scheduled', () => {
  it('a scheduled item is hidden from customers until its time, then shown, with no job run', async () => {
    const at = inAnHour();
    const saved = await call(opsNewsSave, {
      as: op,
      body: { ...article, published: true, publishAt: at.toISOString() },
    });
    expect(saved.status, saved.statusText).toBe(0);
    expect(saved.data.publication).toBe('scheduled');
    expect(saved.data.publishedAt).toBe(at.toISOString());
    // The console lists it under "scheduled", not "published".
    const scheduled = await ok(opsNewsList, {
      as: op,
      query: { onPagenum: 1, onPagesize: 50, state: 'scheduled' },
    });
    expect(scheduled.list.map((n) => n.id)).toContain(saved.data.id);
    const published = await ok(opsNewsList, {
      as: op,
      query: { onPagenum: 1, onPagesize: 50, state: 'published' },
    });
    expect(published.list.map((n) => n.id)).not.toContain(saved.data.id);
    // Customers: not in the ticker, the detail is "not found".
    const ticker = await ok(newsList, { as: customer });
    expect(ticker.newsList.map((n) => n.id)).not.toContain(saved.data.id);
    expect((await call(newsDetail, { params: { id: saved.data.id } })).status).not.toBe(0);
    // Its time comes (the clock is moved by moving the stored time a second into the past): the same
    // reads show it, with nothing run in between (they filter by the publication time).
    await t.database.db
      .update(news)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, saved.data.id));
    expect((await call(newsDetail, { params: { id: saved.data.id } })).status).toBe(0);
    const after = await ok(newsList, { as: customer });
    expect(after.newsList.map((n) => n.id)).toContain(saved.data.id);
  });

  it('a draft is never shown; publishing now shows it at once; a past schedule is refused naming the field', async () => {
    const draft = await call(opsNewsSave, { as: op, body: { ...article, published: false } });
    expect(draft.data.publication).toBe('draft');
    const drafts = await ok(opsNewsList, { as: op, query: { onPagenum: 1, onPagesize: 50, state: 'draft' } });
    expect(drafts.list.map((n) => n.id)).toContain(draft.data.id);
    expect((await call(newsDetail, { params: { id: draft.data.id } })).status).not.toBe(0);

    const past = await call(opsNewsSave, {
      as: op,
      body: {
        ...article,
        id: draft.data.id,
        published: true,
        publishAt: new Date(Date.now() - 60_000).toISOString(),
      },
      locale: 'en-US',
    });
    expect(past.status).toBe(-5);
    expect(past.statusText).toBe('The scheduled time must be later than now.');
    expect(past.badFields[0]).toBe('publishAt');

    const now = await call(opsNewsSave, { as: op, body: { ...article, id: draft.data.id, published: true } });
    expect(now.data.publication).toBe('published');
    expect((await call(newsDetail, { params: { id: draft.data.id } })).status).toBe(0);
  });
});

describe('activities: draft and scheduled too', () => {
  it('a draft or scheduled activity is not in the customer list or detail until its time', async () => {
    const at = inAnHour();
    const scheduled = await call(opsActivitySave, {
      as: op,
      body: { ...activity, published: true, publishAt: at.toISOString() },
    });
    expect(scheduled.status, scheduled.statusText).toBe(0);
    expect(scheduled.data.publication).toBe('scheduled');
    const draft = await call(opsActivitySave, { as: op, body: { ...activity, published: false } });
    expect(draft.data.publication).toBe('draft');

    const list = await ok(activityList, { as: customer, query: { onPagenum: 1, onPagesize: 50 } });
    const ids = list.list.map((a) => a.id);
    expect(ids).not.toContain(scheduled.data.id);
    expect(ids).not.toContain(draft.data.id);
    expect((await call(activityDetail, { as: customer, params: { id: scheduled.data.id } })).status).not.toBe(
      0,
    );

    const byState = async (state: 'scheduled' | 'upcoming' | 'draft' | 'ended') =>
      (await ok(opsActivityList, { as: op, query: { onPagenum: 1, onPagesize: 50, state } })).list.map(
        (a) => a.id,
      );
    expect(await byState('scheduled')).toContain(scheduled.data.id);
    expect(await byState('upcoming')).not.toContain(scheduled.data.id);
    expect(await byState('draft')).toContain(draft.data.id);
    expect(await byState('ended')).not.toContain(draft.data.id);
    await t.database.db
      .update(activities)
      .set({ publishedAt: new Date(Date.now() - 1000) })
      .where(eq(activities.id, scheduled.data.id));
    expect((await call(activityDetail, { as: customer, params: { id: scheduled.data.id } })).status).toBe(0);
    const later = await ok(activityList, { as: customer, query: { onPagenum: 1, onPagesize: 50 } });
    expect(later.list.map((a) => a.id)).toContain(scheduled.data.id);
    expect(later.list.map((a) => a.id)).not.toContain(draft.data.id);
  });
});

describe('body pictures', () => {
  it('an operator uploads a picture: re-encoded, stored, audited, served at its address', async () => {
    const r = await call(opsContentImageUpload, {
      as: op,
      body: { fileName: 'tyre.png', contentType: 'image/png', dataBase64: onePixelPng },
    });
    expect(r.status, r.statusText).toBe(0);
    expect(r.data.url).toBe(`/api/rc/news/image/${r.data.imageId}`);
    expect([r.data.width, r.data.height]).toEqual([1, 1]);
    const [row] = await t.database.db
      .select()
      .from(contentImages)
      .where(eq(contentImages.id, r.data.imageId));
    expect(row?.contentType).toBe('image/png');
    const lines = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contentImage.upload'), eq(auditLog.objectId, r.data.imageId)));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.operatorAccount).toBe(op.account);
    const served = await t.app.inject({ method: 'GET', url: r.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(row?.bytes ?? Buffer.alloc(0))).toBe(true);
  });

  it('refuses what is not a picture, naming the field, and stores nothing', async () => {
    const before = (await t.database.db.select({ id: contentImages.id }).from(contentImages)).length;
    const r = await call(opsContentImageUpload, {
      as: op,
      body: {
        fileName: 'notes.png',
        contentType: 'image/png',
        dataBase64: Buffer.from('<svg onload=alert(1)>').toString('base64'),
      },
    });
    expect(r.status).toBe(-5);
    expect(r.statusText).toContain('JPEG');
    expect((await t.database.db.select({ id: contentImages.id }).from(contentImages)).length).toBe(before);
  });

  it('a customer token cannot upload', async () => {
    const r = await call(opsContentImageUpload, {
      as: customer,
      body: { fileName: 'x.png', contentType: 'image/png', dataBase64: onePixelPng },
    });
    expect(r.status).not.toBe(0);
  });
});
