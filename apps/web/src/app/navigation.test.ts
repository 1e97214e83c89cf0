import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePages } from './boot/preload-map.js';
import { appRoutes } from './routes.js';
import {
  awaitingRightUse,
  customerTabs,
  entryScreens,
  landingScreens,
  reachedFrom,
  showsTabBar,
  tabBar,
} from './navigation.js';

const here = dirname(fileURLToPath(import.meta.url));
const pages = routePages(readFileSync(resolve(here, 'routes.ts'), 'utf8'));
const paths = appRoutes.map((r) => r.path);

/** A page file's source and the app's own modules it imports, transitively (what the screen can render). */
function screenSource(routePath: string): string {
  const spec = pages.get(routePath);
  if (!spec) throw new Error(`no page for ${routePath}`);
  const seen = new Set<string>();
  const queue = [resolve(here, spec).replace(/\.js$/, '.tsx')];
  const texts: string[] = [];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    texts.push(text);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const base = resolve(dirname(file), m[1] ?? '').replace(/\.js$/, '');
      const next = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (next && !next.includes('/i18n/')) queue.push(next);
    }
  }
  return texts.join('\n');
}

/** `/order/checkDetail/:id` is linked as `/order/checkDetail/${id}`: the part before the first parameter. */
function linkPrefix(path: string): string {
  const at = path.indexOf('/:');
  return at === -1 ? path : path.slice(0, at + 1);
}

describe('every screen is reached by tapping (issue 19, point 1)', () => {
  it('lists every route of the route table once: an entry screen (with a reason) or reached from other screens', () => {
    for (const path of paths) {
      const declared = [entryScreens[path], reachedFrom[path], awaitingRightUse.includes(path) || undefined];
      expect(declared.filter(Boolean), path).toHaveLength(1);
      if (entryScreens[path]) expect(entryScreens[path]?.reason, path).not.toBe('');
    }
    for (const path of [...Object.keys(entryScreens), ...Object.keys(reachedFrom), ...awaitingRightUse]) {
      expect(paths, path).toContain(path);
    }
  });

  it('reaches every customer screen from a landing screen by taps', () => {
    const reached = new Set<string>([
      tabBar,
      ...landingScreens,
      ...Object.keys(entryScreens),
      ...awaitingRightUse,
    ]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const [to, froms] of Object.entries(reachedFrom)) {
        if (!reached.has(to) && froms.some((from) => reached.has(from))) {
          reached.add(to);
          grew = true;
        }
      }
    }
    expect(paths.filter((p) => !reached.has(p))).toEqual([]);
  });

  it('only declares links that are in the code of the screen they start from', () => {
    const missing: string[] = [];
    for (const [to, froms] of Object.entries(reachedFrom)) {
      for (const from of froms) {
        if (from === tabBar) {
          if (!customerTabs.some((tab) => tab.path === to)) missing.push(`tab bar → ${to}`);
          continue;
        }
        const prefix = linkPrefix(to);
        const quoted = new RegExp(`['\`"]${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
        if (!quoted.test(screenSource(from))) missing.push(`${from} → ${to}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reaches feedback, privacy, authorised users, branch and my orders from 个人中心 in one tap', () => {
    for (const path of [
      '/mine/feedback',
      '/mine/privacyAuthorizationList',
      '/mine/rightUser',
      '/rights/brancharea',
      '/order/list',
    ]) {
      expect(reachedFrom[path], path).toContain('/mine/center');
    }
  });
});

describe('showsTabBar', () => {
  const signedIn = { signedIn: true, firstOfVisit: false };
  it.each(customerTabs.map((t) => t.path))('shows on the tab screen %s', (path) => {
    expect(showsTabBar(path, signedIn)).toBe(true);
  });
  it('shows on any customer landing screen, the first of the visit', () => {
    expect(showsTabBar('/rights/getown', { signedIn: true, firstOfVisit: true })).toBe(true);
    expect(showsTabBar('/serviceTransfer/claimGiftPackage', { signedIn: true, firstOfVisit: true })).toBe(
      true,
    );
    expect(showsTabBar('/rights/getown', signedIn)).toBe(false);
    // A deep link to a form is no landing: its own bottom bar, and back leads home.
    expect(showsTabBar('/order/choiceStore', { signedIn: true, firstOfVisit: true })).toBe(false);
  });
  it.each([
    '/accident/index',
    '/merchant/merchantHomepage',
    '/geturl/createlink',
    '/account/expired',
    '/order/intelligentRescue',
    '/mine/subcompany',
  ])('never shows on %s (rescuer, merchant, staff, account and text-message screens)', (path) => {
    expect(showsTabBar(path, { signedIn: true, firstOfVisit: true })).toBe(false);
  });
  it('never shows without a session', () => {
    expect(showsTabBar('/mine/persional', { signedIn: false, firstOfVisit: true })).toBe(false);
  });
});
