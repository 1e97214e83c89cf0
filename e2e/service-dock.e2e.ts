import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable } from './support/browser.js';
import { phoneSuite, settle, shots } from './support/phone.js';

/** The controls the docked customer-service button overlaps, by their text or test id. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dock = document.querySelector('.rc-service');
    if (!dock) return ['(no customer-service button)'];
    const d = dock.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a, button, input, select, textarea, [role="button"], [role="tab"], .adm-list-item',
    );
    const out: string[] = [];
    for (let i = 0; i < controls.length; i += 1) {
      const c = controls.item(i);
      if (c === dock || dock.contains(c) || c.contains(dock)) continue;
      const r = c.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.right <= d.left || r.left >= d.right || r.bottom <= d.top || r.top >= d.bottom) continue;
      out.push(c.dataset.testid ?? (c.textContent ?? '').trim().slice(0, 20));
    }
    return out;
  });
}

describe.skipIf(!browserAvailable)(
  'the floating customer-service button at 375×667 (issue 19, point 8)',
  () => {
    const suite = phoneSuite();

    it('docks at the edge of 个人中心 and a coupon detail, over no control, and hides while a sheet is open', async () => {
      const page = await suite.enterAs('headPage');
      await page.goto(`${suite.server.origin}/mine/center`);
      await page.getByTestId('mine-center').waitFor();
      await settle(page);
      await page.screenshot({ path: `${shots}service-dock-center-zh-CN.png` });
      expect(await coveredControls(page)).toEqual([]);

      await page.goto(`${suite.server.origin}/rights/mycoupons`);
      await page.locator('a.rc-ticket__main').first().click();
      await page.getByTestId('coupon-use').waitFor();
      await settle(page);
      await page.screenshot({ path: `${shots}service-dock-coupon-zh-CN.png` });
      expect(await coveredControls(page)).toEqual([]);

      // A booking form: the coupon it pays with sits near the top right.
      await page.goto(`${suite.server.origin}/order/safetyBerth`);
      await page.getByTestId('service-coupon').first().waitFor();
      await settle(page);
      await page.screenshot({ path: `${shots}service-dock-form-zh-CN.png` });
      expect(await coveredControls(page)).toEqual([]);

      // The plate sheet of 个人中心 (a customer with two plates): the button steps aside while it is open.
      const vip = await suite.enterAs('vip');
      await vip.goto(`${suite.server.origin}/mine/center`);
      await vip.getByTestId('mine-center').waitFor();
      await settle(vip);
      await vip.screenshot({ path: `${shots}service-dock-center-vip-zh-CN.png` });
      expect(await coveredControls(vip)).toEqual([]);
      await vip.locator('.rc-mine__plate-button').click();
      await vip.locator('.adm-popup-body').first().waitFor();
      await vip.waitForFunction(() => {
        const dock = document.querySelector('.rc-service');
        return dock !== null && getComputedStyle(dock).display === 'none';
      });
      await vip.screenshot({ path: `${shots}service-dock-sheet-zh-CN.png` });
    });
  },
);
