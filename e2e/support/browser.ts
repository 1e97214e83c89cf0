import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const chromiumPath = '/usr/bin/chromium';

/**
 * Where the journeys write their screenshots (the evidence to look at). RC_E2E_SHOTS names a
 * folder of its own, so that two runs side by side (CI's PGlite and PostgreSQL, decision 059)
 * do not write the same files.
 */
export const shots = new URL(
  `../../artifacts/screenshots/${process.env.RC_E2E_SHOTS ? `${process.env.RC_E2E_SHOTS.replace(/[^\w-]/g, '')}/` : ''}`,
  import.meta.url,
).pathname;

/** In CI (or when RC_REQUIRE_BROWSER=1) a missing browser fails the run; elsewhere browser tests skip, loudly. */
export const browserRequired = process.env.CI === 'true' || process.env.RC_REQUIRE_BROWSER === '1';
export const browserAvailable = existsSync(chromiumPath);
if (!browserAvailable && browserRequired) {
  throw new Error(`Chromium is required at ${chromiumPath} (apt-get install -y chromium fonts-noto-cjk)`);
}
if (!browserAvailable) {
  process.stderr.write(`\n!! ${chromiumPath} is missing: browser tests are skipped (CI installs it)\n\n`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** A phone: 375×667, touch, Chinese by default. */
export function phoneContext(browser: Browser, locale: 'zh-CN' | 'en-US' = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    userAgent:
      'Mozilla/5.0 (Linux; Android 10; Redmi 8A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  });
}
