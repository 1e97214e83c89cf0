import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routePages } from './boot/preload-map.js';
import { appRoutes } from './routes.js';
import {
  bookingLandings,
  customerTabs,
  declaredLinks,
  entryScreens,
  landingScreens,
  reachedFrom,
  rightUseOffers,
  rightUseScreens,
  showsTabBar,
  tabBar,
} from './navigation.js';

const here = dirname(fileURLToPath(import.meta.url));
const pages = routePages(readFileSync(resolve(here, 'routes.ts'), 'utf8'));
const paths = appRoutes.map((r) => r.path);

/** A page file's source and the app's own modules it imports, transitively (what the screen can render). */
function screenSource(routePath: string): string {
  return [...screenFiles(routePath).values()].join('\n');
}

/** The files a screen can render, by path, with their text. */
function screenFiles(routePath: string): Map<string, string> {
  const spec = pages.get(routePath);
  if (!spec) throw new Error(`no page for ${routePath}`);
  return moduleFiles(resolve(here, spec).replace(/\.js$/, '.tsx'));
}

/** The file of `@rc/contract` that exports each name (a screen may take a path from a contract helper). */
const contractRoot = resolve(here, '../../../../packages/contract/src');
const contractExports = new Map<string, string>();
for (const entry of readdirSync(contractRoot, { recursive: true, encoding: 'utf8' })) {
  if (!entry.endsWith('.ts') || entry.endsWith('.test.ts')) continue;
  const file = join(contractRoot, entry);
  for (const m of readFileSync(file, 'utf8').matchAll(/export (?:function|const) (\w+)/g)) {
    if (m[1]) contractExports.set(m[1], file);
  }
}

function moduleFiles(start: string): Map<string, string> {
  const seen = new Map<string, string>();
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const base = resolve(dirname(file), m[1] ?? '').replace(/\.js$/, '');
      const next = ['.ts', '.tsx'].map((ext) => base + ext).find((f) => existsSync(f));
      if (next && !next.includes('/i18n/')) queue.push(next);
    }
    for (const m of text.matchAll(/import\s*\{([^}]+)\}\s*from\s*'@rc\/contract'/g)) {
      for (const name of (m[1] ?? '').split(',')) {
        const file = contractExports.get(name.trim());
        if (file) queue.push(file);
      }
    }
  }
  return seen;
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The server's answer to "where does a booking land" (the form screens open the path it names). */
const serverNextScreen = readFileSync(
  resolve(here, '../../../server/src/modules/services/service.ts'),
  'utf8',
);

/** `/order/checkDetail/:id` is linked as `/order/checkDetail/${id}`: the part before the first parameter. */
function linkPrefix(path: string): string {
  const at = path.indexOf('/:');
  return at === -1 ? path : path.slice(0, at + 1);
}

describe('every screen is reached by tapping (issue 19, point 1)', () => {
  it('lists every route of the route table once: an entry screen (with a reason) or reached from other screens', () => {
    for (const path of paths) {
      const declared = [entryScreens[path], reachedFrom[path]];
      expect(declared.filter(Boolean), path).toHaveLength(1);
      if (entryScreens[path]) expect(entryScreens[path]?.reason, path).not.toBe('');
    }
    for (const path of [...Object.keys(entryScreens), ...Object.keys(reachedFrom)]) {
      expect(paths, path).toContain(path);
    }
  });

  it('reaches every customer screen from a landing screen by taps', () => {
    const reached = new Set<string>([tabBar, ...landingScreens, ...Object.keys(entryScreens)]);
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
    for (const [to, froms] of Object.entries(declaredLinks)) {
      for (const from of froms) {
        if (from === tabBar) {
          if (!customerTabs.some((tab) => tab.path === to)) missing.push(`tab bar → ${to}`);
          continue;
        }
        const quoted = new RegExp(`['\`"]${escaped(linkPrefix(to))}`);
        if (!quoted.test(screenSource(from))) missing.push(`${from} → ${to}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('reaches the use screen of every right of the right-uses table from the screens that offer its use', () => {
    expect(rightUseScreens).toContain('/rescue/application');
    for (const path of rightUseScreens) {
      expect(reachedFrom[path], path).toEqual(expect.arrayContaining(Object.keys(rightUseOffers)));
    }
    for (const [screen, component] of Object.entries(rightUseOffers)) {
      const files = screenFiles(screen);
      // The screen renders the component...
      expect(screenSource(screen), screen).toMatch(new RegExp(`<${component}\\b`));
      // ...and the component draws its link from the right-uses table.
      const file = [...files].find(([, text]) => text.includes(`export function ${component}(`))?.[0];
      expect(file, component).toBeDefined();
      // (the app's own code: the table's helper itself does not count)
      const drawn = [...moduleFiles(file ?? '')]
        .filter(([path]) => !path.startsWith(contractRoot))
        .map(([, text]) => text)
        .join('\n');
      expect(drawn, component).toMatch(/\brightUsePath\(/);
    }
  });

  it('only declares booking landings the server names and the form screen opens', () => {
    for (const [to, froms] of Object.entries(bookingLandings)) {
      expect(serverNextScreen, to).toMatch(new RegExp(`\`${escaped(linkPrefix(to))}`));
      for (const from of froms)
        expect(screenSource(from), `${from} → ${to}`).toMatch(/navigate\(created\.jumpUrl/);
    }
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
