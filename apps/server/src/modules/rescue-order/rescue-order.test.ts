import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sealMessage } from '@rc/sm2';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { loginAs, type Reply } from '../../testing/handoff.js';
import { invalidateCatalogue } from '../../db/catalogue-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const api = '/api/rcservice';

async function post<T = unknown>(path: string, payload: unknown, token?: string) {
  const res = await t.call({ method: 'POST', url: api + path, payload: payload as object, token });
  return res.json<Reply<T>>();
}
async function rows<T>(query: string): Promise<T[]> {
  const r = await t.database.db.execute(sql.raw(query));
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
}

async function customer(persona: string) {
  const login = (await loginAs(t, persona)) as { token: string; userVo: { publicSecret: string } };
  const keys = await post<{ publicKey: string }>(
    '/gettoken/R00040032',
    { publicSecret: login.userVo.publicSecret },
    login.token,
  );
  return { token: login.token, publicKey: keys.data.publicKey };
}

const place = { address: '北京市朝阳区建国路88号', lng: 116.47, lat: 39.906 };

function payload(plate: string, extra: Record<string, unknown> = {}) {
  return {
    serviceType: '1',
    faultType: 'tow',
    contactName: '张伟',
    contactMobile: '13812341234',
    plateNumber: plate,
    place,
    onHighway: true,
    loadInfo: '车上2人',
    ...extra,
  };
}

interface LoadInfo {
  coupons: { id: string }[];
  plateNumbers: string[];
  freeTowKm: number;
  faultTypes: { code: string }[];
}

