import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { personas } from '../apps/server/src/seed/personas.js';
import { browserAvailable, launchChromium, phoneContext, shots } from './support/browser.js';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';

describe.skipIf(!browserAvailable)(
  'demo launcher hands each persona over to the screen the after-login rules name',
  () => {
    let browser: Browser;
    let server: { t: TestApp; origin: string };

    beforeAll(async () => {
      mkdirSync(shots, { recursive: true });
      server = await startServer();
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser.close();
      await server.t.close();
    });

    for (const persona of personas) {
      it(`${persona.key} lands on ${persona.expectedPath}`, async () => {
        const context = await phoneContext(browser);
        const page = await context.newPage();
        await page.goto(`${server.origin}/demo`);
        await page.getByTestId(`persona-${persona.key}`).click();
        const expected = new URL(persona.expectedPath, server.origin);
        await page.waitForURL(
          (url) =>
            url.pathname === expected.pathname &&
            [...expected.searchParams].every(([k, v]) => url.searchParams.get(k) === v),
          { timeout: 20_000 },
        );
        // The remind message is an alert with no button (spec 4): it must be up, as a dialog.
        if (persona.expectedText) {
          await page.getByRole('dialog').getByText(persona.expectedText['zh-CN']).waitFor({ timeout: 5_000 });
        }
        await page.screenshot({ path: `${shots}persona-${persona.key}.png` });
        await context.close();
      });
    }
  },
);
