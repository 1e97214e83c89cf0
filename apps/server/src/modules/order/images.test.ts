import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { type Reply } from '../../testing/handoff.js';
import { testKit } from '../../testing/factories.js';
import { jpegWithExif as exifJpeg } from '../../testing/images.js';

let t: TestApp;
const { aCustomer, aCoupon, anOrder } = testKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';

/** A customer of this test (issue 24: made here, not a demo persona), with the session's submit key. */
async function signIn(): Promise<{ id: string; token: string; publicKey: string }> {
  const me = await aCustomer();
  const keys = await post<{ publicKey: string }>(
    '/gettoken/R00040032',
    { publicSecret: me.publicSecret },
    me.token,
  );
  return { id: me.id, token: me.token, publicKey: keys.data.publicKey };
}
async function post<T = unknown>(path: string, payload: unknown, token?: string) {
  const res = await t.call({ method: 'POST', url: api + path, payload: payload as object, token });
  return res.json<Reply<T>>();
}
async function get<T = unknown>(path: string, token?: string) {
  const res = await t.call({ method: 'GET', url: api + path, token });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}
async function scalar(query: string): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row?.n ?? -1);
}

/** A real JPEG carrying an EXIF segment with a GPS-like marker text. */
const jpegWithExif = () => exifJpeg('GPS39.99N116.47E');
const photo = (bytes: Buffer, contentType = 'image/jpeg') => ({
  fileName: '../../etc/passwd.jpg',
  contentType,
  dataBase64: bytes.toString('base64'),
});

interface Summary {
  id: string;
  primaryCheck: string;
  status: string;
}
async function ongoing(token: string): Promise<Summary[]> {
  const list = await get<{ orderOnGoing: Summary[] }>('/order/R00010014?onPagenum=1&onPagesize=20', token);
  return list.data.orderOnGoing;
}

