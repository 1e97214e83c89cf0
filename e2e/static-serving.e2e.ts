import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server.js';
import type { TestApp } from '../apps/server/src/testing/test-app.js';

describe('the built app as the server sends it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await startServer()).t;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves index.html for any app path, with the page globals and a script nonce', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/rights/mycoupons?channel=X' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('window.__RC__={"apiKey":"test-api-key"');
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(
      String(res.headers['content-security-policy']),
    )?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">window.__RC__`);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends hashed assets compressed and cached for a year', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    // The vendor chunk: the entry file itself may be a few hundred bytes of imports, too small
    // to be worth compressing (decision 028).
    const entry = /href="(\/assets\/vendor-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await t.app.inject({ method: 'GET', url: entry });
    const br = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await t.app.inject({ method: 'GET', url: entry, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends the page itself compressed when the browser accepts it, with the boot script inline', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const url = '/account/entrance?channel=X&token=Y';
    const plain = await t.app.inject({ method: 'GET', url });
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const page = brotliDecompressSync(br.rawPayload).toString('utf8');
    // The boot script runs after the globals and before any stylesheet (it must not wait for CSS).
    const globalsAt = page.indexOf('window.__RC__=');
    const bootAt = page.indexOf('rc:boot');
    expect(globalsAt).toBeGreaterThan(0);
    expect(bootAt).toBeGreaterThan(globalsAt);
    expect(bootAt).toBeLessThan(page.indexOf('rel="stylesheet"'));
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toContain('rc:boot');
  });

  it('answers an unknown API path with the envelope, not the app', async () => {
    const res = await t.call({ method: 'GET', url: '/api/rcservice/nope/R0' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: -3 });
  });
});
