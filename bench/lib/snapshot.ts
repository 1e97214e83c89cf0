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

/**
 * Runs in the landed page: its DOM, with the CSS of every sheet inlined, scripts and
 * preloads gone. Files the app turned into `blob:` URLs (the theme's sprites, fetched
 * through the API) would not load outside the page: they are returned beside the
 * HTML and their URLs rewritten to `/__snapshot/N` (a `#symbol` fragment kept).
 */
const serialise = `(async () => {
  const css = [];
  for (const sheet of Array.from(document.styleSheets)) {
    try { css.push(Array.from(sheet.cssRules).map((r) => r.cssText).join('\\n')); } catch (e) { /* cross-origin */ }
  }
  let cssText = css.join('\\n');
  const root = document.documentElement.cloneNode(true);
  root.querySelectorAll('script, link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], style')
    .forEach((el) => el.remove());
  const blobUrl = /blob:[^)"'#\\s]+/g;
  const blobs = new Set();
  const collect = (text) => { for (const m of (text || '').matchAll(blobUrl)) blobs.add(m[0]); };
  collect(cssText);
  root.querySelectorAll('img[src^="blob:"]').forEach((img) => collect(img.getAttribute('src')));
  root.querySelectorAll('[style*="blob:"]').forEach((el) => collect(el.getAttribute('style')));
  const files = [];
  const paths = new Map();
  for (const url of blobs) {
    try {
      const blob = await (await fetch(url)).blob();
      const base64 = await new Promise((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).split(',')[1] || '');
        reader.readAsDataURL(blob);
      });
      const path = '/__snapshot/' + files.length;
      files.push({ path, type: blob.type || 'application/octet-stream', base64 });
      paths.set(url, path);
    } catch (e) { /* revoked: left broken */ }
  }
  const swap = (text) => text.replace(blobUrl, (u) => paths.get(u) || u);
  root.querySelectorAll('img[src^="blob:"]').forEach((img) => img.setAttribute('src', swap(img.getAttribute('src'))));
  root.querySelectorAll('[style*="blob:"]').forEach((el) => el.setAttribute('style', swap(el.getAttribute('style'))));
  cssText = swap(cssText);
  const style = document.createElement('style');
  style.textContent = cssText;
  root.querySelector('head').appendChild(style);
  return { html: '<!doctype html>\\n' + root.outerHTML, files };
})()`;

/** A static screen: its HTML and the files its `blob:` URLs pointed at. */
export interface Snapshot {
  html: string;
  files: { path: string; type: string; base64: string }[];
}

function isSnapshot(value: unknown): value is Snapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    'html' in value &&
    typeof value.html === 'string' &&
    'files' in value &&
    Array.isArray(value.files)
  );
}

/**
 * Opens `entryUrl` in Chromium as Lighthouse's phone, waits until it has landed on
 * `expectedPath` and the network is quiet, and returns the static HTML of the screen.
 */
export async function snapshotScreen(
  chromePath: string,
  chromeFlags: readonly string[],
  entryUrl: string,
  expectedPath: string,
): Promise<Snapshot> {
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
      // The page's CSP does not let its own script fetch blob: URLs; the snapshot must.
      bypassCSP: true,
    });
    const page = await context.newPage();
    await page.goto(entryUrl, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForURL((url) => url.pathname === expectedPath.split('?')[0], { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const snapshot: unknown = await page.evaluate(serialise);
    if (!isSnapshot(snapshot)) throw new Error('the snapshot is not { html, files }');
    return snapshot;
  } finally {
    await browser.close();
  }
}

/**
 * Serves the snapshot's HTML at `/` (gzip, as the app's own files are) on a free loopback port;
 * every other path (images, the screen's files) is fetched from `appOrigin`, so
 * the snapshot's same-origin URLs still resolve.
 */
export async function serveSnapshot(
  snapshot: Snapshot,
  appOrigin: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const page = gzipSync(Buffer.from(snapshot.html, 'utf8'), { level: 9 });
  const files = new Map(snapshot.files.map((f) => [f.path, f]));
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
    const file = files.get(path);
    if (file) {
      const body = gzipSync(Buffer.from(file.base64, 'base64'), { level: 9 });
      res.writeHead(200, {
        'content-type': file.type,
        'content-encoding': 'gzip',
        'cache-control': 'no-store',
      });
      res.end(body);
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
    // The browser may keep a connection open, with a request in it still being answered (session 20:
    // the full bench waited on close() for good, its CPU idle). The measurement is over: end them all.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
