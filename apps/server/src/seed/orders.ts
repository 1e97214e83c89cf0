import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { giveBackUses, issueCoupon } from '../domain/coupons.js';
import { createOrder, moveOrder } from '../domain/orders.js';
import { sha256 } from '../domain/sms.js';
import { customers, serviceCatalogue, smsOutbox, stores } from '../db/schema/index.js';
import type { OrderStatusValue } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

interface DemoOrder {
  type: string;
  store?: string;
  businessType: string;
  /** Hours ago it was placed. */
  placedHoursAgo: number;
  /** The moves after `submitted`, each with the hours after placing and a note. */
  moves: [OrderStatusValue, number, string][];
  appointmentInHours?: number;
  remark?: string;
  details?: Record<string, unknown>;
  priceFen?: number;
}

const served: [OrderStatusValue, number, string][] = [
  ['accepted', 0.2, '门店已接单'],
  ['inService', 20, '车辆到店，开始服务'],
  ['toVerify', 21, '服务完成，待核销'],
  ['completed', 21.2, '已核销，服务完成'],
];

/** Ongoing and ended orders of several personas, each paid by one of their coupons. */
const demoOrders: Record<string, DemoOrder[]> = {
  headPage: [
    {
      type: '9',
      store: 'SN110105001',
      businessType: 'carWash',
      placedHoursAgo: 2,
      moves: [],
      appointmentInHours: 20,
      remark: '车内吸尘，谢谢',
    },
    {
      type: '11',
      store: 'SN110108001',
      businessType: 'network',
      placedHoursAgo: 30,
      moves: [['accepted', 1, '门店已接单，将电话联系您确认时间']],
      appointmentInHours: 44,
      priceFen: 18_000,
    },
    {
      type: '12',
      businessType: 'service',
      placedHoursAgo: 24 * 12,
      moves: served,
      // The inspection run lent a car while the customer's went through the inspection (R00010042).
      details: {
        remark: '',
        substitute: {
          vehiclePlate: '京N8M261',
          vehicleModel: '大众朗逸',
          driverName: '刘建国',
          driverMobile: '13671234567',
          pickupAt: 'PICKUP_AT',
          returnAt: 'RETURN_AT',
          pickupPlace: {
            address: '北京市朝阳区望京街9号',
            lng: 116.47052,
            lat: 39.99648,
            cityCode: '110100',
            cityName: '北京市',
          },
          returnPlace: {
            address: '北京市朝阳区望京街9号',
            lng: 116.47052,
            lat: 39.99648,
            cityCode: '110100',
            cityName: '北京市',
          },
        },
      },
    },
    {
      type: '9',
      store: 'SN110105002',
      businessType: 'carWash',
      placedHoursAgo: 24 * 20,
      moves: [['cancelled', 3, '行程有变，暂不需要']],
    },
    {
      type: '23',
      businessType: 'card',
      placedHoursAgo: 24 * 40,
      moves: [
        ['accepted', 1, '制卡中'],
        ['inService', 48, '卡片已寄出'],
        ['completed', 96, '卡片已激活'],
      ],
      priceFen: 0,
      details: {
        card: {
          cardName: '健康服务卡（年卡）',
          cardNo: '6230580000012345678',
          holderName: '张伟',
          balance: 150_000,
          activatedAt: 'ACTIVATED',
          validTo: 'VALID_TO',
        },
      },
    },
  ],
  vip: [
    {
      type: '44',
      store: 'SN110105002',
      businessType: 'carWash',
      placedHoursAgo: 5,
      moves: [
        ['accepted', 0.1, '门店已接单'],
        ['inService', 4.5, '车辆到店，开始服务'],
      ],
    },
    { type: '9', store: 'SN110101001', businessType: 'carWash', placedHoursAgo: 24 * 6, moves: served },
    { type: '31', store: 'SN310115001', businessType: 'carWash', placedHoursAgo: 24 * 9, moves: served },
  ],
  rightUser: [
    {
      type: '9',
      store: 'SN110105001',
      businessType: 'carWash',
      placedHoursAgo: 26,
      moves: [
        ['accepted', 0.3, '门店已接单'],
        ['inService', 24, '车辆到店，开始服务'],
        ['toVerify', 25, '服务完成，待核销'],
      ],
    },
  ],
  haveRc: [
    { type: '9', store: 'SN110108001', businessType: 'carWash', placedHoursAgo: 24 * 15, moves: served },
  ],
  backUrl: [{ type: '9', store: 'SN110106001', businessType: 'carWash', placedHoursAgo: 3, moves: [] }],
};

/**
 * The coupon an order was paid with: issued for it, so the demo orders leave
 * the coupons the rights step seeded (and its screens show) as they are. A
 * cancelled order's coupon came back and has since lapsed.
 */
