import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { issueCoupon } from '../domain/coupons.js';
import { createOrder, moveOrder } from '../domain/orders.js';
import { customers, inquiries, relatedPersons } from '../db/schema/index.js';
import type { OrderStatusValue } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

type Relation = (typeof relatedPersons.$inferInsert)['relation'];

/** Saved people of the demo customers (names and numbers invented; ID numbers carry valid check characters). */
const demoPeople: Record<string, { name: string; mobile: string; idNumber: string; relation: Relation }[]> = {
  headPage: [
    { name: '王芳', mobile: '13911112222', idNumber: '110105198704152627', relation: 'spouse' },
    { name: '张子轩', mobile: '13911113333', idNumber: '110105201506013313', relation: 'child' },
  ],
  vip: [{ name: '李建国', mobile: '13700001111', idNumber: '310115196203181017', relation: 'parent' }],
};

interface DemoInquiry {
  serviceType: string;
  note: string;
  hoursAgo: number;
  answer?: { text: string; quoteFen: number; afterHours: number };
  cancelledAfterHours?: number;
}

const demoInquiries: Record<string, DemoInquiry[]> = {
  headPage: [
    {
      serviceType: '11',
      note: '左前门有一道约 20 厘米划痕，见底漆',
      hoursAgo: 24 * 3,
      answer: { text: '左前门钣金喷漆一面，含原厂色漆，约 1 天完工。', quoteFen: 48_000, afterHours: 5 },
    },
    {
      serviceType: '15',
      note: '空调有异味',
      hoursAgo: 24 * 30,
      cancelledAfterHours: 20,
    },
  ],
  vip: [{ serviceType: '13', note: '四条轮胎换位并做动平衡', hoursAgo: 6 }],
};

interface DemoGolden {
  serviceType: string;
  couponName: [string, string];
  item: [string, string];
  hoursAgo: number;
  moves: [OrderStatusValue, number, string][];
  appointmentInHours: number | null;
  worker?: { name: string; mobile: string; vehicleNo: string };
  /** The vehicle's way to the customer: [lng, lat] every few minutes, ending near them. */
  trail?: [number, number][];
}

/** The VIP customer's gold-service desk bookings on a three-use inspection-run coupon. */
const demoGolden: Record<string, DemoGolden[]> = {
  vip: [
    {
      serviceType: '12',
      couponName: ['金牌管家·代办年检（3次）', 'Gold concierge: inspection run (3 uses)'],
      item: ['上门取车，代办年检后送回', 'Collect the car, take it through inspection and bring it back'],
      hoursAgo: 2,
      moves: [
        ['accepted', 0.2, '金牌专员已接单'],
        ['inService', 1.5, '专员已出发取车'],
      ],
      appointmentInHours: 1,
      worker: { name: '陈师傅', mobile: '13600002222', vehicleNo: '沪A6Q327' },
      trail: [
        [121.4737, 31.2304],
        [121.4805, 31.2261],
        [121.4893, 31.2219],
        [121.4978, 31.2182],
        [121.5046, 31.2141],
      ],
    },
    {
      serviceType: '12',
      couponName: ['金牌管家·代办年检（3次）', 'Gold concierge: inspection run (3 uses)'],
      item: ['代办年检（含尾气检测）', 'Inspection run with emissions test'],
      hoursAgo: 24 * 60,
      moves: [
        ['accepted', 0.5, '金牌专员已接单'],
        ['inService', 20, '已取车，前往检测站'],
        ['completed', 26, '年检已通过，车辆已送回'],
      ],
      appointmentInHours: null,
      worker: { name: '陈师傅', mobile: '13600002222', vehicleNo: '沪A6Q327' },
    },
    {
      serviceType: '14',
      couponName: ['金牌管家·电瓶检测', 'Gold concierge: battery check'],
      item: ['上门检测电瓶', 'Battery check at your door'],
      hoursAgo: 0.5,
      moves: [],
      appointmentInHours: 24,
    },
  ],
};

