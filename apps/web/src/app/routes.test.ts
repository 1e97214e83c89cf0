import { describe, expect, it } from 'vitest';
import { appRoutes, homeFor } from './routes.js';
import { zhCN } from '../shared/i18n/zh-CN.js';
import { consolePaths, customerPaths, pathTo } from '../shared/routing/paths.js';
import { consoleHref, consoleRoutes } from './console/console-routes.js';

const byPath = new Map(appRoutes.map((r) => [r.path, r]));
const get = (path: string) => {
  const r = byPath.get(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], zhCN);
}

describe('route table (spec 2)', () => {
  it('has every route of every area once', () => {
    expect(appRoutes).toHaveLength(106);
    expect(byPath.size).toBe(appRoutes.length);
  });

  it('is built on the path list links are typed against, in the same order (decision 056)', () => {
    expect(appRoutes.map((r) => r.path)).toEqual([...customerPaths]);
    expect([...consoleRoutes.map(consoleHref), '/console/login']).toEqual([...consolePaths]);
  });

  it('fills path parameters and the query when building a link', () => {
    expect(pathTo('/order/checkDetail/:id', { params: { id: 'a b' } })).toBe('/order/checkDetail/a%20b');
    expect(pathTo('/order/choiceStore', { search: { serviceType: 9, shopSnCode: undefined } })).toBe(
      '/order/choiceStore?serviceType=9',
    );
    expect(pathTo('/mine/persional')).toBe('/mine/persional');
    expect(pathTo('/order/writeorder', { search: new URLSearchParams('serviceType=3&couponId=c') })).toBe(
      '/order/writeorder?serviceType=3&couponId=c',
    );
    // @ts-expect-error a path that is not in the route table does not compile
    pathTo('/mine/personal');
    // @ts-expect-error a path with a parameter needs it
    expect(() => pathTo('/rights/coupondatial/:type')).toThrow(/no type/);
    // @ts-expect-error a query key the screen does not read does not compile
    pathTo('/rights/mycoupons', { search: { coupon: '1' } });
  });

  it.each([
    ['/account', 5],
    ['/rescue', 4],
    ['/rights', 18],
    ['/active', 2],
    ['/mine', 10],
    ['/order', 46],
    ['/accident', 10],
    ['/geturl', 2],
    ['/serviceTransfer', 5],
    ['/merchant', 4],
  ])('%s has %i routes', (prefix, count) => {
    expect(appRoutes.filter((r) => r.path.startsWith(`${prefix}/`))).toHaveLength(count);
  });

  it("keeps the spec's URL case", () => {
    for (const p of [
      '/order/SendforInspection',
      '/mine/MyInquire',
      '/order/GoldenOrder',
      '/order/loadBMap',
      '/rights/coupondatial/:type',
    ]) {
      expect(byPath.has(p), p).toBe(true);
    }
  });

  it.each([
    ['/account/entrance', false],
    ['/rescue/message/:code', true],
    ['/rescue/seeschedule', false],
    ['/rights/getown', true],
    ['/rights/nopower', false],
    ['/active/newdetail/:id', false],
    ['/active/activedetail/:id', true],
    ['/mine/persional', true],
    ['/mine/privacyAuthorizationList', false],
    ['/order/SendforInspection', true],
    ['/order/list', false],
    ['/order/successfullyLocatedPage', false],
    ['/accident/index', false],
    ['/geturl/createlink', false],
    ['/serviceTransfer/claimGiftPackage', true],
    ['/merchant/merchantHomepage', true],
  ])('%s auth=%s', (path, auth) => {
    expect(get(path).auth).toBe(auth);
  });

  it('marks only the privacy authorisation list restrictAccess', () => {
    expect(appRoutes.filter((r) => r.restrictAccess).map((r) => r.path)).toEqual([
      '/mine/privacyAuthorizationList',
    ]);
  });

  it('hides the human-service button on rescuer and geturl screens only (spec 2, 6)', () => {
    const hidden = appRoutes.filter((r) => r.hideService).map((r) => r.path);
    expect(hidden).toHaveLength(12);
    expect(hidden.every((p) => p.startsWith('/accident/') || p.startsWith('/geturl/'))).toBe(true);
  });

  it('titles: /mine/persional "rights centre", /accident/getaddress "rescue address", other accident titles empty', () => {
    expect(lookup(get('/mine/persional').titleKey ?? '')).toBe('权益中心');
    expect(lookup(get('/accident/getaddress').titleKey ?? '')).toBe('救援地址');
    const others = appRoutes.filter(
      (r) => r.path.startsWith('/accident/') && r.path !== '/accident/getaddress',
    );
    expect(others.map((r) => r.titleKey)).toEqual(others.map(() => null));
  });

  it('every title key names a message', () => {
    for (const r of appRoutes) if (r.titleKey) expect(typeof lookup(r.titleKey), r.path).toBe('string');
  });

  it('every page module loads and exports a Page component', async () => {
    const modules = await Promise.all(appRoutes.map((r) => r.page()));
    for (const [i, m] of modules.entries()) expect(typeof m.Page, appRoutes[i]?.path).toBe('function');
  }, 60000);

  it("sends the back arrow to the area's home when there is no history", () => {
    expect(homeFor('/accident/car')).toBe('/accident/index');
    expect(homeFor('/merchant/order')).toBe('/merchant/merchantHomepage');
    expect(homeFor('/rights/carwash')).toBe('/mine/persional');
  });
});
