import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCatalogue } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { demoPartners } from './partner-page.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A host the demo would send a customer to that is not this server. */
const foreignHost = /^[a-z]+:\/\//i;

describe('partner URLs in the demo (issue 19, no dead links)', () => {
  it('every external right of the seeded catalogue opens a partner page this server serves', async () => {
    const rows = await t.database.db
      .select({
        type: serviceCatalogue.serviceType,
        jumpType: serviceCatalogue.jumpType,
        url: serviceCatalogue.jumpUrl,
      })
      .from(serviceCatalogue);
    const external = rows.filter((r) => r.jumpType === '3');
    expect(external.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.url, `service type ${r.type}`).not.toMatch(foreignHost);
    for (const r of external) {
      const res = await t.app.inject({ method: 'GET', url: `${r.url}?sd_track_code=TRK1&lang=en-US` });
      expect(res.statusCode, `service type ${r.type} → ${r.url}`).toBe(200);
      expect(res.body).toContain('data-testid="partner-back"');
      // What the partner received: the tracking code the browser appended (spec 4).
      expect(res.body).toContain('TRK1');
    }
  });

  it('customer service and the AI assessor answer the demo partner pages, with their parameters', async () => {
    const login = await loginAs(t, 'vip');
    const cs = (
      await t.call({ method: 'GET', url: '/api/rcservice/auth/R00010047', token: login.token })
    ).json<Reply<{ url: string }>>();
    expect(cs.data.url).toMatch(/^\/demo\/partner\/customer-service\?channel=/);
    const ai = (
      await t.call({
        method: 'GET',
        // The vip persona's pid (home.test.ts reads its assessment the same way).
        url: '/api/rcservice/AIMeasureApi/R00020101?key=PID10000002:abcdef12',
        token: login.token,
      })
    ).json<Reply<{ url: string }>>();
    expect(ai.status).toBe(0);
    expect(ai.data.url).toMatch(/^\/demo\/partner\/ai-assess\?key=/);
    for (const url of [cs.data.url, ai.data.url]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
    }
  });

  it('names each partner in both languages, and refuses a name it does not stand for', async () => {
    for (const [name, words] of Object.entries(demoPartners)) {
      for (const lang of ['zh-CN', 'en-US'] as const) {
        const res = await t.app.inject({ method: 'GET', url: `/demo/partner/${name}?lang=${lang}` });
        expect(res.body).toContain(words[lang].title);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: '/demo/partner/nowhere' })).statusCode).toBe(404);
  });
});