async function seedGolden(
  tx: Tx,
  fieldCrypto: FieldCrypto,
  customer: typeof customers.$inferSelect,
  list: DemoGolden[],
  now: Date,
): Promise<void> {
  const couponIds = new Map<string, string>();
  const actor = { kind: 'system' as const, id: 'seed' };
  for (const g of list) {
    const placed = new Date(now.getTime() - g.hoursAgo * hourMs);
    let couponId = couponIds.get(g.couponName[0]);
    if (!couponId) {
      const sameName = list.filter((x) => x.couponName[0] === g.couponName[0]).length;
      const coupon = await issueCoupon(
        tx,
        {
          customerId: customer.id,
          serviceType: g.serviceType,
          name: g.couponName[0],
          nameEn: g.couponName[1],
          source: 'vip',
          validFrom: new Date(now.getTime() - 90 * dayMs),
          validTo: new Date(now.getTime() + 275 * dayMs),
          quantity: Math.max(3, sameName),
        },
        actor,
      );
      couponId = coupon.id;
      couponIds.set(g.couponName[0], couponId);
    }
    const trail = g.trail?.map(([lng, lat], i, all) => ({
      lng,
      lat,
      at: new Date(now.getTime() - (all.length - 1 - i) * 4 * 60_000).toISOString(),
    }));
    const order = await createOrder(
      tx,
      {
        customerId: customer.id,
        serviceType: g.serviceType,
        businessType: 'golden',
        couponId,
        plateNumber: customer.plateNumbers[0] ?? '',
        contactName: customer.custName,
        contactMobileSealed: customer.mobileSealed,
        appointmentAt:
          g.appointmentInHours === null ? null : new Date(now.getTime() + g.appointmentInHours * hourMs),
        details: {
          golden: {
            item: { 'zh-CN': g.item[0], 'en-US': g.item[1] },
            worker: g.worker
              ? {
                  name: g.worker.name,
                  mobileSealed: fieldCrypto.seal(g.worker.mobile),
                  vehicleNo: g.worker.vehicleNo,
                }
              : null,
            trailSealed: trail ? fieldCrypto.seal(JSON.stringify(trail)) : null,
          },
        },
      },
      { kind: 'operator', id: 'golden-desk' },
      { now: placed, note: '金牌服务台已为您预约' },
    );
    if (!order) throw new Error('seeding a golden order failed: coupon not usable');
    let from: OrderStatusValue = 'submitted';
    for (const [to, after, note] of g.moves) {
      const moved = await moveOrder(tx, order.id, [from], to, { kind: 'operator', id: 'golden-desk' }, note, {
        at: new Date(placed.getTime() + after * hourMs),
      });
      if (!moved) throw new Error(`seeding a golden move to ${to} failed`);
      from = to;
    }
  }
}

/**
 * A consultation the VIP customer booked for her father (the booking form is
 * the declarative one; this gives its detail screen something real to show).
 */
async function seedConsultation(
  tx: Tx,
  customer: typeof customers.$inferSelect,
  fieldCrypto: FieldCrypto,
  now: Date,
): Promise<void> {
  const placed = new Date(now.getTime() - 3 * hourMs);
  const coupon = await issueCoupon(
    tx,
    {
      customerId: customer.id,
      serviceType: '24',
      name: '在线问诊',
      nameEn: 'Online consultation',
      source: 'vip',
      validFrom: new Date(now.getTime() - 30 * dayMs),
      validTo: new Date(now.getTime() + 335 * dayMs),
      quantity: 2,
    },
    { kind: 'system', id: 'seed' },
  );
  const order = await createOrder(
    tx,
    {
      customerId: customer.id,
      serviceType: '24',
      businessType: 'consultation',
      couponId: coupon.id,
      contactName: '李建国',
      contactMobileSealed: fieldCrypto.seal('13700001111'),
      appointmentAt: new Date(now.getTime() + 20 * hourMs),
      details: {
        remark: '近一周早晨起床后膝盖酸痛，上下楼梯加重，未用药。',
        answers: { department: 'orthopaedics' },
      },
    },
    { kind: 'customer', id: customer.id },
    { now: placed, note: '问诊已提交，等待医生接诊' },
  );
  if (!order) throw new Error('seeding a consultation failed: coupon not usable');
}

/** Related people, voluntary inquiries and gold-service orders of the demo customers. */
export const seedPeople: SeedStep = async (tx, { customerIds, fieldCrypto, now }) => {
  const keys = [
    ...new Set([...Object.keys(demoPeople), ...Object.keys(demoInquiries), ...Object.keys(demoGolden)]),
  ];
  const ids = keys.map((k) => customerIds.get(k)).filter((id): id is string => Boolean(id));
  if (ids.length === 0) return;
  const rows = await tx.select().from(customers).where(inArray(customers.id, ids));
  for (const key of keys) {
    const customer = rows.find((r) => r.id === customerIds.get(key));
    if (!customer) continue;
    for (const [i, p] of (demoPeople[key] ?? []).entries()) {
      await tx.insert(relatedPersons).values({
        customerId: customer.id,
        name: p.name,
        mobileSealed: fieldCrypto.seal(p.mobile),
        idType: '1',
        idNumberSealed: fieldCrypto.seal(p.idNumber),
        idNumberIndex: fieldCrypto.blindIndex(p.idNumber),
        relation: p.relation,
        createdAt: new Date(now.getTime() - (200 - i) * dayMs),
      });
    }
    for (const q of demoInquiries[key] ?? []) {
      const at = new Date(now.getTime() - q.hoursAgo * hourMs);
      await tx.insert(inquiries).values({
        customerId: customer.id,
        carNumber: customer.plateNumbers[0] ?? '',
        serviceType: q.serviceType,
        note: q.note,
        state: q.answer ? 'answered' : q.cancelledAfterHours !== undefined ? 'cancelled' : 'open',
        answer: q.answer?.text ?? null,
        quoteFen: q.answer?.quoteFen ?? null,
        createdAt: at,
        answeredAt: q.answer ? new Date(at.getTime() + q.answer.afterHours * hourMs) : null,
        cancelledAt:
          q.cancelledAfterHours !== undefined
            ? new Date(at.getTime() + q.cancelledAfterHours * hourMs)
            : null,
      });
    }
    const golden = demoGolden[key];
    if (golden) await seedGolden(tx, fieldCrypto, customer, golden, now);
    if (key === 'vip') await seedConsultation(tx, customer, fieldCrypto, now);
  }
};
