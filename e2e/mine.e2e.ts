import { describe, expect, it } from 'vitest';
import { verify } from '@rc/sm2';
import { browserAvailable } from './support/browser.js';
import { pageApi, phoneSuite, shots } from './support/phone.js';
import { demoNewsRollRate } from '../apps/server/src/seed/mine.js';

describe.skipIf(!browserAvailable)('the customer’s own space at 375×667', () => {
  const suite = phoneSuite();
  const { enterAs } = suite;
  const api = pageApi;

  it('switching to an authorised user and back changes the rights shown', async () => {
    const page = await enterAs('rightUser');
    expect(new URL(page.url()).pathname).toBe('/mine/rightUser');
    const own = await api<unknown>(page, 'GET', 'rights/R00010024');
    expect(own.status).toBe(0);

    const row = page.getByTestId('person-PID30000001');
    await row.getByRole('button', { name: '切换' }).click();
    await row.getByText('当前').waitFor();
    const theirs = await api<unknown>(page, 'GET', 'rights/R00010024');
    expect(theirs.status).toBe(0);
    expect(JSON.stringify(theirs.data)).not.toEqual(JSON.stringify(own.data));
    const stored = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('rc.userVo') ?? 'null') as { userVo: { pid: string } | null },
    );
    expect(stored.userVo?.pid).toBe('PID30000001');

    // The centre says whose rights are in use, and goes back in one tap.
    await page.goto(`${suite.server.origin}/mine/center`);
    await page.getByRole('button', { name: '切回本人' }).click();
    await page.getByRole('button', { name: '切回本人' }).waitFor({ state: 'detached' });
    const back = await api<unknown>(page, 'GET', 'rights/R00010024');
    expect(JSON.stringify(back.data)).toEqual(JSON.stringify(own.data));
  });

  it('a withdrawn consent leaves the active list at once and is recorded; the receipt verifies', async () => {
    const page = await enterAs('vip');
    await page.goto(`${suite.server.origin}/mine/privacyAuthorizationList`);
    const active = page.getByTestId('consents-active');
    await active.getByTestId('consent-marketing').waitFor();
    await page.screenshot({ path: `${shots}mine-privacy-zh-CN.png`, fullPage: true });

    // Three taps at most: Withdraw, then confirm.
    await active.getByTestId('consent-marketing').getByRole('button', { name: '撤回' }).click();
    await page.getByRole('button', { name: '确认撤回' }).click();
    await active.getByTestId('consent-marketing').waitFor({ state: 'detached' });
    await page.getByTestId('consents-other').getByTestId('consent-marketing').waitFor();
    await page.getByTestId('consent-history').getByText('撤回').first().waitFor();

    const history = await api<{ list: { code: string; granted: boolean }[] }>(
      page,
      'GET',
      'authority/consentHistory',
    );
    expect(history.data.list[0]).toMatchObject({ code: 'marketing', granted: false });
    expect(history.data.list.filter((r) => r.code === 'marketing')).toHaveLength(2);

    const receipt = await api<{ payload: string; signature: string; publicKey: string }>(
      page,
      'GET',
      'authority/consentReceipt',
    );
    const key = await api<{ publicKey: string }>(page, 'GET', 'authority/receiptPublicKey');
    expect(verify(receipt.data.payload, receipt.data.signature, key.data.publicKey)).toBe(true);

    // The download button saves the signed receipt.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '下载签名授权记录' }).click();
    expect((await download).suggestedFilename()).toMatch(/^consent-receipt-.*\.json$/);
  });

  it('the feedback button sends one report with a screenshot, which the API returns', async () => {
    const page = await enterAs('headPage');
    // A failing call raises the button (spec 8: HTTP errors raise it).
    await page.route('**/api/rcservice/person/signInInfo', (route) =>
      route.fulfill({ status: 500, body: 'boom' }),
    );
    await page.goto(`${suite.server.origin}/mine/info`);
    const button = page.locator('.rc-feedback');
    await button.waitFor();
    await page.unroute('**/api/rcservice/person/signInInfo');
    // Two quick taps: one report, the second tap is told one is in progress.
    await button.click();
    // A second tap while the first report is in flight sends nothing more (it may find the button gone).
    await button.click({ timeout: 1500 }).catch(() => undefined);
    await page.getByText('您的问题已经反馈给客服了').waitFor({ timeout: 20_000 });
    await button.waitFor({ state: 'detached' });
    const reports = await api<{
      total: number;
      list: { screenshot?: string; pageName: string; errorUrls: string[] }[];
    }>(page, 'GET', 'feedback/reports');
    expect(reports.data.total).toBe(1);
    const [report] = reports.data.list;
    expect(report?.screenshot).toMatch(/^data:image\/jpeg;base64,/);
    expect((report?.screenshot ?? '').length).toBeGreaterThan(2000);
    expect(report?.pageName).toBe('/mine/info');
    expect(report?.errorUrls.join(' ')).toContain('person/signInInfo');
  });

  it('the news roller turns at the server’s rate', async () => {
    const page = await enterAs('headPage');
    await page.goto(`${suite.server.origin}/mine/center`);
    const roller = page.getByTestId('news-roller');
    await roller.waitFor();
    expect(await roller.getAttribute('data-roll-ms')).toBe(String(demoNewsRollRate * 1000));
    const current = () => roller.locator('[data-current="true"]').innerText();
    const first = await current();
    const t0 = Date.now();
    await page.waitForFunction(
      (title) =>
        document.querySelector('[data-testid="news-roller"] [data-current="true"]')?.textContent !== title,
      first,
      { timeout: 15_000, polling: 50 },
    );
    const second = await current();
    const t1 = Date.now();
    await page.waitForFunction(
      (title) =>
        document.querySelector('[data-testid="news-roller"] [data-current="true"]')?.textContent !== title,
      second,
      { timeout: 15_000, polling: 50 },
    );
    const interval = Date.now() - t1;
    expect(t1 - t0).toBeLessThan(demoNewsRollRate * 1000 + 800);
    expect(interval).toBeGreaterThan(demoNewsRollRate * 1000 - 600);
    expect(interval).toBeLessThan(demoNewsRollRate * 1000 + 800);
    // A tap opens the article.
    await roller.locator('[data-current="true"]').click();
    await page.waitForURL(/\/active\/newdetail\//);
    await page.getByTestId('news-detail').waitFor();
  });

  it('the daily sign-in gives its points once a day and shows it signed', async () => {
    const page = await enterAs('vip');
    await page.goto(`${suite.server.origin}/mine/center`);
    const card = page.getByTestId('daily-sign-in');
    await card.waitFor();
    expect(await card.getAttribute('data-signed')).toBe('0');
    const before = await api<{ remainPoint: number }>(page, 'POST', 'person/signInInfo', {});
    await page.getByTestId('sign-in-button').click();
    await page.locator('[data-testid="daily-sign-in"][data-signed="1"]').waitFor();
    expect(await page.getByTestId('sign-in-button').isDisabled()).toBe(true);
    await card.locator('.rc-signin__day.is-signed').first().waitFor();
    const after = await api<{ remainPoint: number; dailySignIn: { streak: number } }>(
      page,
      'POST',
      'person/signInInfo',
      {},
    );
    expect(after.data.remainPoint).toBe(before.data.remainPoint + 5);
    expect(after.data.dailySignIn.streak).toBe(1);
    // A second sign-in the same day (another tab, a retry) awards nothing.
    const again = await api<{ awarded: number }>(page, 'POST', 'person/signIn', {});
    expect(again.data.awarded).toBe(0);
    await page.reload();
    await page.locator('[data-testid="daily-sign-in"][data-signed="1"]').waitFor();
    await page.screenshot({ path: `${shots}mine-sign-in-zh-CN.png` });
  });

  it('the rights home lists the activities and, with marketing consent, the carousel; each opens its activity', async () => {
    const page = await enterAs('vip');
    expect(new URL(page.url()).pathname).toBe('/mine/persional');
    // The carousel is a marketing push: shown while this customer's marketing consent is in force.
    await api(page, 'POST', 'authority/R00010043', { code: 'marketing', granted: true });
    const listed = await api<{ list: { id: string; title: string; state: string }[] }>(
      page,
      'GET',
      'activity/R00010001?onPagenum=1&onPagesize=5',
    );
    const ongoing = listed.data.list.find((a) => a.state === 'ongoing');
    if (!ongoing) throw new Error('no ongoing activity in the seed');
    await page.reload();

    const section = page.getByTestId('home-activities');
    await section.getByRole('heading', { name: '精彩活动' }).waitFor({ timeout: 15_000 });
    const row = section.getByTestId(`activity-${ongoing.id}`);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}mine-home-activities-zh-CN.png` });
    await row.click();
    await page.waitForURL((u) => u.pathname === `/active/activedetail/${ongoing.id}`);
    await page.getByTestId('activity-detail').getByRole('heading', { name: ongoing.title }).waitFor();

    await page.goBack();
    const carousel = page.getByTestId('activity-banners');
    await carousel.waitFor({ timeout: 15_000 });
    await carousel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}mine-home-carousel-zh-CN.png` });
    const banner = carousel.locator('[data-testid^="activity-banner-"]').first();
    const bannerId = ((await banner.getAttribute('data-testid')) ?? '').replace(/^activity-banner-/, '');
    // The carousel moves by itself: the tap goes to this banner, wherever it is at that moment.
    await banner.dispatchEvent('click');
    await page.waitForURL((u) => u.pathname === `/active/activedetail/${bannerId}`);
    await page.getByTestId('activity-detail').waitFor();

    // Without marketing consent the list is still there, the carousel is not.
    await api(page, 'POST', 'authority/R00010043', { code: 'marketing', granted: false });
    const banners = page.waitForResponse((r) => r.url().includes('/activity/R00010008'));
    await page.goto(`${suite.server.origin}/mine/persional`);
    expect(((await (await banners).json()) as { data: { list: unknown[] } }).data.list).toEqual([]);
    await page.getByTestId('home-activities').getByTestId(`activity-${ongoing.id}`).waitFor();
    expect(await page.getByTestId('activity-banners').count()).toBe(0);
  });

  it('screenshots: centre, info and privacy list in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const page = await enterAs('headPage', lang);
      const locale = lang === 'zh' ? 'zh-CN' : 'en-US';
      await page.goto(`${suite.server.origin}/mine/center`);
      await page.getByTestId('mine-center').waitFor();
      await page.getByTestId('news-roller').waitFor();
      await page.screenshot({ path: `${shots}mine-center-${locale}.png` });
      await page.goto(`${suite.server.origin}/mine/info`);
      await page.getByTestId('mine-info').waitFor();
      await page.screenshot({ path: `${shots}mine-info-${locale}.png`, fullPage: true });
      await page.goto(`${suite.server.origin}/mine/privacyAuthorizationList`);
      await page.getByTestId('consents-active').waitFor();
      await page.getByTestId('consent-history').waitFor();
      await page.screenshot({ path: `${shots}mine-privacy-${locale}.png`, fullPage: true });
    }
  });
});
