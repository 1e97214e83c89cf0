import { describe, expect, it } from 'vitest';
import { rightUsePath, rightUses } from '@rc/contract';
import { appRoutes } from './routes.js';

/** The route a path opens, matching `:param` segments. */
function routeOf(path: string) {
  const wanted = (path.split('?')[0] ?? '').split('/');
  return appRoutes.find((r) => {
    const parts = r.path.split('/');
    return parts.length === wanted.length && parts.every((p, i) => p.startsWith(':') || p === wanted[i]);
  });
}

describe('the use screen of every right is a customer screen of the app (issue 19)', () => {
  const inApp = Object.entries(rightUses).filter(([, use]) => use.kind === 'book' || use.kind === 'screen');

  it.each(inApp)('type %s opens a signed-in route of the route table', (_type, use) => {
    const path = rightUsePath(use, 'C1');
    expect(path).not.toBeNull();
    const route = routeOf(path ?? '');
    expect(route, `${String(path)} is not in the route table`).toBeDefined();
    expect(route?.auth).toBe(true);
  });

  it('carries the coupon along so the screen can preselect it', () => {
    expect(rightUsePath({ kind: 'book', path: '/order/homeclean' }, 'C 1')).toBe(
      '/order/homeclean?couponId=C%201',
    );
    expect(rightUsePath({ kind: 'book', path: '/order/choiceStore?serviceType=9' }, 'C1')).toBe(
      '/order/choiceStore?serviceType=9&couponId=C1',
    );
    expect(rightUsePath({ kind: 'screen', path: '/rights/aiassess' }, 'C1')).toBe('/rights/aiassess');
    expect(rightUsePath({ kind: 'code' }, 'C1')).toBeNull();
    expect(rightUsePath({ kind: 'partner' }, 'C1')).toBeNull();
  });
});
