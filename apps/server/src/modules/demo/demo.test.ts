import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo hand-off back to the page that asked for a login (a gift link, issue 19)', () => {
  const gift = '/serviceTransfer/claimGiftPackage?code=abcdefgh';

  it('hands the persona over to that page, as a partner login returns the customer (isBackUrl)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/demo/handoff',
      payload: { persona: 'vip', next: gift },
    });
    const { url, expectedPath } = res.json<{ url: string; expectedPath: string }>();
    const entry = new URL(url);
    expect(entry.pathname).toBe('/serviceTransfer/claimGiftPackage');
    expect(entry.searchParams.get('code')).toBe('abcdefgh');
    expect(entry.searchParams.get('isBackUrl')).toBe('1');
    expect(entry.searchParams.get('token')).toBeTruthy();
    expect(expectedPath).toBe(gift);
  });

  it('never to another site', async () => {
    for (const next of ['//evil.example.com/x', 'https://evil.example.com/', '/\\evil.example.com']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/demo/handoff',
        payload: { persona: 'vip', next },
      });
      expect(res.json<{ status: number }>().status, next).toBe(-5);
    }
  });

  it('the launcher says where the login returns to', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/demo?next=${encodeURIComponent(gift)}` });
    expect(res.body).toContain('data-testid="launcher-next"');
    expect(res.body).toContain('data-next="/serviceTransfer/claimGiftPackage?code=abcdefgh"');
  });
});
