import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  customers,
  feedbackReports,
  inquiries,
  merchants,
  news,
  rescuers,
  stores,
  suggestions,
  towVehicles,
} from '../db/schema/index.js';
import { insertOrder } from '../domain/orders.js';
import { createRescue } from '../domain/rescue.js';
import { freshCoupon } from '../testing/merchant-fixtures.js';
import type { Reply } from '../testing/handoff.js';
import type { ActorKey } from '../testing/security-harness.js';
import { onePixelPng, type Fixture, type FixtureCtx } from './fixtures.js';

/**
 * The operations console's objects (issue 11): news, activities, coupons,
 * feedback, channels, the dispatch board and the service network. The console
 * has no owners among its accounts: any operator may act, an admin too, and
 * every customer, merchant and rescuer token (and none) is refused. Each save
 * names an object that exists (made by the operator for the row), so the
 * operator's own call proves the request is a real one.
 */

const operator: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['O', 'ADM'] as ActorKey[], owner: 'O' };
const adminOnly: Pick<Fixture, 'mayAct' | 'owner'> = { mayAct: ['ADM'] as ActorKey[], owner: 'ADM' };

async function ops<T>(
  c: FixtureCtx,
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
  as: 'O' | 'ADM' = 'O',
): Promise<Reply<T>> {
  const res = await c.t.call({
    method,
    url: `/api/rcservice/ops/${path}`,
    token: c.actors[as].token ?? '',
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  return res.json<Reply<T>>();
}

const article = {
  title: '安全测试资讯',
  titleEn: 'Security test article',
  contentHtml: '<p>出行前请检查轮胎。</p>',
  contentHtmlEn: '<p>Check your tyres before you set off.</p>',
  published: false,
};
const activity = {
  title: '安全测试活动',
  titleEn: 'Security test activity',
  contentHtml: '<p>到店保养享优惠</p>',
  contentHtmlEn: '<p>Service discounts in store</p>',
  startAt: '2026-12-01T00:00:00+08:00',
  endAt: '2026-12-10T00:00:00+08:00',
  bannerSort: null,
};
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function firstNewsId(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db.select({ id: news.id }).from(news).limit(1);
  return row?.id ?? randomUUID();
}
async function newsOfOperator(c: FixtureCtx): Promise<string> {
  const r = await ops<{ id: string }>(c, 'POST', 'news/save', article);
  return r.status === 0 ? r.data.id : randomUUID();
}
async function activityOfOperator(c: FixtureCtx): Promise<string> {
  const r = await ops<{ id: string }>(c, 'POST', 'activities/save', activity);
  return r.status === 0 ? r.data.id : randomUUID();
}
async function reportOfA(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .insert(feedbackReports)
    .values({
      customerId: c.actors.A.id,
      screenH: 667,
      screenW: 375,
      channel: 'PA_APP',
      errorTimeStamp: Date.now(),
      pageName: 'home',
    })
    .returning({ id: feedbackReports.id });
  return row?.id ?? randomUUID();
}
async function suggestionOfA(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .insert(suggestions)
    .values({ customerId: c.actors.A.id ?? '', category: 'service', content: '希望增加夜间洗车门店' })
    .returning({ id: suggestions.id });
  return row?.id ?? randomUUID();
}
/**
 * A channel made for the row (rotating or pausing a live one would end the matrix's logins).
 * Only an admin makes channels: their secret signs anyone in (issue 21).
 */
async function channelOfAdmin(c: FixtureCtx): Promise<string> {
  const id = `SEC_${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  await ops(c, 'POST', 'channels/create', { id, name: '安全测试渠道' }, 'ADM');
  return id;
}
async function merchantOfX(c: FixtureCtx) {
  const [row] = await c.t.database.db
    .select({ m: merchants })
    .from(merchants)
    .where(eq(merchants.accountCustomerId, c.actors.X.id ?? ''))
    .limit(1);
  return row?.m ?? null;
}
async function storeOfX(c: FixtureCtx) {
  const m = await merchantOfX(c);
  const [row] = await c.t.database.db
    .select()
    .from(stores)
    .where(eq(stores.merchantId, m?.id ?? randomUUID()))
    .limit(1);
  return row ?? null;
}
async function rescuerRow(c: FixtureCtx, key: 'R' | 'R2') {
  const [row] = await c.t.database.db
    .select()
    .from(rescuers)
    .where(eq(rescuers.id, c.actors[key].id ?? randomUUID()));
  return row ?? null;
}
async function truckOf(c: FixtureCtx, vehicleNo: string) {
  const [row] = await c.t.database.db.select().from(towVehicles).where(eq(towVehicles.vehicleNo, vehicleNo));
  return row ?? null;
}
/** A rescue of A waiting in the pool (the reassign row consumes it). */
async function pooledRescueOfA(c: FixtureCtx): Promise<{ orderId: string; dispatchId: string }> {
  const made = await createRescue(
    c.t.database.db,
    c.t.app.deps.fieldCrypto,
    {
      customerId: c.actors.A.id ?? '',
      plateNumber: '京A12345',
      contactName: '张伟',
      contactMobile: '13812341234',
      faultType: 'battery',
      place: { address: '北京市朝阳区建国路88号', lng: 116.4551, lat: 39.9087, cityName: '北京' },
      loadInfo: '',
      appointmentAt: null,
      onHighway: false,
      remark: '',
      priceFen: 0,
      companyName: '京安道路救援有限公司',
      couponId: null,
      destination: null,
    },
    new Date(),
    'pool',
  );
  return { orderId: made?.order.id ?? randomUUID(), dispatchId: made?.dispatch.id ?? randomUUID() };
}
/** A hidden tip the operator added for the row (none of the customers' screens shows it). */
async function tipOfOperator(c: FixtureCtx): Promise<string> {
  const r = await ops<{ id: string }>(c, 'POST', 'tips/save', tip);
  return r.status === 0 ? r.data.id : randomUUID();
}
const tip = {
  placement: 'rights',
  content: '安全测试提示',
  contentEn: 'Security test tip',
  level: 'info',
  sort: 9000,
  enabled: false,
};
async function inquiryOfA(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .insert(inquiries)
    .values({
      customerId: c.actors.A.id ?? '',
      carNumber: '京A12345',
      serviceType: '11',
      note: '左后门凹陷',
      state: 'open',
    })
    .returning({ id: inquiries.id });
  return row?.id ?? randomUUID();
}

/** A fresh booking of A's, submitted: a designated driver waiting for a driver, or a health card application. */
async function serviceOrderOfA(c: FixtureCtx, kind: 'driver' | 'card'): Promise<string> {
  const seal = (v: string) => c.t.app.deps.fieldCrypto.seal(v);
  const row = await insertOrder(
    c.t.database.db,
    {
      customerId: c.actors.A.id ?? randomUUID(),
      serviceType: kind === 'driver' ? '6' : '23',
      businessType: kind,
      plateNumber: '京A12345',
      contactName: '张伟',
      contactMobileSealed: seal('13800001234'),
      details:
        kind === 'driver'
          ? {
              form: 'designatedDriver',
              values: {},
              sealedValues: seal(JSON.stringify({ pickup: { address: '北京市朝阳区三里屯路19号' } })),
            }
          : { form: 'healthCard', values: {}, card: { cardName: '健康支付卡', holderName: '张伟' } },
    },
    { kind: 'customer', id: c.actors.A.id ?? '' },
  );
  return row.id;
}
async function designatedDriverId(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .select({ id: rescuers.id })
    .from(rescuers)
    .where(and(eq(rescuers.kind, 'driver'), eq(rescuers.enabled, true)))
    .limit(1);
  return row?.id ?? randomUUID();
}

async function pidOfA(c: FixtureCtx): Promise<string> {
  const [row] = await c.t.database.db
    .select({ pid: customers.pid })
    .from(customers)
    .where(eq(customers.id, c.actors.A.id ?? randomUUID()));
  return row?.pid ?? 'none';
}

export const consoleFixtures: Record<string, Fixture> = {
  // --- content ---
  opsContentImageUpload: {
    input: () =>
      Promise.resolve({ body: { fileName: 'body.png', contentType: 'image/png', dataBase64: onePixelPng } }),
    ...operator,
  },
  opsNewsDetail: { input: async (c) => ({ params: { id: await firstNewsId(c) } }), ...operator },
  opsNewsSave: { input: async (c) => ({ body: { ...article, id: await newsOfOperator(c) } }), ...operator },
  opsActivityDetail: { input: async (c) => ({ params: { id: await activityOfOperator(c) } }), ...operator },
  opsActivitySave: {
    input: async (c) => ({ body: { ...activity, id: await activityOfOperator(c) } }),
    ...operator,
  },
  // --- A's coupons, as customer service sees them ---
  opsCouponGrant: {
    input: async (c) => ({
      body: {
        customer: await pidOfA(c),
        serviceType: '9',
        quantity: 1,
        validFrom: day(0),
        validTo: day(30),
        plateNumber: '京A12345',
        reason: '安全测试补偿',
      },
    }),
    ...operator,
  },
  opsCouponRevoke: {
    input: async (c) => ({
      body: { couponId: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id, reason: '误发' },
    }),
    ...operator,
  },
  opsCouponExtend: {
    input: async (c) => ({
      body: {
        couponId: (await freshCoupon(c.t.database.db, c.actors.A.id ?? '')).id,
        validTo: day(400),
        reason: '延期',
      },
    }),
    ...operator,
  },
  // --- feedback A sent ---
  opsReportDetail: { input: async (c) => ({ params: { id: await reportOfA(c) } }), ...operator },
  opsReportAnswer: {
    input: async (c) => ({ body: { id: await reportOfA(c), answer: '已修复，请重试' } }),
    ...operator,
  },
  opsSuggestionAnswer: {
    input: async (c) => ({ body: { id: await suggestionOfA(c), answer: '感谢建议' } }),
    ...operator,
  },
  // --- channels ---
  opsChannelCreate: {
    input: () => ({
      body: { id: `SEC_${randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`, name: '新合作方' },
    }),
    ...adminOnly,
  },
  opsChannelRotate: { input: async (c) => ({ body: { id: await channelOfAdmin(c) } }), ...adminOnly },
  opsChannelSetEnabled: {
    input: async (c) => ({ body: { id: await channelOfAdmin(c), enabled: false } }),
    ...operator,
  },
  // --- the dispatch board ---
  opsDispatchReassign: {
    input: async (c) => ({
      body: { ...(await pooledRescueOfA(c)), vehicleNo: '京B3K552', reason: '客户所在位置离该车最近' },
    }),
    ...operator,
  },
  // Only the dispatcher and admin roles may (decisions 047, 053); the matrix has no dispatcher:
  // of its personas only the admin acts; dispatch-contact.security.ts proves the dispatcher's own call.
  opsDispatchContact: {
    input: async (c) => ({ body: { orderId: (await pooledRescueOfA(c)).orderId } }),
    ...adminOnly,
  },
  // --- the service network: merchant X's own records, the rescuers' and their trucks ---
  opsMerchantSave: {
    input: async (c) => {
      const m = await merchantOfX(c);
      return {
        body: {
          id: m?.id ?? randomUUID(),
          name: m?.name ?? '安全测试商户',
          nameEn: m?.nameEn ?? 'Security test merchant',
          contactPhone: m?.contactPhone ?? '010-87771234',
        },
      };
    },
    ...operator,
  },
  // Enabling an enabled merchant, store, rescuer or truck: a real call that leaves the world as it is.
  opsMerchantSetEnabled: {
    input: async (c) => ({ body: { id: (await merchantOfX(c))?.id ?? randomUUID(), enabled: true } }),
    ...operator,
  },
  opsStoreList: {
    input: async (c) => ({ query: { merchantId: (await merchantOfX(c))?.id ?? randomUUID() } }),
    ...operator,
  },
  opsStoreSave: {
    input: async (c) => {
      const s = await storeOfX(c);
      if (!s) return { body: { id: randomUUID() } };
      return {
        body: {
          id: s.id,
          merchantId: s.merchantId,
          snCode: s.snCode,
          name: s.name,
          nameEn: s.nameEn,
          address: s.address,
          addressEn: s.addressEn,
          phone: s.phone,
          branchCode: s.branchCode,
          lat: s.lat,
          lng: s.lng,
          serviceTypes: s.serviceTypes,
          openHours: s.openHours,
        },
      };
    },
    ...operator,
  },
  opsStoreSetEnabled: {
    input: async (c) => ({ body: { id: (await storeOfX(c))?.id ?? randomUUID(), enabled: true } }),
    ...operator,
  },
  opsRescuerSave: {
    input: async (c) => {
      const r = await rescuerRow(c, 'R2');
      return {
        body: {
          id: r?.id ?? randomUUID(),
          loginName: r?.loginName ?? 'none',
          name: r?.name ?? '李强',
          mobile: '18622224444',
          companyName: r?.companyName ?? '京安道路救援有限公司',
          companyNameEn: r?.companyNameEn ?? 'Jing-An Roadside Rescue Co.',
          branchCode: r?.branchCode ?? '110000',
        },
      };
    },
    ...operator,
  },
  opsRescuerSetEnabled: {
    input: async (c) => ({ body: { id: (await rescuerRow(c, 'R2'))?.id ?? randomUUID(), enabled: true } }),
    ...operator,
  },
  opsVehicleSave: {
    input: async (c) => {
      const v = await truckOf(c, '京B3K552');
      return {
        body: {
          id: v?.id ?? randomUUID(),
          vehicleNo: v?.vehicleNo ?? '京B3K552',
          vehicleType: v?.vehicleType ?? '平板拖车',
          companyName: v?.companyName ?? '京安道路救援有限公司',
        },
      };
    },
    ...operator,
  },
  opsVehicleSetEnabled: {
    input: async (c) => ({ body: { id: (await truckOf(c, '京B3K552'))?.id ?? randomUUID(), enabled: true } }),
    ...operator,
  },
  // --- tips and inquiries ---
  opsTipSave: { input: async (c) => ({ body: { ...tip, id: await tipOfOperator(c) } }), ...operator },
  opsTipSetEnabled: {
    input: async (c) => ({ body: { id: await tipOfOperator(c), enabled: false } }),
    ...operator,
  },
  opsTipMove: {
    input: async (c) => ({ body: { id: await tipOfOperator(c), direction: 'up' } }),
    ...operator,
  },
  opsInquiryAnswer: {
    input: async (c) => ({ body: { id: await inquiryOfA(c), answer: '可到店检测后报价', quoteFen: 30_000 } }),
    ...operator,
  },
  // --- services: designated-driver dispatch and health cards ---
  opsDriverAssign: {
    input: async (c) => ({
      body: {
        id: await serviceOrderOfA(c, 'driver'),
        driverId: await designatedDriverId(c),
        arriveAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    }),
    ...operator,
  },
  opsHealthCardIssue: {
    input: async (c) => ({
      body: { id: await serviceOrderOfA(c, 'card'), cardNo: '6230580000099887766', validTo: day(365) },
    }),
    ...operator,
  },
  // --- the audit log is the admin's ---
  opsAuditLog: {
    input: async (c) => ({ query: { objectId: await firstNewsId(c) } }),
    ...adminOnly,
  },
};

/** Rows that consume what other rows name: run last. */
export const consoleDestructive = ['opsDispatchReassign', 'opsRescuerSave', 'opsVehicleSave'];
