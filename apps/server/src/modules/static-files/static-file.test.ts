import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fileUrl = (path: string) => `/api/rcservice/common/R00010006?url=${encodeURIComponent(path)}`;

describe('common/R00010006: theme files and terms', () => {
  it.each(['ordinary', 'vip'])(
    'serves the %s theme sprites under their fixed names (spec 9)',
    async (theme) => {
      for (const sprite of ['common', 'car', 'service', 'product']) {
        const res = await t.call({
          method: 'GET',
          url: fileUrl(`static/theme/${theme}/sprite-${sprite}.svg`),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('image/svg+xml');
        expect(res.body).toContain('<svg');
      }
    },
  );

  it('serves the agreement as a PDF', async () => {
    const res = await t.call({ method: 'GET', url: fileUrl('static/terms.pdf') });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a path that climbs out of static/ and a missing file, with the envelope', async () => {
    const climb = await t.call({ method: 'GET', url: fileUrl('static/../package.json') });
    expect(climb.json()).toMatchObject({ status: -5 });
    const missing = await t.call({ method: 'GET', url: fileUrl('static/nope.css') });
    expect(missing.json()).toMatchObject({ status: -3 });
  });
});