describe('order photos (order/image, order/deleteImage)', () => {
  it('judges the type by content, strips EXIF and names the file itself', async () => {
    const { token } = await signIn();
    const up = await post<{ imageId: string; url: string }>(
      '/order/image',
      photo(jpegWithExif(), 'image/png'),
      token,
    );
    expect(up.status).toBe(0);
    expect(up.data.url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const [stored] = await rows<{ file_name: string; content_type: string; bytes: Buffer | string }>(
      `select file_name, content_type, encode(bytes, 'base64') as bytes from order_images where id = '${up.data.imageId}'`,
    );
    expect(stored?.file_name).toBe(`${up.data.imageId}.jpg`);
    expect(stored?.content_type).toBe('image/jpeg');
    const bytes = Buffer.from(String(stored?.bytes), 'base64');
    expect(bytes.includes(Buffer.from('Exif', 'latin1'))).toBe(false);
    expect(bytes.includes(Buffer.from('GPS39.99', 'latin1'))).toBe(false);
    expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('refuses what is not an image, or is over 2 MB, with -5 naming the photo, and stores nothing', async () => {
    const { token } = await signIn();
    const before = await scalar('select count(*)::int as n from order_images');
    const text = await post<{ errors: { field: string }[] }>(
      '/order/image',
      photo(Buffer.from('<?php echo "hi"; ?> not an image at all')),
      token,
    );
    expect(text.status).toBe(-5);
    expect(text.statusText).toContain('图片');
    expect(text.data.errors[0]?.field).toBe('dataBase64');
    const big = Buffer.concat([jpegWithExif().subarray(0, 2), Buffer.alloc(2 * 1024 * 1024 + 10, 0)]);
    const large = await post('/order/image', photo(big), token);
    expect(large.status).toBe(-5);
    expect(await scalar('select count(*)::int as n from order_images')).toBe(before);
  });

  it("another customer's photo or order answers -3 and nothing changes", async () => {
    const owner = await signIn();
    const other = await signIn();
    const up = await post<{ imageId: string }>('/order/image', photo(jpegWithExif()), owner.token);
    const del = await post('/order/deleteImage', { imageId: up.data.imageId }, other.token);
    expect(del.status).toBe(-3);
    expect(await scalar(`select count(*)::int as n from order_images where id = '${up.data.imageId}'`)).toBe(
      1,
    );

    const made = await anOrder({ owner: owner.id, status: 'submitted' });
    const order = (await ongoing(owner.token)).find((o) => o.id === made.id && o.status === 'submitted');
    if (!order) throw new Error('the submitted order made here is not among the ongoing ones');
    const before = await scalar('select count(*)::int as n from order_images');
    const onTheirs = await post(
      '/order/image',
      { ...photo(jpegWithExif()), orderPrimaryId: order.id, primaryCheck: order.primaryCheck },
      other.token,
    );
    expect(onTheirs.status).toBe(-3);
    expect(await scalar('select count(*)::int as n from order_images')).toBe(before);

    // Nor can the other customer attach the photo to their own question: -5, nothing written.
    await anOrder({ owner: other.id, status: 'submitted' });
    const theirOrder = (await ongoing(other.token))[0];
    expect(theirOrder).toBeDefined();
    if (theirOrder) {
      const questions = await scalar('select count(*)::int as n from order_questions');
      const ask = await post(
        '/order/R00010011',
        {
          orderPrimaryId: theirOrder.id,
          primaryCheck: theirOrder.primaryCheck,
          questionType: 'quality',
          content: '洗得不干净，请看照片',
          imageIds: [up.data.imageId],
        },
        other.token,
      );
      expect(ask.status).toBe(-5);
      expect(await scalar('select count(*)::int as n from order_questions')).toBe(questions);
    }

    // The owner deletes it.
    expect((await post('/order/deleteImage', { imageId: up.data.imageId }, owner.token)).status).toBe(0);
    expect(await scalar(`select count(*)::int as n from order_images where id = '${up.data.imageId}'`)).toBe(
      0,
    );
  });

  it('attaches photos to a question and to a submitted order, which shows them', async () => {
    const s = await signIn();
    const made = await anOrder({ owner: s.id, status: 'submitted' });
    const order = (await ongoing(s.token)).find((o) => o.id === made.id && o.status === 'submitted');
    if (!order) throw new Error('the submitted order made here is not among the ongoing ones');
    const up = await post<{ imageId: string }>('/order/image', photo(jpegWithExif()), s.token);
    const ask = await post(
      '/order/R00010011',
      {
        orderPrimaryId: order.id,
        primaryCheck: order.primaryCheck,
        questionType: 'progress',
        content: '什么时候可以到店？附上车辆照片',
        imageIds: [up.data.imageId],
      },
      s.token,
    );
    expect(ask.status).toBe(0);
    const detail = await get<{ images: { imageId: string; url: string }[] }>(
      `/order/R00010015/${order.id}`,
      s.token,
    );
    expect(detail.data.images.map((i) => i.imageId)).toContain(up.data.imageId);
    // An attached photo cannot be attached twice.
    const twice = await post(
      '/order/R00010011',
      {
        orderPrimaryId: order.id,
        primaryCheck: order.primaryCheck,
        questionType: 'other',
        content: '同一张照片再提交一次',
        imageIds: [up.data.imageId],
      },
      s.token,
    );
    expect(twice.status).toBe(-5);

    // Straight onto an ongoing order with its reference.
    const direct = await post<{ imageId: string }>(
      '/order/image',
      { ...photo(jpegWithExif()), orderPrimaryId: order.id, primaryCheck: order.primaryCheck },
      s.token,
    );
    expect(direct.status).toBe(0);
    const after = await get<{ images: { imageId: string }[] }>(`/order/R00010015/${order.id}`, s.token);
    expect(after.data.images.map((i) => i.imageId)).toContain(direct.data.imageId);
  });

  it('a service order submit claims its photos; a foreign photo refuses the whole submit', async () => {
    const s = await signIn();
    const other = await signIn();
    await aCoupon({ owner: s.id, serviceType: '11' });
    const init = await post<{ plateNumbers: string[] }>(
      '/coonetwork/tyorderInit',
      { serviceType: '11' },
      s.token,
    );
    const plateNumber = init.data.plateNumbers[0] ?? '';
    const coupons = await post<{ list: { id: string }[] }>(
      '/order/R00010080',
      { serviceType: '11', plateNumber },
      s.token,
    );
    const coupon = coupons.data.list[0];
    if (!coupon) throw new Error('the paint coupon made here is not offered');
    const payload = (imageIds: string[]) => ({
      message: sealMessage(
        {
          serviceType: '11',
          businessType: 'service',
          couponId: coupon.id,
          plateNumber,
          contactName: '王芳',
          contactMobile: '13900002222',
          place: { address: '上海市徐汇区宜山路700号', lng: 121.41183, lat: 31.17432 },
          imageIds,
        },
        s.publicKey,
      ),
    });
    const foreign = await post<{ imageId: string }>('/order/image', photo(jpegWithExif()), other.token);
    const orders = await scalar('select count(*)::int as n from orders');
    const refused = await post('/order/R00010012', payload([foreign.data.imageId]), s.token);
    expect(refused.status).toBe(-5);
    expect(await scalar('select count(*)::int as n from orders')).toBe(orders);

    const mine = await post<{ imageId: string }>('/order/image', photo(jpegWithExif()), s.token);
    const placed = await post<{ orderPrimaryId: string }>(
      '/order/R00010012',
      payload([mine.data.imageId]),
      s.token,
    );
    expect(placed.status).toBe(0);
    const detail = await get<{ images: { imageId: string }[] }>(
      `/order/R00010015/${placed.data.orderPrimaryId}`,
      s.token,
    );
    expect(detail.data.images.map((i) => i.imageId)).toEqual([mine.data.imageId]);
  });
});

describe('camera photos (order/R00010303)', () => {
  it('stores a shot like any order photo: content-checked, EXIF stripped, the taker’s own', async () => {
    const owner = await signIn();
    const other = await signIn();
    const shot = await post<{ imageId: string; url: string }>(
      '/order/R00010303',
      { ...photo(jpegWithExif(), 'image/png'), shot: 'damage' },
      owner.token,
    );
    expect(shot.status).toBe(0);
    expect(shot.data.url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const [stored] = await rows<{ customer_id: string | null; order_id: string | null; bytes: string }>(
      `select customer_id, order_id, encode(bytes, 'base64') as bytes from order_images where id = '${shot.data.imageId}'`,
    );
    expect(stored?.order_id).toBeNull();
    expect(Buffer.from(String(stored?.bytes), 'base64').includes(Buffer.from('GPS39.99', 'latin1'))).toBe(
      false,
    );

    const taken = await post('/order/deleteImage', { imageId: shot.data.imageId }, other.token);
    expect(taken.status).toBe(-3);
    expect(
      await scalar(`select count(*)::int as n from order_images where id = '${shot.data.imageId}'`),
    ).toBe(1);
  });

  it('refuses a non-image or an unknown shot kind with -5 and stores nothing', async () => {
    const { token } = await signIn();
    const before = await scalar('select count(*)::int as n from order_images');
    const text = await post<{ errors: { field: string }[] }>(
      '/order/R00010303',
      { ...photo(Buffer.from('GIF? no, plain text pretending')), shot: 'damage' },
      token,
    );
    expect(text.status).toBe(-5);
    expect(text.data.errors[0]?.field).toBe('dataBase64');
    const kind = await post<{ errors: { field: string }[] }>(
      '/order/R00010303',
      { ...photo(jpegWithExif()), shot: 'selfie' },
      token,
    );
    expect(kind.status).toBe(-5);
    expect(kind.data.errors[0]?.field).toBe('shot');
    // An order id without its check (or the check alone) is refused on primaryCheck, in Chinese by default.
    const half = await post<{ errors: { field: string }[] }>(
      '/order/R00010303',
      { ...photo(jpegWithExif()), shot: 'damage', orderPrimaryId: '00000000-0000-4000-8000-000000000000' },
      token,
    );
    expect(half.status).toBe(-5);
    expect(half.data.errors[0]?.field).toBe('primaryCheck');
    expect(await scalar('select count(*)::int as n from order_images')).toBe(before);
  });

  it('keeps what the shot shows, and with an order reference joins that order for its owner only', async () => {
    const owner = await signIn();
    const other = await signIn();
    const plate = await post<{ imageId: string; shot: string }>(
      '/order/R00010303',
      { ...photo(jpegWithExif()), shot: 'plate' },
      owner.token,
    );
    expect(plate.status).toBe(0);
    expect(plate.data.shot).toBe('plate');
    const [kept] = await rows<{ shot: string | null }>(
      `select shot from order_images where id = '${plate.data.imageId}'`,
    );
    expect(kept?.shot).toBe('plate');

    const made = await anOrder({ owner: owner.id, status: 'submitted' });
    const order = (await ongoing(owner.token)).find((o) => o.id === made.id && o.status === 'submitted');
    if (!order) throw new Error('the submitted order made here is not among the ongoing ones');
    const before = await scalar(`select count(*)::int as n from order_images where order_id = '${order.id}'`);
    const theirs = await post(
      '/order/R00010303',
      {
        ...photo(jpegWithExif()),
        shot: 'damage',
        orderPrimaryId: order.id,
        primaryCheck: order.primaryCheck,
      },
      other.token,
    );
    expect(theirs.status).toBe(-3);
    const wrongCheck = await post(
      '/order/R00010303',
      { ...photo(jpegWithExif()), shot: 'damage', orderPrimaryId: order.id, primaryCheck: 'not-the-check' },
      owner.token,
    );
    expect(wrongCheck.status).toBe(-3);
    expect(await scalar(`select count(*)::int as n from order_images where order_id = '${order.id}'`)).toBe(
      before,
    );

    const joined = await post<{ imageId: string }>(
      '/order/R00010303',
      {
        ...photo(jpegWithExif()),
        shot: 'odometer',
        orderPrimaryId: order.id,
        primaryCheck: order.primaryCheck,
      },
      owner.token,
    );
    expect(joined.status).toBe(0);
    const detail = await get<{ images: { imageId: string }[] }>(`/order/R00010015/${order.id}`, owner.token);
    expect(detail.data.images.map((i) => i.imageId)).toContain(joined.data.imageId);
  });
});
