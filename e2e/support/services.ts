import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import type { TestApp } from '../../apps/server/src/testing/test-app.js';
import { launchChromium, phoneContext } from './browser.js';
import { startServer } from './server.js';
import { enterAs } from '../services-form.js';

export const shots = new URL('../../artifacts/screenshots/', import.meta.url).pathname;

export interface ServicesSuite {
  browser: Browser;
  server: { t: TestApp; origin: string };
}

/**
 * Registers the set-up every service-form browser suite shares: the screenshot
 * folder, a server on a fresh database and one Chromium, closed afterwards.
 * The returned object is filled in before the first test runs.
 */
export function servicesSuite(): ServicesSuite {
  const suite = {} as ServicesSuite;
  beforeAll(async () => {
    mkdirSync(shots, { recursive: true });
    suite.server = await startServer();
    suite.browser = await launchChromium();
  });
  afterAll(async () => {
    await suite.browser.close();
    await suite.server.t.close();
  });
  return suite;
}

/** Opens each form as a customer in both languages and screenshots it. */
export async function screenshotForms(
  suite: ServicesSuite,
  forms: readonly (readonly [path: string, code: string, name: string])[],
): Promise<void> {
  for (const locale of ['zh-CN', 'en-US'] as const) {
    const context = await phoneContext(suite.browser, locale);
    const page = await context.newPage();
    await enterAs(page, suite.server.origin, 'headPage');
    for (const [path, code, name] of forms) {
      await page.goto(`${suite.server.origin}${path}`);
      await page.locator(`[data-form="${code}"]`).waitFor({ timeout: 15_000 });
      await page.screenshot({
        path: `${shots}services-${name}-${locale === 'zh-CN' ? 'zh' : 'en'}.png`,
        fullPage: true,
      });
    }
    await context.close();
  }
}