async function couponFor(tx: Tx, customerId: string, o: DemoOrder, placed: Date): Promise<string> {
  const [item] = await tx.select().from(serviceCatalogue).where(eq(serviceCatalogue.serviceType, o.type));
  if (!item) {
    // On its own (without the rights step) this step adds the catalogue rows the orders need.
    await tx
      .insert(serviceCatalogue)
      .values({
        serviceType: o.type,
        module: 'carSteward',
        name: o.type,
        nameEn: o.type,
        showName: o.type,
        showNameEn: o.type,
      })
      .onConflictDoNothing();
  }
  const cancelled = o.moves.some(([to]) => to === 'cancelled');
  const issued = await issueCoupon(
    tx,
    {
      customerId,
      serviceType: o.type,
      name: item?.name ?? '服务券',
      nameEn: item?.nameEn ?? 'Service coupon',
      source: 'policy',
      validFrom: new Date(placed.getTime() - 30 * dayMs),
      validTo: new Date(placed.getTime() + (cancelled ? 10 : 365) * dayMs),
      quantity: 1,
    },
    { kind: 'system', id: 'seed' },
  );
  return issued.id;
}

async function seedOrder(
  tx: Tx,
  fieldCrypto: FieldCrypto,
  customer: { id: string; custName: string; mobileSealed: string; currentPlate: string },
  o: DemoOrder,
  storeIds: Map<string, string>,
  now: Date,
): Promise<string> {
  const placed = new Date(now.getTime() - o.placedHoursAgo * hourMs);
  const couponId = await couponFor(tx, customer.id, o, placed);
  const details = JSON.parse(
    JSON.stringify(o.details ?? { remark: o.remark ?? '' })
      .replace('"ACTIVATED"', JSON.stringify(new Date(placed.getTime() + 96 * hourMs).toISOString()))
      .replace('"VALID_TO"', JSON.stringify(new Date(placed.getTime() + 365 * dayMs).toISOString()))
      .replace('"PICKUP_AT"', JSON.stringify(new Date(placed.getTime() + 20 * hourMs).toISOString()))
      .replace('"RETURN_AT"', JSON.stringify(new Date(placed.getTime() + 21 * hourMs).toISOString())),
  ) as Record<string, unknown>;
  const actor = { kind: 'customer' as const, id: customer.id };
  const order = await createOrder(
    tx,
    {
      customerId: customer.id,
      serviceType: o.type,
      businessType: o.businessType,
      couponId,
      storeId: o.store ? (storeIds.get(o.store) ?? null) : null,
      plateNumber: customer.currentPlate,
      contactName: customer.custName,
      contactMobileSealed: customer.mobileSealed,
      appointmentAt: o.appointmentInHours ? new Date(now.getTime() + o.appointmentInHours * hourMs) : null,
      details,
      priceFen: o.priceFen ?? 0,
    },
    actor,
    { now: placed, note: '订单已提交' },
  );
  if (!order) throw new Error(`seeding an order of ${o.type} failed: coupon not usable`);
  let from: OrderStatusValue = 'submitted';
  for (const [to, after, note] of o.moves) {
    const at = new Date(placed.getTime() + after * hourMs);
    const by = to === 'cancelled' ? actor : { kind: 'merchant' as const, id: o.store ?? 'system' };
    const moved = await moveOrder(tx, order.id, [from], to, by, note, {
      at,
      ...(to === 'cancelled' ? { cancelReason: note } : {}),
    });
    if (!moved) throw new Error(`seeding a move to ${to} failed`);
    if (to === 'cancelled') {
      await giveBackUses(tx, couponId, 1, actor, order.id, 'order cancelled');
    }
    from = to;
  }
  return order.id;
}

/** Orders after the network and rights steps: they need stores and coupons. */
export const seedOrders: SeedStep = async (tx, { customerIds, fieldCrypto, now }) => {
  const storeRows = await tx.select({ id: stores.id, sn: stores.snCode }).from(stores);
  const storeIds = new Map(storeRows.map((s) => [s.sn, s.id]));
  const ids = [...customerIds.entries()].filter(([k]) => k in demoOrders);
  const rows = await tx
    .select()
    .from(customers)
    .where(
      inArray(
        customers.id,
        ids.map(([, id]) => id),
      ),
    );
  for (const [key, id] of ids) {
    const customer = rows.find((r) => r.id === id);
    if (!customer) continue;
    const placed: string[] = [];
    for (const o of demoOrders[key] ?? [])
      placed.push(await seedOrder(tx, fieldCrypto, customer, o, storeIds, now));
    // The ticket SMS of the newest order: its link opens the order through /order/list?Message=… .
    const [first] = placed;
    if (key === 'headPage' && first) {
      const sid = 'demo-sms-headpage-wash';
      const mobile = fieldCrypto.open(customer.mobileSealed);
      await tx.insert(smsOutbox).values({
        mobileSealed: customer.mobileSealed,
        mobileIndex: fieldCrypto.blindIndex(mobile),
        kind: 'orderTicket',
        body: `【权益服务中心】您的精致洗车订单已受理，查看进度：/order/list?Message=${sid}`,
        customerId: id,
        orderId: first,
        linkSidHash: sha256(sid),
        createdAt: new Date(now.getTime() - 2 * hourMs),
        // A link lives a day from its sending and opens once (http/sms-link.ts).
        expiresAt: new Date(now.getTime() + 22 * hourMs),
      });
    }
  }
};
