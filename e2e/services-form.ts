import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { serviceTypeDescriptionSchema, type ServiceTypeDescription } from '@rc/contract';
import { seededServiceTypes } from '../apps/server/src/seed/service-types/index.js';
import { appReady, pageApi } from './support/phone.js';

/**
 * Fills any declarative service form the way a customer does, from its
 * description: the answers the form does not prefill (plate, contact, mobile
 * and numbers start filled), tapping chips, the diagram and the day strip.
 */
export function description(code: string): ServiceTypeDescription {
  const input = seededServiceTypes.find((d) => d.code === code);
  if (!input) throw new Error(`no seeded form ${code}`);
  return serviceTypeDescriptionSchema.parse(input);
}

export async function enterAs(page: Page, origin: string, persona: string): Promise<void> {
  await page.goto(`${origin}/demo`);
  await page.getByTestId(`persona-${persona}`).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/demo') && !url.pathname.startsWith('/account'), {
    timeout: 20_000,
  });
  await appReady(page);
}

export async function fillForm(page: Page, code: string, opts: { skip?: string[] } = {}): Promise<void> {
  const d = description(code);
  await page.getByTestId('service-form').waitFor({ timeout: 15_000 });
  for (const f of d.fields) {
    if (!f.required || opts.skip?.includes(f.key)) continue;
    const box = page.locator(`[data-field="${f.key}"]`);
    switch (f.kind) {
      case 'text':
        if (f.key === 'contactName') break;
        await box
          .locator('input, textarea')
          .first()
          .fill('车辆停在地下二层B区，请到电梯口电话联系'.slice(0, f.maxLength));
        break;
      case 'address':
        await box.locator('textarea').first().fill('北京市朝阳区望京街9号望京国际商业中心');
        break;
      case 'select':
        await box.locator('.adm-selector-item').first().click();
        break;
      case 'timeSlot': {
        const days = box.getByRole('option');
        if ((await days.count()) > 1) await days.nth(1).click();
        await box.locator('.adm-selector-item:not(.adm-selector-item-disabled)').first().click();
        break;
      }
      case 'panels':
        await box.locator('[data-panel="hood"]').click();
        break;
      default:
        break;
    }
  }
}

/** Cancels the order on its detail screen (the common one or a form order's own) with a reason. */
export async function cancelOnDetail(page: Page): Promise<void> {
  // Waits for whichever detail screen renders; checking for one before the page has drawn picked the wrong one.
  await page
    .getByTestId('form-order-cancel')
    .or(page.getByTestId('order-detail').getByRole('button', { name: /取消订单|Cancel order/ }))
    .first()
    .click();
  await page.getByText(/预约时间不合适|The time does not suit me/).click();
  await page.getByTestId('confirm-cancel').click();
  await page
    .getByTestId('order-timeline')
    .getByText(/已取消|Cancelled/)
    .waitFor({ timeout: 15_000 });
}

/** The uses the customer has left on the coupons that pay for a form (orderNew/formInit). */
export async function usesLeft(page: Page, code: string): Promise<number> {
  const init = await pageApi<{ coupons: { quantity: number; usedCount: number }[] }>(
    page,
    'POST',
    'orderNew/formInit',
    { formCode: code },
  );
  return init.data.coupons.reduce((n, c) => n + c.quantity - c.usedCount, 0);
}

/**
 * Books a form as the signed-in customer with its coupon, finds the order among
 * the ongoing ones, opens it from there and cancels it: the coupon's use comes back.
 * Returns the order's id.
 */
export async function bookFollowCancel(
  page: Page,
  origin: string,
  path: string,
  code: string,
): Promise<string> {
  const before = await usesLeft(page, code);
  await page.goto(`${origin}${path}`);
  await fillForm(page, code);
  await page.getByTestId('service-submit').click();
  await page.waitForURL(/\/order\/checkDetail\//, { timeout: 15_000 });
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  await page.getByTestId('order-detail').waitFor({ timeout: 15_000 });
  expect(await usesLeft(page, code)).toBe(before - 1);

  await page.goto(`${origin}/order/list`);
  const card = page.locator(`[data-testid="order-card"][data-order-id="${id}"]`);
  await card.waitFor({ timeout: 15_000 });
  // The list's floating button sits over the lower cards: tap the card where it shows.
  await card.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  await card.locator('.rc-order-card__main').click();
  await page.waitForURL((u) => u.pathname === `/order/checkDetail/${id}`);
  await cancelOnDetail(page);
  expect(await usesLeft(page, code)).toBe(before);
  return id;
}
