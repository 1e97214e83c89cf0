import { phoneContext } from './browser.js';
import { phoneSuite, shots, type PhoneSuite } from './phone.js';
import { enterAs } from '../services-form.js';

export { shots };

/** The set-up every service-form browser suite shares (support/phone.ts). */
export type ServicesSuite = PhoneSuite;
export const servicesSuite = phoneSuite;

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
