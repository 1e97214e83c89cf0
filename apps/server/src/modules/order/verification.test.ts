import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import {
  captchaImage,
  checkVerificationCode,
  initCarWashOrder,
  lookUpTicket,
  refreshOrderQrCode,
  sendVerificationCode,
  submitCarWashOrder,
} from '@rc/contract';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { testKit, type CustomerSession } from '../../testing/factories.js';
import { createFieldCrypto } from '../../db/field-crypto.js';
import { captchaAnswerFor } from './captcha.js';

let t: TestApp;
const { call, ok, aCustomer, aCoupon, anOrder, aMerchant } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A customer of this test, signed in (the client fetches the session's submit key when a call is sealed). */
const signIn = (): Promise<CustomerSession> => aCustomer();
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

/** Solves the picture captcha the way the server derives its answer, then sends a code. */
async function sendCode(s: CustomerSession, mobile: string): Promise<string> {
  const captcha = await ok(captchaImage, { as: s });
  const answer = answerOf(captcha.captchaId);
  const sent = await call(sendVerificationCode, {
    as: s,
    body: { mobile, captchaId: captcha.captchaId, captchaText: answer },
  });
  expect(sent.status).toBe(0);
  const [sms] = await rows<{ body: string }>(
    "select body from sms_outbox where kind = 'verificationCode' order by created_at desc limit 1",
  );
  return /\d{6}/.exec(sms?.body ?? '')?.[0] ?? '';
}

const answerOf = (captchaId: string) => captchaAnswerFor(createFieldCrypto(t.config.dataKey), captchaId);
const sendWith = (s: CustomerSession, mobile: string, captchaId: string, captchaText: string) =>
  call(sendVerificationCode, { as: s, body: { mobile, captchaId, captchaText } });
const refusedField = (r: { status: number; badFields: string[] }) =>
  r.status === -5 ? r.badFields[0] : `status ${r.status}`;

/** The chunks of a PNG file, in order. */
function pngChunks(file: Buffer): { type: string; data: Buffer }[] {
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    chunks.push({
      type: file.toString('latin1', at + 4, at + 8),
      data: file.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return chunks;
}

describe('picture captcha (R00010051): a picture for people, spent by one send', () => {
  it('is pixels only: no text element, no text chunk, the answer nowhere in its bytes', async () => {
    const s = await signIn();
    for (let i = 0; i < 5; i++) {
      const data = await ok(captchaImage, { as: s });
      const answer = answerOf(data.captchaId);
      const [head, base64 = ''] = data.imageDataUrl.split(',');
      expect(head).toBe('data:image/png;base64');
      const file = Buffer.from(base64, 'base64');
      expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      const chunks = pngChunks(file);
      expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const width = chunks[0]!.data.readUInt32BE(0);
      const height = chunks[0]!.data.readUInt32BE(4);
      // Nothing but RGB rows: the pixel stream has exactly the picture's size.
      expect(inflateSync(chunks[1]!.data).length).toBe(height * (1 + width * 3));
      expect(file.toString('latin1')).not.toMatch(/<text|<svg|font/i);
      // The answer is nowhere in the file's bytes. (Not searched in the base64 text: four digits
      // turn up there by chance about once in a thousand pictures, as they did in CI, stop 27.)
      expect(file.toString('latin1')).not.toContain(answer);
      // Lives two minutes.
      expect(Date.parse(data.expiresAt) - Date.now()).toBeLessThanOrEqual(120_000);
    }
  });

  it('one answer sends one code to one number: not a second number, not a second send', async () => {
    const s = await signIn();
    const data = await ok(captchaImage, { as: s });
    const answer = answerOf(data.captchaId);
    expect((await sendWith(s, '13900007711', data.captchaId, answer)).status).toBe(0);
    expect(refusedField(await sendWith(s, '13900007712', data.captchaId, answer))).toBe('captchaText');
    expect(refusedField(await sendWith(s, '13900007711', data.captchaId, answer))).toBe('captchaText');
    const toSecond = await rows<{ n: number }>(
      `select count(*)::int as n from sms_outbox where mobile_index = '${createFieldCrypto(t.config.dataKey).blindIndex('13900007712')}'`,
    );
    expect(toSecond[0]?.n).toBe(0);
  });

  it('a wrong answer burns the captcha: the right one afterwards is refused', async () => {
    const s = await signIn();
    const data = await ok(captchaImage, { as: s });
    const answer = answerOf(data.captchaId);
    const wrong = answer === '0000' ? '1111' : '0000';
    expect(refusedField(await sendWith(s, '13900007713', data.captchaId, wrong))).toBe('captchaText');
    expect(refusedField(await sendWith(s, '13900007713', data.captchaId, answer))).toBe('captchaText');
    // A new picture works.
    const fresh = await ok(captchaImage, { as: s });
    expect((await sendWith(s, '13900007713', fresh.captchaId, answerOf(fresh.captchaId))).status).toBe(0);
  });

  it('is bound to the session that asked for it', async () => {
    const s = await signIn();
    const other = await signIn();
    const data = await ok(captchaImage, { as: s });
    const answer = answerOf(data.captchaId);
    expect(refusedField(await sendWith(other, '13900007714', data.captchaId, answer))).toBe('captchaText');
    expect((await sendWith(s, '13900007714', data.captchaId, answer)).status).toBe(0);
  });
});

describe('SMS verification codes (R00010041, order/verifyCode)', () => {
  it('five wrong guesses void the code; the right one afterwards is refused too', async () => {
    const s = await signIn();
    const code = await sendCode(s, '13900007701');
    const wrong = code === '000000' ? '111111' : '000000';
    const texts: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await call(checkVerificationCode, { as: s, body: { mobile: '13900007701', code: wrong } });
      expect(r.status).toBe(-5);
      texts.push(r.statusText);
    }
    expect(texts[0]).toContain('还可尝试 4 次');
    expect(texts[4]).toContain('已失效');
    const late = await call(checkVerificationCode, { as: s, body: { mobile: '13900007701', code } });
    expect(late.status).toBe(-5);
    // Sending again within 60 seconds is refused.
    const captcha = await ok(captchaImage, { as: s });
    const again = await sendWith(s, '13900007701', captcha.captchaId, '0000');
    expect(again.status).toBe(-5);
  });

  it('the right code proves the number once, for this customer and this number only', async () => {
    const s = await signIn();
    const other = await signIn();
    const code = await sendCode(s, '13900007702');
    const check = (as: CustomerSession) =>
      call(checkVerificationCode, { as, body: { mobile: '13900007702', code } });
    expect((await check(other)).status).toBe(-5);
    const proved = await check(s);
    expect(proved.status).toBe(0);
    expect(proved.data.mobile).toBe('139****7702');
    expect((await check(s)).status).toBe(-5);

    // The car-wash submit takes the proof for that number only.
    const { snCode: shopSnCode } = await aMerchant({ serviceTypes: ['9'] });
    await aCoupon({ owner: s, serviceType: '9' });
    const init = await ok(initCarWashOrder, { as: s, body: { serviceType: '9', shopSnCode } });
    const order = (contactMobile: string) => ({
      serviceType: '9',
      couponId: init.coupons[0]?.id ?? '',
      plateNumber: init.plateNumbers[0] ?? '',
      contactName: '张伟',
      contactMobile,
      shopSnCode,
      appointmentAt: new Date(Date.now() + 86_400_000).toISOString(),
      mobileProof: proved.data.mobileProof,
    });
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>('select count(*)::int as n from orders');
    // An encrypted submit: the client seals the body with the session's key, as the page does.
    const wrongNumber = await call(submitCarWashOrder, { as: s, body: order('13900007703') });
    expect(wrongNumber.status).toBe(-5);
    const [{ n: after } = { n: 0 }] = await rows<{ n: number }>('select count(*)::int as n from orders');
    expect(after).toBe(before);
    const placed = await ok(submitCarWashOrder, { as: s, body: order('13900007702') });
    const [row] = await rows<{ verified: string | null }>(
      `select details->>'contactVerified' as verified from orders where id = '${placed.orderPrimaryId}'`,
    );
    expect(row?.verified).toBe('true');
  });
});

describe("a merchant scans the order's QR code", () => {
  it('finds the order by a live code and refuses a forged one', async () => {
    const s = await signIn();
    // A car wash booked at the merchant's own store.
    const merchant = await aMerchant({ serviceTypes: ['9'] });
    const wash = await anOrder({
      owner: s.id,
      serviceType: '9',
      businessType: 'carWash',
      storeId: merchant.storeId,
    });
    const qr = await ok(refreshOrderQrCode, {
      as: s,
      query: { orderPrimaryId: wash.id, primaryCheck: wash.primaryCheck },
    });
    const found = await call(lookUpTicket, { as: merchant, query: { ticketid: qr.qrContent } });
    expect(found.status).toBe(0);
    expect(found.data.state).toBe('toVerify');
    const forged = qr.qrContent.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    const refused = await call(lookUpTicket, { as: merchant, query: { ticketid: forged } });
    expect(refused.status).toBe(-2);
  });
});
