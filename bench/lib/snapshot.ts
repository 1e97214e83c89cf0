import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * The floor a screen could reach: the landing as the app rendered it, saved as
 * static HTML with its CSS inlined and every script removed. Lighthouse on it
 * measures what painting that screen costs on the same network model with no
 * JavaScript to download, evaluate or run first.
 */

/** The browser's page for Lighthouse's mobile form factor (moto g power: 412×823 @1.75). */
export const lighthouseMobile = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

/** Runs in the landed page: its DOM, with the CSS of every sheet inlined, scripts and preloads gone. */
const serialise = `(() => {
  const css = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try { css.push(Array.from(sheet.cssRules).map((r) => r.cssText).join('\\n')); } catch (e) { /* cross-origin */ }
  }
  const root = document.documentElement.cloneNode(true);
  root.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], style')
    .forEach((el) => el.remove());
  const style = document.createElement('style');
  style.textContent = css.join('\\n');
  root.querySelector('head').appendChild(style);
  return '<!doctype html>\\n' + root.outerHTML;
})()`;

/**
 * Opens `entryUrl` in Chromium as Lighthouse's phone, waits until it has landed on
 * `expectedPath` and the network is quiet, and returns the static HTML of the screen.
 */
export async function snapshotScreen(
  chromePath: string,
  chromeFlags: readonly string[],
  entryUrl: string,
  expectedPath: string,
): Promise<string> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    headless: true,
    args: chromeFlags.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: lighthouseMobile.width, height: lighthouseMobile.height },
      deviceScaleFactor: lighthouseMobile.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
    });
    const page = await context.newPage();
    await page.goto(entryUrl, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === expectedPath.split('?')[0], { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const html: unknown = await page.evaluate(serialise);
    if (typeof html !== 'string') throw new Error('the snapshot is not a string');
    return html;
  } finally {
    await browser.close();
  }
}

/**
 * Serves `html` at `/` (gzip, as the app's own files are) on a free loopback port;
 * every other path (images, the screen's files) is fetched from `appOrigin`, so
 * the snapshot's same-origin URLs still resolve.
 */
export async function serveSnapshot(
  html: string,
  appOrigin: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const page = gzipSync(Buffer.from(html, 'utf8'), { level: 9 });
  const server: Server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/' || path.startsWith('/?')) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-store',
      });
      res.end(page);
      return;
    }
    fetch(`${appOrigin}${path}`)
      .then(async (reply) => {
        const body = Buffer.from(await reply.arrayBuffer());
        res.writeHead(reply.status, {
          'content-type': reply.headers.get('content-type') ?? 'application/octet-stream',
          'cache-control': reply.headers.get('cache-control') ?? 'no-store',
        });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(502);
        res.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
