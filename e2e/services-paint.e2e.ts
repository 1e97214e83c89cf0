import { describe, expect, it } from 'vitest';
import { browserAvailable, phoneContext } from './support/browser.js';
import { servicesSuite, shots } from './support/services.js';
import { cancelOnDetail, enterAs, fillForm } from './services-form.js';

describe.skipIf(!browserAvailable)('paint repair: panels on the diagram, booked, cancelled', () => {
  const suite = servicesSuite();

  it('picks panels on the car, books the repair with a coupon, follows and cancels it', async () => {
    const context = await phoneContext(suite.browser, 'zh-CN');
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await enterAs(page, suite.server.origin, 'headPage');

    await page.goto(`${suite.server.origin}/order/paintrepair`);
    await page.getByTestId('paint-landing').waitFor({ timeout: 15_000 });
    await page.getByText('¥400').first().waitFor();
    await page.screenshot({ path: `${shots}services-paint-repair-zh.png`, fullPage: true });
    await page.getByTestId('pick-panels').click();

    await page.getByTestId('panel-picker').waitFor();
    await page.locator('[data-panel="hood"]').click();
    await page.locator('[data-panel="leftFrontDoor"]').click();
    await expect(page.locator('[data-panel="hood"]').getAttribute('aria-checked')).resolves.toBe('true');
    // No class is known for this car yet: the estimate spans the classes until one is chosen.
    const estimate = page.getByTestId('paint-estimate');
    await estimate.getByText('预估费用 ¥800.00–¥1,400.00（视车型级别）').waitFor();
    await page.locator('[data-car-class="midsize"]').click();
    // Two panels of a mid-size car at the listed ¥500 each (decision 034), the same quote the form gives.
    await estimate.getByText('预估费用 ¥1,000.00', { exact: true }).waitFor();
    await page.screenshot({ path: `${shots}services-lacquer-face-number-zh.png` });
    await page.getByTestId('panels-next').click();

    await page.waitForURL(/\/order\/paintrepairtwo\?panels=/);
    await fillForm(page, 'paintRepair', { skip: ['panels', 'carClass'] });
    const chosen = page.locator('[data-field="carClass"] .adm-selector-item-active');
    await expect.poll(() => chosen.textContent()).toContain('中级车');
    await page.getByTestId('service-price').getByText('¥1,000.00').waitFor();
    await page.screenshot({ path: `${shots}services-paint-repair-two-zh.png`, fullPage: true });
    await page.getByTestId('service-submit').click();

    await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
    await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
    await cancelOnDetail(page);

    // Next time the picker knows this plate's car is mid-size and prices it so.
    await page.goto(`${suite.server.origin}/order/lacquerFaceNumber`);
    await page.getByTestId('car-class-known').getByText('京A12345').waitFor({ timeout: 15_000 });
    await expect(page.locator('[data-car-class="midsize"]').getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    await page.locator('[data-panel="hood"]').click();
    await estimate.getByText('预估费用 ¥500.00', { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the paint forms in both languages', async () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const context = await phoneContext(suite.browser, locale);
      const page = await context.newPage();
      await enterAs(page, suite.server.origin, 'headPage');
      const tag = locale === 'zh-CN' ? 'zh' : 'en';
      await page.goto(`${suite.server.origin}/order/lacquerRepair`);
      await page.getByTestId('service-form').waitFor({ timeout: 15_000 });
      await page.screenshot({ path: `${shots}services-lacquer-repair-${tag}.png`, fullPage: true });
      await page.goto(`${suite.server.origin}/order/lacquerFaceNumber`);
      await page.locator('[data-car-class="luxury"]').waitFor({ timeout: 15_000 });
      await page.locator('[data-panel="hood"]').click();
      await page.getByTestId('paint-estimate').waitFor();
      await page.screenshot({ path: `${shots}services-lacquer-face-number-${tag}-estimate.png` });
      if (locale === 'en-US') {
        await page.goto(`${suite.server.origin}/order/paintrepairtwo?panels=hood`);
        await page.getByTestId('service-form').waitFor({ timeout: 15_000 });
        await page.getByText('Panels to paint').waitFor();
        await page.screenshot({ path: `${shots}services-paint-repair-two-en.png`, fullPage: true });
        await page.goto(`${suite.server.origin}/order/paintrepair`);
        await page.getByTestId('paint-landing').waitFor({ timeout: 15_000 });
        await page.screenshot({ path: `${shots}services-paint-repair-en.png`, fullPage: true });
      }
      await context.close();
    }
  });
});