describe('rescue request', () => {
  it("takes the free tow distance from the rescue right's data: the right's words, the form and the rescue agree", async () => {
    const s = await customer('headPage');
    const [right] = await rows<{ km: number; description: string }>(
      `select free_tow_km as km, description from service_catalogue where service_type = '1'`,
    );
    expect(right?.km).toBe(300);
    const words = async (lang: 'zh-CN' | 'en-US') => {
      const res = await t.call({
        method: 'GET',
        url: `${api}/rights/R00010025/1`,
        token: s.token,
        locale: lang,
      });
      const reply = res.json<Reply<{ description: string }>>();
      expect(reply.status, reply.statusText).toBe(0);
      return reply.data.description;
    };
    // The right's page says the right's figure.
    expect(await words('zh-CN')).toContain('全国 300 公里内免费拖车');
    expect(await words('en-US')).toContain('within 300 km');
    const info = await post<LoadInfo>('/rescueOrder/R00010069', {}, s.token);
    expect(info.data.coupons.length).toBeGreaterThan(0);
    expect(info.data.freeTowKm).toBe(300);
    const plate = info.data.plateNumbers[0] ?? '京A12345';
    const made = await post<{ orderPrimaryId: string; primaryCheck: string }>(
      '/rescueOrder/R00010070',
      { message: sealMessage(payload(plate), s.publicKey) },
      s.token,
    );
    const follow = await post<{ freeTowKm: number }>('/rescueOrder/R00010072', made.data, s.token);
    expect(follow.data.freeTowKm).toBe(300);
    // An operator's change of the right's figure is what the form offers next.
    await rows(`update service_catalogue set free_tow_km = 250 where service_type = '1'`);
    expect((await post<LoadInfo>('/rescueOrder/R00010069', {}, s.token)).data.freeTowKm).toBe(250);
    // ...and what the right's page says, whether its words carry the placeholder or a figure of their own.
    invalidateCatalogue(t.database.db);
    expect(await words('zh-CN')).toContain('全国 250 公里内免费拖车');
    expect(await words('zh-CN')).not.toContain('300');
    expect(await words('en-US')).toContain('within 250 km');
    await rows(
      `update service_catalogue set description = '全国 300 公里内免费拖车。' where service_type = '1'`,
    );
    invalidateCatalogue(t.database.db);
    expect(await words('zh-CN')).toBe('全国 250 公里内免费拖车。');
    await rows(`update service_catalogue set free_tow_km = 300 where service_type = '1'`);
    await post('/rescueOrder/cancel', { ...made.data, reasonCode: 'otherHelp' }, s.token);
  });

  it('uses a rescue coupon the customer holds, and still accepts a rescue without one', async () => {
    const s = await customer('giftDone');
    const info = await post<LoadInfo>('/rescueOrder/R00010069', {}, s.token);
    expect(info.status).toBe(0);
    expect(info.data.faultTypes.map((f) => f.code)).toContain('tow');
    const plate = info.data.plateNumbers[0] ?? '京A12345';
    const couponsBefore = info.data.coupons.length;

    const first = await post<{ orderPrimaryId: string; primaryCheck: string; jumpUrl: string }>(
      '/rescueOrder/R00010070',
      { message: sealMessage(payload(plate), s.publicKey) },
      s.token,
    );
    expect(first.status, first.statusText).toBe(0);
    expect(first.data.jumpUrl).toContain('/rescue/applicationStatus');
    const [order] = await rows<{ coupon_id: string | null; price_fen: number }>(
      `select coupon_id, price_fen from orders where id = '${first.data.orderPrimaryId}'`,
    );
    if (couponsBefore > 0) {
      expect(order?.coupon_id).not.toBeNull();
      expect(Number(order?.price_fen)).toBe(0);
    }
    // Use up every rescue coupon, then ask again: still accepted, at the listed price.
    for (let i = 0; i < 5; i++) {
      await post('/rescueOrder/R00010070', { message: sealMessage(payload(plate), s.publicKey) }, s.token);
    }
    const after = await post<LoadInfo>('/rescueOrder/R00010069', {}, s.token);
    expect(after.data.coupons).toHaveLength(0);
    expect(after.data.freeTowKm).toBe(0);
    const unpaid = await post<{ orderPrimaryId: string }>(
      '/rescueOrder/R00010070',
      { message: sealMessage(payload(plate), s.publicKey) },
      s.token,
    );
    expect(unpaid.status).toBe(0);
    const [row] = await rows<{ coupon_id: string | null; price_fen: number }>(
      `select coupon_id, price_fen from orders where id = '${unpaid.data.orderPrimaryId}'`,
    );
    expect(row?.coupon_id).toBeNull();
    expect(Number(row?.price_fen)).toBe(30000);
    const [request] = await rows<{ on_highway: boolean; masked_address: string; place_sealed: string }>(
      `select on_highway, masked_address, place_sealed from rescue_requests where order_id = '${unpaid.data.orderPrimaryId}'`,
    );
    expect(request?.on_highway).toBe(true);
    expect(request?.masked_address).toBe('北京市朝阳区建国路**号');
    expect(request?.place_sealed).not.toContain('建国路');
  });

  it('lets the owner follow and urge (rate-limited); another customer gets not found', async () => {
    const s = await customer('headPage');
    const created = await post<{ orderPrimaryId: string; primaryCheck: string }>(
      '/rescueOrder/R00010070',
      { message: sealMessage(payload('京A12345'), s.publicKey) },
      s.token,
    );
    const ref = { orderPrimaryId: created.data.orderPrimaryId, primaryCheck: created.data.primaryCheck };
    const follow = await post<{ status: string; rescuer: unknown; stage: string }>(
      '/rescueOrder/R00010072',
      ref,
      s.token,
    );
    expect(follow.data.status).toBe('submitted');
    expect(follow.data.stage).toBe('offered');
    expect(follow.data.rescuer).toBeNull();

    const urge = await post('/rescueOrder/R00010071', ref, s.token);
    expect(urge.status).toBe(0);
    const twice = await post('/rescueOrder/R00010071', ref, s.token);
    expect(twice.status).toBe(-3);

    const other = await customer('vip');
    expect((await post('/rescueOrder/R00010072', ref, other.token)).status).toBe(-3);
    expect((await post('/rescueOrder/R00010071', ref, other.token)).status).toBe(-3);

    const list = await post<{ list: { id: string }[]; total: number }>('/rescueOrder/R00010075', {}, s.token);
    expect(list.data.list.some((o) => o.id === ref.orderPrimaryId)).toBe(true);
    const side = await post('/rescueOrder/R00010073', {}, s.token);
    expect(side.status).not.toBe(0);
  });

  it('answers appointment times, the address prompt and the map config', async () => {
    const s = await customer('headPage');
    const slots = await post<{ slots: { start: string }[] }>(
      '/interface/R00020006',
      { serviceType: '1', date: '2030-01-02' },
      s.token,
    );
    expect(slots.data.slots.length).toBeGreaterThan(5);
    expect((await post<{ promptAddress: boolean }>('/location/switchConfig', {})).data.promptAddress).toBe(
      true,
    );
    expect((await post<{ provider: string }>('/map/getMapApi', {})).data.provider).toBe('leaflet');
    const provinces = await post<{ list: { platePrefix: string }[] }>('/order/R00020013', {}, s.token);
    expect(provinces.data.list.map((p) => p.platePrefix)).toContain('京');
  });
});
