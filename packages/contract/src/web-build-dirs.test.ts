import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutRoot, webBuildDirs } from './web-build-dirs.js';

describe('the web build folders (RC_WEB_DIST, RC_WEB_SSR_DIST)', () => {
  it('are apps/web/dist and dist-ssr when nothing is set', () => {
    expect(webBuildDirs({})).toEqual({
      dist: join(checkoutRoot, 'apps/web/dist'),
      ssrDist: join(checkoutRoot, 'apps/web/dist-ssr'),
    });
    expect(webBuildDirs({ RC_WEB_DIST: '', RC_WEB_SSR_DIST: '' })).toEqual(webBuildDirs({}));
  });

  it('read a relative folder from the checkout root, whatever the working directory', () => {
    const before = process.cwd();
    const seen: unknown[] = [];
    try {
      for (const dir of [checkoutRoot, join(checkoutRoot, 'apps/web'), join(checkoutRoot, 'apps/server')]) {
        process.chdir(dir);
        seen.push(webBuildDirs({ RC_WEB_DIST: 'build/web', RC_WEB_SSR_DIST: './build/ssr' }));
      }
    } finally {
      process.chdir(before);
    }
    const expected = { dist: join(checkoutRoot, 'build/web'), ssrDist: join(checkoutRoot, 'build/ssr') };
    expect(seen).toEqual([expected, expected, expected]);
  });

  it('keep an absolute folder, and put the server entry beside a moved build', () => {
    expect(webBuildDirs({ RC_WEB_DIST: '/tmp/x/dist' })).toEqual({
      dist: '/tmp/x/dist',
      ssrDist: '/tmp/x/dist-ssr',
    });
    expect(webBuildDirs({ RC_WEB_DIST: '/tmp/x/dist', RC_WEB_SSR_DIST: '/srv/ssr' }).ssrDist).toBe(
      '/srv/ssr',
    );
  });
});
