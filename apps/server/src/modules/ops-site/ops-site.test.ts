import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { pageGlobalsPlaceholder } from '@rc/contract';
import { auditLog, themeFileOverrides } from '../../db/schema/index.js';
import { openDatabase } from '../../db/client.js';
import { siteFlags, startSiteFlags } from '../../db/site-settings.js';
import { shippedThemeFile, spriteIcons } from '../../domain/theme-files.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { opsCall } from '../../testing/console.js';
import { testKit } from '../../testing/factories.js';

/** A built web app of one page, so the page globals the server injects can be read. */
function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rc-site-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head>${pageGlobalsPlaceholder}</head><body><div id="root"></div></body></html>`,
  );
  return dir;
}

let t: TestApp;
let admin: string;
let adminAccount: string;
let op: string;
const { aCustomer, anOperator } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp({ RC_WEB_DIST: fakeWebDist(), RC_MOURN: '0' });
  const a = await anOperator({ role: 'admin' });
  [admin, adminAccount] = [a.token, a.account];
  op = (await anOperator({ role: 'operator' })).token;
});
afterAll(async () => {
  await t.close();
});

interface Globals {
  mourn: number;
  themeVersion: string;
}
async function pageGlobals(): Promise<Globals> {
  const res = await t.call({ method: 'GET', url: '/rights/home' });
  expect(res.statusCode).toBe(200);
  const m = /window\.__RC__=(\{.*?\})<\/script>/.exec(res.body);
  if (!m?.[1]) throw new Error('no page globals in the page');
  return JSON.parse(m[1]) as Globals;
}

interface Settings {
  mourn: boolean;
  themeFiles: { file: string; replaced: boolean; size: number; icons: string[]; updatedBy: string | null }[];
}

const spriteUrl = (file: string, v?: string) =>
  `/api/rcservice/common/R00010006?url=${encodeURIComponent(`static/${file}`)}${v ? `&v=${v}` : ''}`;

describe('the mourning flag', () => {
  it('starts from RC_MOURN, and an admin turning it on greys the very next page load, audited', async () => {
    expect((await pageGlobals()).mourn).toBe(0);
    const read = await opsCall<Settings>(t, admin, 'GET', 'site/settings');
    expect(read.data.mourn).toBe(false);
    const on = await opsCall<Settings>(t, admin, 'POST', 'site/mourn', { mourn: true });
    expect(on.status, on.statusText).toBe(0);
    expect(on.data.mourn).toBe(true);
    expect((await pageGlobals()).mourn).toBe(1);
    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.mourn'));
    expect(line).toMatchObject({ objectId: 'mourn', before: { mourn: false }, after: { mourn: true } });
    await opsCall(t, admin, 'POST', 'site/mourn', { mourn: false });
    expect((await pageGlobals()).mourn).toBe(0);
  });

  it('is the admin’s: an operator gets -3, a customer token -4, and nothing changes', async () => {
    const before = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.mourn'));
    expect((await opsCall(t, op, 'POST', 'site/mourn', { mourn: true })).status).toBe(-3);
    expect((await opsCall(t, op, 'GET', 'site/settings')).status).toBe(-3);
    const { token } = await aCustomer();
    expect((await opsCall(t, token, 'POST', 'site/mourn', { mourn: true })).status).toBe(-4);
    expect((await pageGlobals()).mourn).toBe(0);
    const after = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'site.mourn'));
    expect(after).toHaveLength(before.length);
  });

  // Two server processes behind one PostgreSQL: the other one's cached flags are dropped by the NOTIFY.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reaches another server process through NOTIFY, not by waiting for its cache to expire',
    async () => {
      const other = await openDatabase(t.config);
      const stop = startSiteFlags(other.db, other.listener, 0);
      // A frozen clock: the other process's cache never expires by itself in this test.
      const frozen = Date.now();
      try {
        expect((await siteFlags(other.db, 0, frozen)).mourn).toBe(0);
        await vi.waitFor(async () => {
          // Its LISTEN is in place once a change made elsewhere shows.
          await opsCall(t, admin, 'POST', 'site/mourn', { mourn: true });
          expect((await siteFlags(other.db, 0, frozen)).mourn).toBe(1);
        });
        await opsCall(t, admin, 'POST', 'site/mourn', { mourn: false });
        await vi.waitFor(async () => expect((await siteFlags(other.db, 0, frozen)).mourn).toBe(0));
      } finally {
        stop();
        await other.close();
      }
    },
  );

  it('answers -5 naming the field for a value that is not true or false', async () => {
    const res = await opsCall(t, admin, 'POST', 'site/mourn', { mourn: 'yes' }, 'en-US');
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain('Mourning mode');
  });
});

describe('theme files', () => {
  const file = 'theme/vip/sprite-car.svg';

  async function replacement(): Promise<string> {
    const shipped = (await shippedThemeFile(file)).toString('utf8');
    // Same icons, another colour: what a designer's refresh looks like.
    return shipped
      .replace(/stop-color="#[0-9a-f]{6}"/gi, 'stop-color="#123456"')
      .replace('</svg>', '<view id="newIcon" viewBox="0 0 48 48"/></svg>');
  }
  const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

  it('lists the eight fixed sprite sheets with their icons, all shipped defaults at first', async () => {
    const res = await opsCall<Settings>(t, admin, 'GET', 'site/settings');
    expect(res.data.themeFiles.map((f) => f.file)).toHaveLength(8);
    expect(res.data.themeFiles.every((f) => !f.replaced && f.icons.length > 0)).toBe(true);
    expect((await pageGlobals()).themeVersion).toBe('');
  });

  it('serves an admin’s checked replacement at the same address, with a new theme version, and restores the default', async () => {
    const svg = await replacement();
    const up = await opsCall<Settings>(t, admin, 'POST', 'site/theme/upload', { file, dataBase64: b64(svg) });
    expect(up.status, up.statusText).toBe(0);
    const entry = up.data.themeFiles.find((f) => f.file === file);
    expect(entry).toMatchObject({ replaced: true, updatedBy: adminAccount });
    expect(entry?.icons).toContain('newIcon');
    const version = (await pageGlobals()).themeVersion;
    expect(version).toMatch(/^[0-9a-f]{16}$/);

    const served = await t.call({ method: 'GET', url: spriteUrl(file, version) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.body).toContain('#123456');
    // The other theme's sheet is untouched.
    const other = await t.call({ method: 'GET', url: spriteUrl('theme/ordinary/sprite-car.svg') });
    expect(other.body).not.toContain('#123456');

    const [line] = await t.app.deps.db.select().from(auditLog).where(eq(auditLog.action, 'theme.upload'));
    expect(line).toMatchObject({
      objectId: file,
      before: { source: 'default' },
      after: { source: 'upload' },
    });

    const restored = await opsCall<Settings>(t, admin, 'POST', 'site/theme/restore', { file });
    expect(restored.data.themeFiles.find((f) => f.file === file)?.replaced).toBe(false);
    expect((await pageGlobals()).themeVersion).toBe('');
    const back = await t.call({ method: 'GET', url: spriteUrl(file) });
    expect(back.body).not.toContain('#123456');
    expect(back.body).toBe((await shippedThemeFile(file)).toString('utf8'));
    const restoreLines = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'theme.restore'));
    expect(restoreLines).toHaveLength(1);
  });

  it.each([
    [
      'a PNG renamed',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64'),
      'SVG',
    ],
    ['a script', null, 'script'],
    ['an outside reference', null, 'outside'],
    ['a lost icon', null, 'lacks'],
  ])('refuses %s with -5 saying why, and serves the default still', async (_name, raw, words) => {
    const shipped = (await shippedThemeFile(file)).toString('utf8');
    const icons = spriteIcons(shipped);
    const bodies: Record<string, string> = {
      script: shipped.replace('</svg>', '<script>alert(1)</script></svg>'),
      outside: shipped.replace('</svg>', '<image href="https://evil.example.com/x.png"/></svg>'),
      lacks: shipped.replace(new RegExp(`<view\\b[^>]*id="${icons[0] ?? ''}"[^>]*/>`), ''),
    };
    const data = raw ?? b64(bodies[words] ?? '');
    const res = await opsCall(t, admin, 'POST', 'site/theme/upload', { file, dataBase64: data }, 'en-US');
    expect(res.status).toBe(-5);
    expect(res.statusText).toContain(words);
    expect(await t.app.deps.db.select().from(themeFileOverrides)).toHaveLength(0);
  });

  it('refuses a file that is not one of the fixed theme files, and an operator', async () => {
    const svg = await replacement();
    const odd = await opsCall(t, admin, 'POST', 'site/theme/upload', {
      file: 'theme/vip/../../package.json',
      dataBase64: b64(svg),
    });
    expect(odd.status).toBe(-5);
    const byOperator = await opsCall(t, op, 'POST', 'site/theme/upload', { file, dataBase64: b64(svg) });
    expect(byOperator.status).toBe(-3);
    expect(await t.app.deps.db.select().from(themeFileOverrides)).toHaveLength(0);
  });
});
