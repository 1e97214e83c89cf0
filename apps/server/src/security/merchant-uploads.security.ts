import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { merchantPhotos } from '../db/schema/index.js';
import { purgeStaleMerchantPhotos } from '../domain/merchant-photos.js';
import { apiCaller, ensureMerchant } from '../testing/merchant-fixtures.js';
import { loginAs } from '../testing/handoff.js';
import { plainPng } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/**
 * Issue 21, finding 11 (held resources): a merchant's proof photos wait unattached
 * between upload and completion; they were unbounded, so a merchant account was a
 * free file store. Now at most 27 wait at once, and one waiting over a day is
 * removed. Each block was seen failing on the code before decision 045.
 */
let t: TestApp;
let call: ReturnType<typeof apiCaller>;
let token = '';
let merchantId = '';

beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t);
  ({ merchantId } = await ensureMerchant(t.database.db, 'PID20000001'));
  token = (await loginAs(t, 'merchant')).token;
}, 120_000);
afterAll(() => t.close());

const upload = () =>
  call<{ imageId: string; errors?: { field: string }[] }>(token, 'POST', 'merchant/uploadImage', {
    fileName: 'proof.png',
    contentType: 'image/png',
    dataBase64: plainPng.toString('base64'),
  });

async function waiting(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(merchantPhotos)
    .where(and(eq(merchantPhotos.merchantId, merchantId), isNull(merchantPhotos.redemptionId)));
  return row?.n ?? 0;
}

describe("a merchant's unattached photos are bounded", () => {
  it('refuses the 28th waiting photo with -5 naming the photo and stores nothing', async () => {
    await t.database.db.delete(merchantPhotos).where(eq(merchantPhotos.merchantId, merchantId));
    for (let i = 0; i < 27; i += 1) expect((await upload()).status).toBe(0);
    const refused = await upload();
    expect(refused.status).toBe(-5);
    expect(refused.statusText).toContain('27');
    expect(refused.data.errors?.[0]?.field).toBe('dataBase64');
    expect(await waiting()).toBe(27);
    // Deleting one makes room again.
    const [one] = await t.database.db
      .select({ id: merchantPhotos.id })
      .from(merchantPhotos)
      .where(eq(merchantPhotos.merchantId, merchantId))
      .limit(1);
    expect((await call(token, 'POST', 'merchant/deleteImage', { imageId: one?.id })).status).toBe(0);
    expect((await upload()).status).toBe(0);
  });

  it('removes photos waiting longer than a day: at the next upload, and by the hourly sweep', async () => {
    const db = t.database.db;
    await db.delete(merchantPhotos).where(eq(merchantPhotos.merchantId, merchantId));
    for (let i = 0; i < 27; i += 1) await upload();
    // All of them were uploaded two days ago and never attached.
    await db
      .update(merchantPhotos)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(merchantPhotos.merchantId, merchantId));
    expect((await upload()).status).toBe(0);
    expect(await waiting()).toBe(1);

    await db
      .update(merchantPhotos)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(merchantPhotos.merchantId, merchantId));
    expect(await purgeStaleMerchantPhotos(db)).toBeGreaterThanOrEqual(1);
    expect(await waiting()).toBe(0);
  });
});
