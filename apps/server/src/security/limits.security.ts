import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  allEndpoints,
  opsContentImageUpload,
  uploadMerchantImage,
  uploadOrderImage,
  type EndpointDef,
} from '@rc/contract';
import { consoleLogin } from '../testing/console.js';
import { inputKeys } from './object-access.js';
import { jsonSchemaOf } from '../testing/schema-arbitrary.js';
import { loginAs, type Reply } from '../testing/handoff.js';
import { jpegWithExif as exifJpeg } from '../testing/images.js';
import {
  callEndpoint,
  personalDataIn,
  printTable,
  resultOf,
  securityApp,
  type Actor,
  type SecurityApp,
} from '../testing/security-harness.js';

/**
 * Limits (issue 11): body size (413), page size capped, sign-in and code
 * attempts throttled per account and per address, uploads judged by their bytes
 * and size, stored under server-made names without EXIF.
 */
const signinLimit = 8;
let t: SecurityApp;
let A: Actor;
let X: Actor;
let O: Actor;
const table: (string | number)[][] = [];

beforeAll(async () => {
  t = await securityApp({ RC_SIGNIN_RATE_LIMIT_PER_MINUTE: String(signinLimit) });
  A = { token: (await loginAs(t, 'headPage')).token, publicKey: null, id: null };
  X = { token: (await loginAs(t, 'merchant')).token, publicKey: null, id: null };
  O = { token: await consoleLogin(t, 'operator'), publicKey: null, id: null };
}, 240_000);
afterAll(async () => {
  printTable('Limits: what was tried and what the server answered', ['limit', 'tried', 'answer'], table);
  await t.close();
});

async function count(tableName: string): Promise<number> {
  const r = await t.database.db.execute(sql.raw(`select count(*)::int as n from "${tableName}"`));
  const rows = (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]?.n ?? -1);
}

describe('body size', () => {
  it('answers 413 with -5 for a body over the limit, and stores nothing', async () => {
    const before = await count('suggestions');
    const big = 'x'.repeat(t.config.bodyLimitBytes + 1024);
    const res = await t.call({
      method: 'POST',
      url: '/api/rcservice/suggest/R00010031',
      payload: { category: 'other', content: big },
      token: A.token ?? '',
    });
    const r = resultOf(res);
    table.push([
      'body size',
      `${t.config.bodyLimitBytes + 1024} bytes`,
      `HTTP ${r.http} ${String(r.status)}`,
    ]);
    expect(r.http).toBe(413);
    expect(r.status).toBe(-5);
    expect(await count('suggestions')).toBe(before);
  });

  it('refuses an encrypted message over 64 KiB', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/rcservice/coonetwork/orderSubmit',
      payload: { message: `SM2:04${'ab'.repeat(40_000)}` },
      token: A.token ?? '',
    });
    const r = resultOf(res);
    table.push(['encrypted message', '80 000 hex characters', `${String(r.status)} ${r.statusText}`]);
    expect(r.status).toBe(-5);
  });
});

describe('page size', () => {
  const paged = allEndpoints.filter((e) =>
    [...inputKeys(e.query), ...inputKeys(e.body)].includes('onPagesize'),
  );
  function maxOf(e: EndpointDef): number | undefined {
    for (const s of [e.query, e.body]) {
      if (!s) continue;
      const json = jsonSchemaOf(s) as { properties?: Record<string, { maximum?: number }> };
      const max = json.properties?.onPagesize?.maximum;
      if (max !== undefined) return max;
    }
    return undefined;
  }

  it('every paged endpoint caps onPagesize at 50 and refuses more with -5', async () => {
    expect(paged.length).toBeGreaterThan(5);
    const rows: (string | number)[][] = [];
    for (const e of paged) {
      const max = maxOf(e);
      const who = e.auth === 'merchant' ? X : e.auth === 'customer' || e.auth === 'session' ? A : null;
      let answer = 'not called';
      if (who) {
        const ask = { onPagenum: 1, onPagesize: 1000 };
        const input = inputKeys(e.query).includes('onPagesize') ? { query: ask } : { body: ask };
        const r = await callEndpoint(t, e, input, who);
        answer = r.notBuilt ? 'not built' : String(r.status);
        if (!r.notBuilt) expect(r.status, e.name).toBe(-5);
      }
      rows.push([e.name, String(max), answer]);
      expect(max, e.name).toBeLessThanOrEqual(50);
    }
    printTable(
      'Page size: every paged endpoint of the contract',
      ['endpoint', 'onPagesize max', 'asked 1000'],
      rows,
    );
  });
});

