import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { rightUseOf, type Coupon } from '@rc/contract';
import { browserAvailable } from './support/browser.js';
import { appReady, pageApi, phoneSuite, settle, shots, type Lang } from './support/phone.js';

/**
 * Issue 19, "every right leads to its use": per landing persona, from the
 * hand-off and by tapping only (plus the phone's back), every right the
 * customer holds reaches the screen where it is booked or used, with its
 * coupon preselected. A navigation to a host that is not this server, an
 * uncaught page error or a console.error fails the journey.
 */
describe.skipIf(!browserAvailable)('every right leads to its use (issue 19)', () => {
  const suite = phoneSuite();

  interface Watch {
    foreign: string[];
    errors: string[];
  }

  /** Hands the persona over and watches everything the journey must not do. */
  async function enter(persona: string, lang: Lang = 'zh'): Promise<{ page: Page; watch: Watch }> {
    const page = await suite.phone(lang);
    const watch: Watch = { foreign: [], errors: [] };
    const origin = new URL(suite.server.origin);
    // Only what leaves this server is routed: the app's own requests go straight through.
    const foreign = (url: URL) =>
      url.host !== origin.host && url.protocol !== 'data:' && url.protocol !== 'blob:';
    await page.context().route(foreign, (route) => {
      const url = new URL(route.request().url());
      if (route.request().isNavigationRequest()) {
        watch.foreign.push(url.href);
        return route.abort();
      }
      // Map tiles and other third-party assets: nothing to load offline, and no noise.
      return route.fulfill({ status: 204, body: '' });
    });
    page.on('pageerror', (e) => watch.errors.push(`pageerror: ${e.message} at ${pathOf(page)}`));
    page.on('console', (m) => {
      if (m.type() === 'error') watch.errors.push(`console.error: ${m.text()}`);
    });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 39.9965, longitude: 116.4705 });
    const res = await page.request.post(`${suite.server.origin}/demo/handoff`, { data: { persona } });
    const { url } = (await res.json()) as { url: string };
    await page.goto(`${url}&lang=${lang}`);
    await page.waitForURL((u) => !u.pathname.startsWith('/account/entrance'), { timeout: 20_000 });
    // A drawn landing (backUrl too, since decision 064) is at its URL before the app has taken
    // over and started the session: the journey's own calls wait for that.
    await appReady(page);
    return { page, watch };
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;

  /** The usable coupons, one per service type (the first the list shows): what the journey must use. */
  async function usableByType(page: Page): Promise<Map<string, Coupon>> {
    const all: Coupon[] = [];
    for (let page_ = 1; page_ < 10; page_ += 1) {
      const reply = await pageApi<{ list: Coupon[]; total: number }>(page, 'POST', 'rights/R00010066', {
        tab: 'usable',
        onPagenum: page_,
        onPagesize: 50,
      });
      expect(reply.status).toBe(0);
      all.push(...reply.data.list);
      if (all.length >= reply.data.total || reply.data.list.length === 0) break;
    }
    const out = new Map<string, Coupon>();
    for (const c of all) if (!out.has(c.serviceType) && c.quantity > c.usedCount) out.set(c.serviceType, c);
    return out;
  }

  /** Taps the coupon's card in my coupons, scrolling the list until it is loaded. */
  async function tapCard(page: Page, id: string) {
    const card = page.locator(`a.rc-ticket__main[data-coupon-id="${id}"]`);
    for (let i = 0; i < 20 && (await card.count()) === 0; i += 1) {
      await page.mouse.wheel(0, 4000);
      // The next page of the list, if it comes: on as soon as the card is there.
      await card.waitFor({ state: 'attached', timeout: 250 }).catch(() => undefined);
    }
    await card.click();
    await page.waitForURL((u) => u.pathname === `/rights/coupondatial/${id}`);
    await page.getByTestId('coupon-use').waitFor();
    // The detail opens at its top, wherever the list was scrolled to (issue 19, point 8).
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }

  /** On a coupon detail: the use it offers, tapped; checks the screen it reaches. */
  async function useFromDetail(page: Page, serviceType: string) {
    const use = rightUseOf(serviceType);
    const action = page.getByTestId('coupon-use');
    await action.waitFor();
    expect(await action.getAttribute('data-kind'), `type ${serviceType}`).toBe(use.kind);
    switch (use.kind) {
      case 'book':
      case 'screen': {
        const want = new URL(use.path, suite.server.origin).pathname;
        const href = new URL((await action.getAttribute('href')) ?? '', suite.server.origin);
        await action.click();
        await page.waitForURL((u) => u.pathname === want, { timeout: 10_000 });
        await settle(page);
        // A booking form: the coupon the customer came from is the one chosen.
        const chosen = page.locator('[data-testid="service-coupon"][aria-checked="true"]');
        if (use.kind === 'book' && (await chosen.count()) > 0)
          expect(await chosen.getAttribute('data-coupon-id'), `type ${serviceType}`).toBe(
            href.searchParams.get('couponId'),
          );
        break;
      }
      case 'partner':
        await action.click();
        await page.waitForURL((u) => u.pathname.startsWith('/demo/partner/'), { timeout: 10_000 });
        expect(new URL(page.url()).host).toBe(new URL(suite.server.origin).host);
        await page.getByTestId('partner-title').waitFor();
        break;
      case 'code':
        await page.locator('.rc-coupon-code__reveal').click();
        await page.getByTestId('coupon-qr').waitFor();
        break;
    }
    await settle(page);
  }

  /** Back (the phone's back) until the screen is `where`. */
  async function backTo(page: Page, where: string) {
    for (let i = 0; i < 8 && pathOf(page) !== where; i += 1) {
      await page.goBack();
      // A screen may replace itself on the way back: give it a moment, but go on as soon as we are there.
      await page.waitForURL((u) => u.pathname === where, { timeout: 200 }).catch(() => undefined);
    }
    expect(pathOf(page)).toBe(where);
  }

  /** From my coupons, every usable type's coupon → its detail → its use. */
  async function useEveryCoupon(page: Page, watch: Watch, persona: string) {
    await page.locator('.rc-ticket').first().waitFor({ timeout: 15_000 });
    const held = await usableByType(page);
    expect(held.size).toBeGreaterThan(0);
    const reached: string[] = [];
    for (const [type, coupon] of held) {
      await tapCard(page, coupon.id);
      await useFromDetail(page, coupon.serviceType);
      reached.push(type);
      await backTo(page, '/rights/mycoupons');
    }
    expect(reached.sort()).toEqual([...held.keys()].sort());
    expect(watch.foreign, `${persona}: left for another host`).toEqual([]);
    expect(watch.errors, `${persona}: errors`).toEqual([]);
  }

  /** The "my coupons" shortcut of the rights home. */
  async function homeToMyCoupons(page: Page) {
    await page.locator('.rc-personal-shortcuts button').first().click();
    await page.waitForURL((u) => u.pathname === '/rights/mycoupons');
  }

  it.each(['headPage', 'vip'])('%s: home → my coupons → every right to its use', async (persona) => {
    const { page, watch } = await enter(persona);
    await page.getByTestId('my-rights').waitFor({ timeout: 15_000 });
    await homeToMyCoupons(page);
    await useEveryCoupon(page, watch, persona);
  });

  it.each(['myCoupons', 'backUrl'])('%s: lands on my coupons → every right to its use', async (persona) => {
    const { page, watch } = await enter(persona);
    expect(pathOf(page)).toBe('/rights/mycoupons');
    await useEveryCoupon(page, watch, persona);
  });

  it('haveRc: the car-wash list → a coupon → my coupons → every right to its use', async () => {
    const { page, watch } = await enter('haveRc');
    await page.getByTestId('type-coupon').first().click();
    await page.waitForURL((u) => u.pathname.startsWith('/rights/coupondatial/'));
    await page.locator('.rc-coupon-bottom a').click();
    await page.waitForURL((u) => u.pathname === '/rights/mycoupons');
    await useEveryCoupon(page, watch, 'haveRc');
  });

  it('giftDone: the package → home → my coupons → every right to its use', async () => {
    const { page, watch } = await enter('giftDone');
    await page.getByTestId('getown-done').waitFor({ timeout: 15_000 });
    await page.locator('.adm-button-fill-outline').last().click();
    await page.waitForURL((u) => u.pathname === '/mine/persional');
    await homeToMyCoupons(page);
    await useEveryCoupon(page, watch, 'giftDone');
  });

  it('giftDoing: claims the package → home → my coupons → every right to its use', async () => {
    const { page, watch } = await enter('giftDoing');
    await page.getByTestId('claim-package').click();
    await page.getByTestId('type-coupon').first().waitFor({ timeout: 15_000 });
    await page.locator('.adm-button-fill-outline').last().click();
    await page.waitForURL((u) => u.pathname === '/mine/persional');
    await homeToMyCoupons(page);
    await useEveryCoupon(page, watch, 'giftDoing');
  });

  it('multiBranch: picks a branch → home → my coupons → every right to its use', async () => {
    const { page, watch } = await enter('multiBranch');
    await page.locator('.rc-mine__branch').first().click();
    await page.getByTestId('mine-subcompany').locator('.adm-button-primary').click();
    await page.waitForURL((u) => u.pathname !== '/mine/subcompany', { timeout: 15_000 });
    if (pathOf(page) === '/mine/persional') await homeToMyCoupons(page);
    expect(pathOf(page)).toBe('/rights/mycoupons');
    await useEveryCoupon(page, watch, 'multiBranch');
  });

  /** On `start` (the home or 全部权益): every held right's tile → its use, back to `start` each time. */
  async function useEveryTile(page: Page, watch: Watch, start: string) {
    const tiles = page.locator('[data-testid^="right-"].rc-right-tile:not(.rc-right-tile--not-held)');
    await tiles.first().waitFor({ timeout: 15_000 });
    // The held rights' tiles (numbered by service type), once the screen has drawn them all.
    const heldTypes = async () =>
      (await tiles.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid ?? '')))
        .map((id) => id.replace(/^right-/, ''))
        .filter((t) => /^\d+$/.test(t));
    await expect.poll(async () => (await heldTypes()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const types = await heldTypes();
    const held = await usableByType(page);
    for (const type of types) {
      await page.getByTestId(`right-${type}`).click();
      await page.waitForURL((u) => u.pathname !== start, { timeout: 10_000 });
      const where = pathOf(page);
      if (where === `/rights/coupons/${type}`) {
        await page.getByTestId('type-coupon').first().click();
        await page.waitForURL((u) => u.pathname.startsWith('/rights/coupondatial/'));
      }
      if (pathOf(page).startsWith('/rights/coupondatial/')) {
        expect(held.has(type), `type ${type} is held`).toBe(true);
        await useFromDetail(page, type);
      } else if (where === `/rights/customer/${type}`) {
        await page.getByTestId('right-use').click();
        await page.waitForURL((u) => !u.pathname.startsWith('/rights/customer/'), { timeout: 10_000 });
        const use = rightUseOf(type);
        if (use.kind === 'book' || use.kind === 'screen')
          expect(pathOf(page)).toBe(new URL(use.path, suite.server.origin).pathname);
        else if (use.kind === 'code') await page.locator('.rc-coupon-code__reveal').waitFor();
      } else {
        expect(where, `type ${type}`).toMatch(/^\/demo\/partner\//);
        await page.getByTestId('partner-title').waitFor();
      }
      await backTo(page, start);
      await tiles.first().waitFor({ timeout: 15_000 });
    }
    expect(watch.foreign).toEqual([]);
    expect(watch.errors).toEqual([]);
  }

  it.each(['headPage', 'vip'])(
    '%s: each held right on the home reaches its use from its tile',
    async (persona) => {
      const { page, watch } = await enter(persona);
      await page.getByTestId('my-rights').waitFor({ timeout: 15_000 });
      await useEveryTile(page, watch, '/mine/persional');
    },
  );

  it.each(['headPage', 'vip'])('%s: each held right in 全部权益 reaches its use', async (persona) => {
    const { page, watch } = await enter(persona);
    await page.getByTestId('my-rights').waitFor({ timeout: 15_000 });
    await page.getByTestId('my-rights').locator('.rc-personal-card__more').click();
    await page.waitForURL((u) => u.pathname === '/rights/rightcsollection');
    await useEveryTile(page, watch, '/rights/rightcsollection');
  });

  it.each([
    ['headPage', 'zh', 320],
    ['headPage', 'zh', 414],
    ['headPage', 'en', 320],
    ['headPage', 'en', 414],
    ['vip', 'zh', 320],
    ['vip', 'en', 414],
  ] as const)(
    'screenshots: a coupon detail and a right description (%s, %s, %i px)',
    async (persona, lang, width) => {
      const { page, watch } = await enter(persona, lang);
      const theme = persona === 'vip' ? 'vip' : 'ordinary';
      await page.setViewportSize({ width, height: 740 });
      await page.getByTestId('my-rights').waitFor({ timeout: 15_000 });
      // A right with its own page (rescue, jumpType 2): the description and its use button.
      await page.getByTestId('right-1').click();
      await page.waitForURL((u) => u.pathname === '/rights/customer/1');
      await page.getByTestId('right-use').waitFor();
      await settle(page);
      await page.screenshot({
        path: `${shots}rights-use-description-${theme}-${lang}-${String(width)}.png`,
        fullPage: true,
      });
      await backTo(page, '/mine/persional');
      await homeToMyCoupons(page);
      const held = await usableByType(page);
      const clean = held.get('21');
      expect(clean).toBeDefined();
      if (clean) await tapCard(page, clean.id);
      await page.getByTestId('coupon-use').waitFor();
      await settle(page);
      await page.screenshot({
        path: `${shots}rights-use-coupon-${theme}-${lang}-${String(width)}.png`,
        fullPage: true,
      });
      // Nothing wider than the screen.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(watch.errors).toEqual([]);
    },
  );
});
