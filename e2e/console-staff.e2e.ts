import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { browserAvailable } from './support/browser.js';
import { phoneSuite, settle, shots, localeOf, type Lang } from './support/phone.js';
import { demoOperatorLogins } from '../apps/server/src/seed/operators.js';
import { customers, news, suggestions, tips } from '../apps/server/src/db/schema/index.js';
import { demoDraftNewsTitle } from '../apps/server/src/seed/mine.js';

/**
 * Issue 25: the console as staff use it, at a desktop window (1366×800) and at
 * 375 px, in both languages: the audit log as sentences, the overview's figures
 * and to-dos.
 */
describe.skipIf(!browserAvailable)('the console for staff: audit and overview', () => {
  const suite = phoneSuite();
  const desks: BrowserContext[] = [];
  afterAll(async () => {
    for (const c of desks) await c.close();
  });

  /** A console page signed in as the demo operator or admin, at a desktop width or a phone's. */
  async function staffAt(
    role: 'operator' | 'admin',
    lang: Lang,
    width: 1366 | 375,
    path: string,
  ): Promise<Page> {
    if (width === 375) return suite.staff(role, lang, path);
    const context = await suite.browser.newContext({
      viewport: { width: 1366, height: 800 },
      locale: localeOf(lang),
    });
    const page = await context.newPage();
    desks.push(context);
    const who = demoOperatorLogins.find((o) => o.role === role);
    if (!who) throw new Error(`no demo ${role}`);
    await page.goto(`${suite.server.origin}/console/login?lang=${lang}`);
    await page.getByTestId('console-account').fill(who.account);
    await page.getByTestId('console-password').fill(who.password);
    await page.getByTestId('console-login').click();
    await page.waitForURL((u) => u.pathname === '/console', { timeout: 20_000 });
    await page.goto(`${suite.server.origin}${path}`);
    return page;
  }

  it('an admin reads the audit log as sentences, with the change, filtered by person and object', async () => {
    // The operator signs in: a line the admin will find by person.
    await staffAt('operator', 'zh', 375, '/console');

    const admin = await staffAt('admin', 'zh', 1366, '/console/site');
    await admin.getByTestId('mourn-toggle').click();
    await admin.getByRole('button', { name: '确定' }).click();
    await admin.getByTestId('mourn-state').filter({ hasText: '哀悼模式已开启' }).waitFor();
    await admin.goto(`${suite.server.origin}/console/audit`);
    const mourn = admin.getByTestId('audit-row').filter({ hasText: 'admin.demo 修改了全站哀悼模式' });
    await mourn.first().waitFor();
    const change = await mourn.first().getByTestId('audit-changes').innerText();
    expect(change).toMatch(/哀悼模式\s+否\s+是/);
    expect(await admin.getByTestId('audit-row').first().innerText()).not.toContain('{');
    await settle(admin);
    await admin.screenshot({ path: `${shots}console-audit-1366-zh-CN.png` });

    await admin.getByTestId('field-auditPerson').fill('ops.demo');
    await admin.getByTestId('audit-row').filter({ hasText: 'ops.demo 登录了运营后台' }).first().waitFor();
    await expect.poll(() => admin.getByTestId('audit-row').filter({ hasText: 'admin.demo' }).count()).toBe(0);
    await admin.getByTestId('audit-clear').click();
    await admin.getByTestId('audit-type').selectOption('siteSettings');
    await expect
      .poll(async () => {
        const actions = await admin
          .getByTestId('audit-row')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-action')));
        return actions.length > 0 && actions.every((a) => a === 'site.mourn');
      })
      .toBe(true);

    // The same lines in English, on a phone; mourning back off.
    const adminEn = await staffAt('admin', 'en', 375, '/console/site');
    await adminEn.getByTestId('mourn-toggle').click();
    await adminEn.getByRole('button', { name: 'OK' }).click();
    await adminEn.getByTestId('mourn-state').filter({ hasText: 'Mourning mode is off' }).waitFor();
    await adminEn.goto(`${suite.server.origin}/console/audit`);
    await adminEn
      .getByTestId('audit-row')
      .filter({ hasText: 'admin.demo changed the site’s mourning mode' })
      .first()
      .waitFor();
    await adminEn
      .getByTestId('audit-row')
      .filter({ hasText: 'ops.demo signed in to the console' })
      .first()
      .waitFor();
    await settle(adminEn);
    await adminEn.screenshot({ path: `${shots}console-audit-375-en-US.png` });
    const desk = await staffAt('admin', 'en', 1366, '/console/audit');
    await desk.getByTestId('audit-row').first().waitFor();
    await settle(desk);
    await desk.screenshot({ path: `${shots}console-audit-1366-en-US.png` });
    await admin.setViewportSize({ width: 375, height: 667 });
    await admin.screenshot({ path: `${shots}console-audit-375-zh-CN.png` });
  });

  it('an operator opens the overview: today’s figures, and a to-do that opens the screen handling it', async () => {
    // A suggestion waits for an answer: the overview lists it as a to-do.
    await suite.enterAs('headPage', 'zh');
    const db = suite.server.t.database.db;
    const [someone] = await db.select({ id: customers.id }).from(customers).limit(1);
    if (!someone) throw new Error('the seed has no customers');
    await db
      .insert(suggestions)
      .values({ customerId: someone.id, category: 'service', content: '希望增加夜间代驾' });

    for (const [lang, width] of [
      ['zh', 1366],
      ['zh', 375],
      ['en', 1366],
      ['en', 375],
    ] as const) {
      const page = await staffAt('operator', lang, width, '/console');
      await page.getByTestId('overview-today').waitFor();
      const todos = await page.getByTestId('overview-todos').innerText();
      expect(todos).toMatch(lang === 'zh' ? /条意见建议等待回复/ : /Suggestions waiting for an answer/);
      expect(await page.locator('main, body').first().innerText()).not.toContain('无需改动数据库');
      await settle(page);
      await page.screenshot({
        path: `${shots}console-overview-${width}-${localeOf(lang)}.png`,
        fullPage: true,
      });
      if (lang === 'zh' && width === 375) {
        await page.getByTestId('todo-suggestions').click();
        await page.waitForURL((u) => u.pathname === '/console/suggestions');
      }
    }
    // An admin sees the same overview.
    const admin = await staffAt('admin', 'en', 1366, '/console');
    await admin.getByTestId('figure-feedback').waitFor();
    expect(Number(await admin.getByTestId('figure-feedback').locator('strong').innerText())).toBeGreaterThan(
      0,
    );
  });

  it('an operator filters the activities by where they stand: upcoming, running, ended', async () => {
    const tags = {
      zh: { upcoming: '未开始', ongoing: '进行中', ended: '已结束' },
      en: { upcoming: 'Upcoming', ongoing: 'Running', ended: 'Ended' },
    } as const;
    for (const [lang, width] of [
      ['zh', 1366],
      ['en', 375],
    ] as const) {
      const page = await staffAt('operator', lang, width, '/console/activities');
      await page.getByTestId('activity-row').first().waitFor();
      for (const state of ['upcoming', 'ongoing', 'ended'] as const) {
        await page.getByTestId('activity-state').selectOption(state);
        // Every row left carries the chosen state's tag, and there is at least one (the seed has each).
        await expect
          .poll(async () => {
            const texts = await page
              .getByTestId('activity-row')
              .locator('header .rc-con-tag')
              .allInnerTexts();
            return texts.length > 0 && texts.every((x) => x === tags[lang][state]);
          })
          .toBe(true);
      }
      await settle(page);
      await page.screenshot({
        path: `${shots}console-activities-ended-${width}-${localeOf(lang)}.png`,
        fullPage: true,
      });
    }
  });

  it('an operator filters the news by state and is told what is wrong with a field', async () => {
    for (const [lang, width] of [
      ['zh', 1366],
      ['en', 375],
    ] as const) {
      const page = await staffAt('operator', lang, width, '/console/news');
      await page.getByTestId('news-row').first().waitFor();
      await page.getByTestId('news-state').selectOption('draft');
      await page
        .getByTestId('news-row')
        .filter({ hasText: lang === 'zh' ? demoDraftNewsTitle : 'Spring car care' })
        .waitFor();
      await expect
        .poll(() =>
          page
            .getByTestId('news-row')
            .filter({ hasText: lang === 'zh' ? '已发布' : 'Published' })
            .count(),
        )
        .toBe(0);
      await settle(page);
      await page.screenshot({
        path: `${shots}console-news-drafts-${width}-${localeOf(lang)}.png`,
        fullPage: true,
      });

      await page.getByTestId('news-new').click();
      await page.getByTestId('field-title').fill('春季保养提示');
      await page.getByTestId('field-titleEn').fill('  ');
      await page.getByTestId('rte-contentHtml').fill('正文');
      await page.getByTestId('rte-contentHtmlEn').fill('Body');
      await page.getByTestId('news-save').click();
      const titleError = page.getByTestId('field-error-titleEn');
      await titleError.waitFor();
      expect(await titleError.innerText()).toBe(
        lang === 'zh' ? '请填写英文标题' : 'English title is required',
      );
      await page.getByTestId('field-titleEn').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}console-news-errors-${width}-${localeOf(lang)}.png` });
      // Once the field is right the article saves; the editor writes only what the allow-list keeps (decision 053).
      const saved = () =>
        suite.server.t.database.db
          .select({ html: news.contentHtml })
          .from(news)
          .where(eq(news.titleEn, 'Spring care tips'));
      const before = (await saved()).length;
      await page.getByTestId('field-titleEn').fill('Spring care tips');
      await page.getByTestId('news-save').click();
      await expect.poll(async () => (await saved()).length, { timeout: 15_000 }).toBe(before + 1);
      for (const row of await saved()) expect(row.html).toBe('<p>正文</p>');
    }
  });

  it('turning a tip off asks first; cancelling changes nothing', async () => {
    await suite.server.t.database.db.insert(tips).values({
      placement: 'rights',
      content: '雨天救援可能延迟，请耐心等待',
      contentEn: 'Rescues may be slower in rain',
    });
    const page = await staffAt('operator', 'zh', 1366, '/console/tips');
    const row = page.getByTestId('tip-row').filter({ hasText: '已启用' }).first();
    await row.waitFor();
    const id = await row.getAttribute('data-tip-id');
    const tip = page.locator(`[data-tip-id="${id}"]`);
    await tip.getByTestId('tip-toggle').click();
    await page.getByText('停用后客户页面立即不再显示这条提示', { exact: false }).waitFor();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '取消' }).click();
    await expect.poll(() => tip.innerText()).toContain('已启用');
    await tip.getByTestId('tip-toggle').click();
    await page.locator('.adm-dialog-footer').getByRole('button', { name: '停用' }).click();
    await tip.filter({ hasText: '已停用' }).waitFor();
    await tip.getByTestId('tip-toggle').click();
    await tip.filter({ hasText: '已启用' }).waitFor();
  });
});
