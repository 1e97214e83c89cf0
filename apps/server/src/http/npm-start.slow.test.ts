import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutRoot } from '@rc/contract/web-build-dirs';
import { startServerProcess } from '../testing/server-process.js';

/**
 * `npm start` on a checkout: it builds the web app, then starts the server on that build
 * (decision 032). The build takes a minute, so this file runs once per run in the `slow`
 * project (`npm run test:slow`, and once in CI with the suites that need no database),
 * not in the server project's loop (decision 063).
 */
describe('npm start', () => {
  it('builds the web app into the folders it is told, serves that build, and stops cleanly on SIGTERM', async () => {
    // A folder of its own, named relative to the checkout: the build (run from apps/web) and the
    // server (run from apps/server) must read it as the same place. The suites running beside
    // this one serve apps/web/dist, which this build must not rewrite.
    const cache = join(checkoutRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const built = mkdtempSync(join(cache, 'rc-start-build-'));
    const shared = join(checkoutRoot, 'apps/web/dist/index.html');
    const sharedBefore = existsSync(shared) ? statSync(shared).mtimeMs : null;
    const npm = startServerProcess(
      {
        RC_DATA_DIR: 'memory://',
        RC_WEB_DIST: relative(checkoutRoot, join(built, 'dist')),
        RC_WEB_SSR_DIST: relative(checkoutRoot, join(built, 'dist-ssr')),
      },
      { cmd: 'npm', args: ['start'], cwd: checkoutRoot },
    );
    try {
      const base = await npm.listening;
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      // The page served is the one this start built, found where the build put it.
      const page = await fetch(`${base}/`);
      expect(page.status).toBe(200);
      const html = await page.text();
      const script = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
      expect(script).toBeTruthy();
      expect(existsSync(join(built, 'dist', script ?? 'missing'))).toBe(true);
      expect(readFileSync(join(built, 'dist', 'index.html'), 'utf8').length).toBeGreaterThan(0);
      expect(existsSync(join(built, 'dist-ssr'))).toBe(true);
      npm.child.kill('SIGTERM');
      await npm.exited;
      expect(npm.output()).toContain('shut down cleanly');
      // The server itself is gone, not only npm: nothing listens any more.
      await expect(fetch(`${base}/healthz`)).rejects.toThrow();
      // The build the other suites serve was not rewritten under them.
      expect(existsSync(shared) ? statSync(shared).mtimeMs : null).toBe(sharedBefore);
    } finally {
      npm.child.kill('SIGKILL');
      rmSync(built, { recursive: true, force: true });
    }
  }, 600_000);
});
