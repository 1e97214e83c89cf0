import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchantPhotos, orderImages } from '../db/schema/index.js';
import { maxImagePixels } from '../domain/images.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { loginAs } from '../testing/handoff.js';
import { apiCaller } from '../testing/merchant-fixtures.js';
import {
  jpegWithAppendedJpeg,
  jpegWithEverything,
  jpegWithExif,
  pngHeaderOf,
  pngWithChunks,
  webpWithExifAndXmp,
} from '../testing/images.js';

/**
 * Issue 21 finding 10: uploaded photos kept where they were taken. WebP was stored as is (EXIF GPS,
 * XMP), a second JPEG appended after the first kept its EXIF, COM/IPTC/trailing bytes and private PNG
 * chunks stayed, and a 60000x60000 PNG header was accepted and served. Now every photo is decoded and
 * encoded afresh (domain/images.ts): only pixels are stored, and a picture over the pixel cap is refused.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let customer = '';
let merchant = '';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  customer = (await loginAs(t, 'headPage')).token;
  merchant = (await loginAs(t, 'merchant')).token;
}, 60_000);
afterAll(() => t.close());

const marker = 'GPS-39.9087N-116.4551E-secret';

const crafted: [string, Buffer, 'image/jpeg' | 'image/png' | 'image/webp'][] = [
  ['a JPEG with GPS EXIF', jpegWithExif(marker), 'image/jpeg'],
  ['a JPEG with a second JPEG (with EXIF) appended', jpegWithAppendedJpeg(marker), 'image/jpeg'],
  ['a JPEG with XMP, IPTC, a comment and trailing bytes', jpegWithEverything(marker), 'image/jpeg'],
  ['a WebP with EXIF and XMP', webpWithExifAndXmp(marker), 'image/webp'],
  ['a PNG with tEXt and a private chunk', pngWithChunks(marker), 'image/png'],
];

interface Uploaded {
  imageId: string;
  url: string;
}

describe('photos keep no metadata and have a pixel cap (issue 21, finding 10)', () => {
  for (const [what, bytes, type] of crafted) {
    it(`${what}: stored and served as pixels only, in its own format`, async () => {
      expect(bytes.includes(marker)).toBe(true);
      const dataBase64 = bytes.toString('base64');
      const order = await call<Uploaded>(customer, 'POST', 'order/image', {
        fileName: 'p',
        contentType: type,
        dataBase64,
      });
      expect(order.status, order.statusText).toBe(0);
      const [stored] = await t.database.db
        .select()
        .from(orderImages)
        .where(eq(orderImages.id, order.data.imageId));
      expect(stored?.contentType).toBe(type);
      expect(stored?.bytes.includes(marker)).toBe(false);
      expect(stored?.bytes.includes('Exif')).toBe(false);
      expect(Buffer.from(order.data.url.split(',')[1] ?? '', 'base64').includes(marker)).toBe(false);

      const proof = await call<Uploaded>(merchant, 'POST', 'merchant/uploadImage', {
        fileName: 'p',
        contentType: type,
        dataBase64,
      });
      expect(proof.status, proof.statusText).toBe(0);
      const [kept] = await t.database.db
        .select()
        .from(merchantPhotos)
        .where(eq(merchantPhotos.id, proof.data.imageId));
      expect(kept?.bytes.includes(marker)).toBe(false);
    });
  }

  it('a 60000x60000 PNG header is refused with -5 naming the photo, and nothing is stored', async () => {
    expect(60000 * 60000).toBeGreaterThan(maxImagePixels);
    const before = (await t.database.db.select().from(orderImages)).length;
    const bomb = await call<{ errors: { field: string }[] }>(customer, 'POST', 'order/image', {
      fileName: 'big.png',
      contentType: 'image/png',
      dataBase64: pngHeaderOf(60000, 60000).toString('base64'),
    });
    expect(bomb.status).toBe(-5);
    expect(bomb.data.errors[0]?.field).toBe('dataBase64');
    expect((await t.database.db.select().from(orderImages)).length).toBe(before);
  });
});
