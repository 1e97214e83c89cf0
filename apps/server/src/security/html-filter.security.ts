import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, news } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/handoff.js';
import { apiCaller } from '../testing/merchant-fixtures.js';
import { consoleLogin, opsCall } from '../testing/console.js';

/**
 * Issue 21 finding 11 (HTML): the server's news and activity filter was a denylist that let
 * `<svg/onload>`, an entity-encoded `javascript:` and `<base>` through, and the public news API
 * returned the body raw. Now one allow-list (domain/safe-html.ts, the customer screen's rule: a few
 * formatting tags, no attributes) cleans a body when it is saved and again when it is served.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let op = '';
let customer = '';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  op = await consoleLogin(t, 'operator');
  customer = (await loginAs(t, 'headPage')).token;
}, 60_000);
afterAll(() => t.close());

const payloads: [string, string][] = [
  ['<svg/onload>', '<p>车主须知</p><svg/onload=alert(document.cookie)>'],
  ['entity-encoded javascript:', '<p><a href="&#106;avascript:alert(1)">查看详情</a></p>'],
  ['tab-split entity javascript:', '<p><a href="jav&#x09;ascript:alert(1)">查看详情</a></p>'],
  ['<base>', '<base href="https://evil.example/"><p>车主须知</p>'],
  ['an event handler on an allowed tag', '<p onmouseover="alert(1)">车主须知</p>'],
  ['<img onerror>', '<p>车主须知<img src=x onerror=alert(1)></p>'],
  ['<math><style> mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
];

/** The one image the allow-list keeps: a picture uploaded through the console, on this server (decision 053). */
const ownImage = /^<img src="\/api\/rc\/news\/image\/[0-9a-f-]{36}"( alt="[^"<>]*")? \/>$/;

/** What no customer screen may receive: a tag outside the list, any attribute, any script scheme. */
function unsafeIn(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.matchAll(/<\s*([a-z0-9]+)([^>]*)>/gi)) {
    const [whole = '', name = '', attrs = ''] = tag;
    if (name.toLowerCase() === 'img' && ownImage.test(whole)) continue;
    if (
      !['p', 'br', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'h2', 'h3', 'span'].includes(
        name.toLowerCase(),
      )
    )
      found.push(`<${name}>`);
    if (attrs.trim()) found.push(`attributes on <${name}>`);
  }
  if (/javascript/i.test(html)) found.push('javascript');
  return found;
}

const base = {
  title: '安全提示',
  titleEn: 'Safety tip',
  summary: '摘要',
  summaryEn: 'Summary',
  contentHtmlEn: '<p>Tip</p>',
  published: true,
};

describe('news and activity HTML is cleaned by an allow-list, saved and served (issue 21, finding 11)', () => {
  for (const [what, html] of payloads) {
    it(`${what}: the console stores it clean`, async () => {
      const saved = await opsCall<{ id: string; contentHtml: string }>(t, op, 'POST', 'news/save', {
        ...base,
        contentHtml: html,
      });
      expect(saved.status, saved.statusText).toBe(0);
      const [row] = await t.database.db.select().from(news).where(eq(news.id, saved.data.id));
      expect(unsafeIn(row?.contentHtml ?? '')).toEqual([]);
      expect(unsafeIn(saved.data.contentHtml)).toEqual([]);
    });

    it(`${what}: a row written unclean (before the rule, or by hand) is served clean`, async () => {
      const [row] = await t.database.db
        .insert(news)
        .values({ ...base, contentHtml: html, publishedAt: new Date(Date.now() - 60_000) })
        .returning();
      // The public news API: no session needed.
      const served = await call<{ contentHtml: string }>('', 'GET', `news/R00010010/${row?.id ?? ''}`);
      expect(served.status).toBe(0);
      expect(unsafeIn(served.data.contentHtml)).toEqual([]);

      const [activity] = await t.database.db.select().from(activities).limit(1);
      await t.database.db
        .update(activities)
        .set({ contentHtml: html })
        .where(eq(activities.id, activity?.id ?? ''));
      const shown = await call<{ contentHtml: string }>(
        customer,
        'GET',
        `activity/R00010002/${activity?.id ?? ''}`,
      );
      expect(shown.status).toBe(0);
      expect(unsafeIn(shown.data.contentHtml)).toEqual([]);
    });
  }

  it('an <img> is kept only when its src is a picture uploaded through the console; any other src drops it', async () => {
    const uploaded = await opsCall<{ url: string }>(t, op, 'POST', 'content/image', {
      fileName: 'tyre.png',
      contentType: 'image/png',
      dataBase64:
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    });
    expect(uploaded.status, uploaded.statusText).toBe(0);
    const own = uploaded.data.url;
    const id = own.split('/').at(-1) ?? '';
    const others = [
      'https://evil.example/pixel.png',
      `https://evil.example${own}`,
      `//evil.example${own}`,
      `${own}/../../../ops/audit`,
      `${own}?x=1`,
      `${own}#x`,
      `/api/rcservice/common/R00010006?url=static/x.png`,
      `/api/rcservice/news/R00010010/${id}`,
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      `&#106;avascript:alert(1)//${own}`,
      `  ${own}x`,
      '',
    ];
    for (const src of others) {
      const saved = await opsCall<{ id: string; contentHtml: string }>(t, op, 'POST', 'news/save', {
        ...base,
        contentHtml: `<p>车主须知</p><img src="${src}" onerror="alert(1)">`,
      });
      expect(saved.status, src).toBe(0);
      expect(saved.data.contentHtml, src).toBe('<p>车主须知</p>');
      // Served clean too when such a row is written by hand.
      const [row] = await t.database.db
        .insert(news)
        .values({ ...base, contentHtml: `<img src="${src}">`, publishedAt: new Date(Date.now() - 60_000) })
        .returning();
      const served = await call<{ contentHtml: string }>('', 'GET', `news/R00010010/${row?.id ?? ''}`);
      expect(served.data.contentHtml, src).toBe('');
    }
    const kept = await opsCall<{ contentHtml: string }>(t, op, 'POST', 'news/save', {
      ...base,
      contentHtml: `<p>车主须知</p><img src="${own}" alt="轮胎" title="t" onerror="alert(1)" style="x">`,
    });
    expect(kept.data.contentHtml).toBe(`<p>车主须知</p><img src="${own}" alt="轮胎" />`);
    expect(unsafeIn(kept.data.contentHtml)).toEqual([]);
    // And the address serves the re-encoded picture to anyone, as an image, never as a page.
    const res = await t.app.inject({ method: 'GET', url: own });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('formatting and text survive', async () => {
    const saved = await opsCall<{ contentHtml: string }>(t, op, 'POST', 'news/save', {
      ...base,
      contentHtml: '<h2>标题</h2><p>第一段<strong>重点</strong></p><ul><li>一</li></ul>',
    });
    expect(saved.data.contentHtml).toBe(
      '<h2>标题</h2><p>第一段<strong>重点</strong></p><ul><li>一</li></ul>',
    );
  });
});