describe('sign-in and code attempts', () => {
  // The socket's address: X-Forwarded-For is believed only from a configured proxy (RC_TRUST_PROXY).
  const from = (address: string) => ({ remoteAddress: address });

  it('throttles hand-off logins per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < signinLimit + 2; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/rcservice/auth/R00010003',
        payload: { channel: 'PA_APP', token: `forged.${i}` },
        ...from('10.9.0.1'),
      });
      answers.push(res.statusCode);
    }
    const elsewhere = await t.call({
      method: 'POST',
      url: '/api/rcservice/auth/R00010003',
      payload: { channel: 'PA_APP', token: 'forged.x' },
      ...from('10.9.0.2'),
    });
    table.push(['hand-off logins from one address', signinLimit + 2, answers.join(' ')]);
    expect(answers.slice(0, signinLimit).every((c) => c === 200)).toBe(true);
    expect(answers.slice(signinLimit)).toEqual([429, 429]);
    expect(elsewhere.statusCode).toBe(200);
  });

  it('throttles rescuer passwords per account and address (lock) and per address', async () => {
    const tries: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/R00010051',
        payload: { account: 'liqiang', password: `wrong-${i}` },
        ...from('10.9.1.1'),
      });
      tries.push(String(res.json<Reply>().status));
    }
    const right = (
      await t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/R00010051',
        payload: { account: 'liqiang', password: 'rescue2026' },
        ...from('10.9.1.1'),
      })
    ).json<Reply>();
    table.push(['wrong rescuer passwords, one address', 6, tries.join(' ')]);
    table.push(['right password from the locked address', 1, `${right.status} ${right.statusText}`]);
    expect(right.status).not.toBe(0);

    const perAddress: number[] = [];
    for (let i = 0; i < signinLimit + 1; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/rcservice/disaster/R00010051',
        payload: { account: `nobody${i}`, password: 'guess' },
        ...from('10.9.2.1'),
      });
      perAddress.push(res.statusCode);
    }
    table.push(['rescuer logins of many accounts from one address', signinLimit + 1, perAddress.join(' ')]);
    expect(perAddress.at(-1)).toBe(429);
  });

  it('throttles verification codes per number and per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < signinLimit + 1; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/api/rcservice/order/R00010041',
        payload: { mobile: '13800009999', captchaId: 'x.y', captchaText: '0000' },
        token: A.token ?? '',
        ...from('10.9.3.1'),
      });
      answers.push(res.statusCode);
    }
    table.push(['code requests from one address', signinLimit + 1, answers.join(' ')]);
    expect(answers.at(-1)).toBe(429);
    const sent = await count('sms_outbox');
    expect(sent).toBeGreaterThanOrEqual(0);
  });
});

describe('uploads', () => {
  const exifMarker = 'GPS-SECRET-39.9087N-116.4551E';
  /** A real JPEG with an APP1 (EXIF) segment carrying a location. */
  const jpegWithExif = () => exifJpeg(exifMarker);
  const cases: { endpoint: EndpointDef; who: () => Actor; table: string }[] = [
    { endpoint: uploadMerchantImage, who: () => X, table: 'merchant_photos' },
    { endpoint: uploadOrderImage, who: () => A, table: 'order_images' },
    // A picture for a news or activity body (decision 053).
    { endpoint: opsContentImageUpload, who: () => O, table: 'content_images' },
  ];

  for (const c of cases) {
    it(`${c.endpoint.name}: judged by content, size-checked, EXIF removed, named by the server`, async () => {
      const body = (bytes: Buffer, fileName: string, contentType: string) => ({
        body: { fileName, contentType, dataBase64: bytes.toString('base64') },
      });
      const fake = await callEndpoint(
        t,
        c.endpoint,
        body(Buffer.from('<?php system($_GET["c"]); ?>'), 'photo.png', 'image/png'),
        c.who(),
      );
      if (fake.notBuilt) {
        table.push([`${c.endpoint.name}`, 'upload', 'not built']);
        return;
      }
      const big = await callEndpoint(
        t,
        c.endpoint,
        body(Buffer.concat([jpegWithExif(), Buffer.alloc(900_000)]), 'big.jpg', 'image/jpeg'),
        c.who(),
      );
      const ok = await callEndpoint(
        t,
        c.endpoint,
        body(jpegWithExif(), '../../etc/evil.php', 'image/png'),
        c.who(),
      );
      table.push([
        `${c.endpoint.name}: text named .png`,
        'upload',
        `${String(fake.status)} ${fake.statusText}`,
      ]);
      table.push([`${c.endpoint.name}: 1.2 MB`, 'upload', `HTTP ${big.http} ${String(big.status)}`]);
      expect(fake.status).toBe(-5);
      expect(big.status).not.toBe(0);
      expect(ok.status, ok.statusText).toBe(0);
      const data = ok.data as { imageId: string; url: string };
      expect(ok.raw).not.toContain('evil');
      const stored = await t.database.db.execute(
        sql.raw(
          `select x::text as row from "${c.table}" x where x.id::text = '${data.imageId.replace(/'/g, '')}'`,
        ),
      );
      const rows = (Array.isArray(stored) ? stored : (stored as { rows: { row: string }[] }).rows) as {
        row: string;
      }[];
      const text = rows.map((r) => r.row).join('');
      const hexMarker = Buffer.from(exifMarker, 'latin1').toString('hex');
      table.push([
        `${c.endpoint.name}: JPEG with EXIF named ../../etc/evil.php`,
        'upload',
        `stored ${rows.length} row, EXIF ${text.includes(hexMarker) ? 'KEPT' : 'removed'}, name ${text.includes('evil') ? 'KEPT' : 'server-made'}`,
      ]);
      expect(rows).toHaveLength(1);
      expect(text).not.toContain(hexMarker);
      expect(text).not.toContain('evil');
      if (data.url.startsWith('data:')) {
        const served = Buffer.from(data.url.split(',')[1] ?? '', 'base64').toString('latin1');
        expect(served).not.toContain(exifMarker);
      }
    });
  }

  it('keeps the personal data of the seed personas out of the logs of the run', () => {
    expect(personalDataIn(t.logs)).toEqual([]);
  });
});
