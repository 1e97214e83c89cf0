import { describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { browserAvailable } from './support/browser.js';
import { phoneSuite } from './support/phone.js';
import { personas } from '../apps/server/src/seed/personas.js';
import { analyticsEvents } from '../apps/server/src/db/schema/index.js';

/** One record of the Sensors wire format, as the browser sent it. */
interface SentRecord {
  type?: string;
  event?: string;
  login_id?: string;
  identities?: Record<string, string>;
  properties?: Record<string, unknown>;
}

/** The records of one collector request: `data` or `data_list`, base64 of UTF-8 JSON, in a form body or the query. */
function recordsOf(req: Request): { raw: string; records: SentRecord[] } {
  const url = new URL(req.url());
  const fields = new URLSearchParams(req.postData() ?? '');
  const encoded =
    fields.get('data_list') ??
    fields.get('data') ??
    url.searchParams.get('data_list') ??
    url.searchParams.get('data');
  if (!encoded) return { raw: `${req.url()} ${req.postData() ?? ''}`, records: [] };
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const parsed = JSON.parse(text) as SentRecord | SentRecord[];
  // Everything that left the browser, decoded, so a personal value cannot hide in base64 or URL escapes.
  return {
    raw: `${decodeURIComponent(req.url())} ${req.postData() ?? ''} ${text}`,
    records: Array.isArray(parsed) ? parsed : [parsed],
  };
}

/** Watches what the page sends to the analytics collector (the page globals' shenceServerUrl). */
function watchCollector(page: Page) {
  const sent = { raw: [] as string[], records: [] as SentRecord[] };
  page.on('request', (req) => {
    if (!new URL(req.url()).pathname.endsWith('/analytics/collect')) return;
    const { raw, records } = recordsOf(req);
    sent.raw.push(raw);
    sent.records.push(...records);
  });
  return sent;
}

const customer = personas.find((p) => p.key === 'headPage')?.customer;

describe.skipIf(!browserAvailable)('analytics: what the browser sends to the collector', () => {
  const suite = phoneSuite();

  it('sends page views, login, right tap and order submit as h5 with the PID, and nothing personal', async () => {
    const plate = customer?.plates[0];
    if (!customer?.idNumber || !plate) throw new Error('the headPage persona has changed');
    const page = await suite.phone('zh');
    page.on('pageerror', (e) => {
      throw e;
    });
    // Listening before the hand-off: the very first events count too.
    const sent = watchCollector(page);
    const res = await page.request.post(`${suite.server.origin}/demo/handoff`, {
      data: { persona: 'headPage' },
    });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=zh`);
    await page.waitForURL((u) => u.pathname === '/mine/persional', { timeout: 20_000 });

    const ofEvent = (name: string) => sent.records.filter((r) => r.event === name);
    // The SDK loads once the first screen has settled; the events tracked before then follow.
    await expect.poll(() => ofEvent('login').length, { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => ofEvent('$pageview').length, { timeout: 10_000 }).toBeGreaterThan(0);

    // A right tap on the home.
    const tile = page
      .getByTestId('my-rights')
      .locator('[data-testid^="right-"]:not([data-testid="right-vip-entry"])')
      .first();
    await tile.waitFor({ timeout: 15_000 });
    const serviceType = ((await tile.getAttribute('data-testid')) ?? '').replace(/^right-/, '');
    await tile.click();
    await page.waitForURL((u) => u.pathname !== '/mine/persional', { timeout: 15_000 });
    await expect.poll(() => ofEvent('rightTap').length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(ofEvent('rightTap')[0]?.properties?.service_type).toBe(serviceType);

    // An order submit (a car wash at a store): one encrypted submit.
    await page.goto(`${suite.server.origin}/order/writeorder?serviceType=9&shopSnCode=SN110105001`);
    await page.getByTestId('coupon-option').first().waitFor({ timeout: 15_000 });
    await page.getByTestId('submit-order').click();
    await page.waitForURL(/\/order\/washCarErcode\//, { timeout: 15_000 });
    const orderId = page.url().split('/').pop() ?? '';
    await expect.poll(() => ofEvent('orderSubmit').length, { timeout: 30_000 }).toBeGreaterThan(0);
    const submit = ofEvent('orderSubmit')[0];
    expect(submit?.properties).toMatchObject({ service_type: '9', order_id: orderId });

    // Every event: platform h5, and the signed-in customer is known by the PID alone.
    const events = sent.records.filter((r) => r.type === 'track');
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const e of events) expect(e.properties?.platform).toBe('h5');
    expect(ofEvent('login')[0]?.properties?.login_id_type).toBe('PID');
    for (const e of [...ofEvent('rightTap'), ...ofEvent('orderSubmit')]) {
      expect(e.identities?.PID).toBe(customer.pid);
    }
    const pages = ofEvent('$pageview').map((e) => e.properties?.page);
    expect(pages).toContain('/mine/persional');
    expect(pages).toContain('/order/writeorder');

    // Nothing personal beyond the PID: not the customer's mobile, name, ID number or plate,
    // nor the contact number typed into the order form, in any request to the collector.
    const everything = sent.raw.join('\n');
    for (const personal of [
      customer.mobile,
      customer.custName,
      customer.idNumber,
      plate,
      encodeURIComponent(plate),
      '13800001234',
    ]) {
      expect(everything).not.toContain(personal);
    }
    // The collector stored what it was sent (a request seen above may still be in flight), under no
    // PID: the SDK sends no session, and the PID an event claims is not believed (decision 045).
    const storedUnderPid = async (event: string) =>
      (await suite.server.t.database.db.select().from(analyticsEvents)).some(
        (e) => e.event === event && e.pid === '',
      );
    await expect.poll(() => storedUnderPid('orderSubmit'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => storedUnderPid('rightTap'), { timeout: 10_000 }).toBe(true);
  });
});
