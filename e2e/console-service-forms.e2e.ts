import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.js';
import { phoneSuite, settle, shots, type Lang } from './support/phone.js';
import { auditLog } from '../apps/server/src/db/schema/index.js';

describe.skipIf(!browserAvailable)('console: an operator edits a service form at 375×667', () => {
  const suite = phoneSuite();
  const { phone } = suite;
  const operator = (lang: Lang, path: string) => suite.staff('operator', lang, path);

  async function customer(lang: Lang): Promise<Page> {
    const page = await phone(lang);
    const res = await page.request.post(`${suite.server.origin}/demo/handoff`, {
      data: { persona: 'headPage' },
    });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=${lang}`);
    await page.waitForURL((u) => u.pathname === '/mine/persional', { timeout: 20_000 });
    return page;
  }

  it('adds a required field and moves it up; the customer’s form shows it at once', async () => {
    const op = await operator('zh', '/console/service-types');
    await op
      .locator('[data-testid="service-type-row"][data-code="homeClean"]')
      .getByTestId('service-type-edit-form')
      .click();
    await op.waitForURL((u) => u.pathname === '/console/service-types/homeClean');
    const editor = op.getByTestId('service-form-editor');
    await editor.waitFor();
    await settle(op);
    await op.screenshot({ path: `${shots}console-service-form-zh-CN.png`, fullPage: true });

    await op.getByTestId('service-form-add-kind').selectOption('text');
    await op.getByTestId('service-form-add').click();
    const field = op.getByTestId('service-field-editor');
    await field.getByTestId('field-key').fill('gateCode');
    await field.getByTestId('field-labelZh').fill('门禁密码');
    await field.getByTestId('field-labelEn').fill('Gate code');
    await field.getByTestId('field-maxLength').fill('12');
    await field.getByTestId('field-required').check();
    await op.screenshot({ path: `${shots}console-service-field-zh-CN.png` });
    await field.getByTestId('service-field-apply').click();
    await field.waitFor({ state: 'detached' });
    const added = op.locator('[data-testid="service-form-field"][data-key="gateCode"]');
    await added.getByTestId('service-form-field-up').click();
    const keys = await op
      .getByTestId('service-form-field')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.key));
    expect(keys.indexOf('gateCode')).toBe(keys.length - 2);
    await op.getByTestId('service-form-save').click();
    await op.waitForURL((u) => u.pathname === '/console/service-types');
    const lines = await suite.server.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'serviceType.form'));
    expect(lines).toHaveLength(1);

    const home = await customer('en');
    await home.goto(`${suite.server.origin}/order/homeclean`);
    // The form item (label and input) of the new field, drawn from the saved description.
    const gate = home.locator('.adm-form-item[data-field="gateCode"]');
    await gate.waitFor();
    await gate.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    expect(await gate.textContent()).toContain('Gate code');
    await settle(home);
    await home.screenshot({ path: `${shots}customer-service-form-new-field-en-US.png` });
  });
});
