import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { newOrderNo, newPrimaryCheck } from '../domain/orders.js';
import { hashPassword, maskAddress } from '../domain/rescue.js';
import {
  couponEvents,
  coupons,
  customers,
  merchants,
  orderHistory,
  orders,
  redemptions,
  rescueDispatchEvents,
  rescueDispatches,
  rescueRequests,
  rescuers,
  stores,
  towVehicles,
  type OrderStatusValue,
} from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

/**
 * Thirty days of history for the operations console's dashboards and a busy
 * dispatch board: a second tow company with its crews, customers who are not
 * demo personas (so no persona's own screens change), their past orders across
 * services, their coupons redeemed at partner stores, and rescues with their
 * accept and arrival times. Written in bulk (this runs for every test app), with
 * a fixed pseudo-random sequence so every seeded database tells the same story.
 */

const minute = 60_000;
const day = 86_400_000;

/** A small deterministic generator (LCG): the same figures on every seed. */
function sequence(seed: number) {
  let s = seed;
  const next = () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
  return {
    next,
    between: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}

export const shundaCompany = { name: '顺达道路救援有限公司', nameEn: 'Shunda Roadside Rescue Co.' };

const crews = [
  {
    loginName: 'wangzhigang',
    name: '王志刚',
    mobile: '18611112201',
    vehicleNo: '京C7H210',
    type: '平板拖车',
    lng: 116.3712,
    lat: 39.9151,
  },
  {
    loginName: 'chenli',
    name: '陈立',
    mobile: '18611112202',
    vehicleNo: '京C5M883',
    type: '轻型救援车',
    lng: 116.5021,
    lat: 39.9632,
  },
  {
    loginName: 'liubo',
    name: '刘波',
    mobile: '18611112203',
    vehicleNo: '京C2P416',
    type: '平板拖车',
    lng: 116.3305,
    lat: 39.8741,
  },
] as const;

const historyPeople = [
  ['孙浩', '13901010101', '京N5R218'],
  ['周敏', '13901010102', '京F3K771'],
  ['吴磊', '13901010103', '京Q9D020'],
  ['郑洁', '13901010104', '京HX6612'],
  ['冯涛', '13901010105', '京E2M489'],
  ['蒋丽', '13901010106', '京L7P305'],
  ['韩冰', '13901010107', '京K1T936'],
  ['曹阳', '13901010108', '京P8G154'],
] as const;

/** Beijing places the history's rescues happened at (street level). */
const places = [
  { address: '北京市海淀区中关村大街27号', lng: 116.3162, lat: 39.9836 },
  { address: '北京市西城区西直门外大街1号', lng: 116.3495, lat: 39.9405 },
  { address: '北京市朝阳区望京东路8号', lng: 116.4895, lat: 40.0014 },
  { address: '北京市丰台区南三环西路16号', lng: 116.3578, lat: 39.8576 },
  { address: '北京市东城区东四十条甲22号', lng: 116.4321, lat: 39.9334 },
  { address: '北京市朝阳区京通快速路四惠桥', lng: 116.5012, lat: 39.9072 },
  { address: '北京市石景山区石景山路22号', lng: 116.2211, lat: 39.9065 },
  { address: '北京市通州区新华西街58号', lng: 116.6561, lat: 39.9078 },
] as const;

const faults = ['tow', 'jumpStart', 'tyre', 'fuel', 'tow', 'winch', 'jumpStart'] as const;
const shopServices = ['9', '9', '9', '11', '13', '14', '15', '12'] as const;

export const seedOpsHistory: SeedStep = async (tx, { fieldCrypto, customerIds, now }) => {
  const rnd = sequence(20_261_123);
  const t0 = now.getTime();

  // ---- the second tow company and its crews ----
  const crewPassword = await hashPassword('rescue2026');
  const crewRows = await tx
    .insert(rescuers)
    .values(
      crews.map((c) => ({
        loginName: c.loginName,
        passwordHash: crewPassword,
        name: c.name,
        mobileSealed: fieldCrypto.seal(c.mobile),
        companyName: shundaCompany.name,
        companyNameEn: shundaCompany.nameEn,
        branchCode: '110000',
      })),
    )
    .returning({ id: rescuers.id, loginName: rescuers.loginName });
  const crewId = (login: string) => crewRows.find((r) => r.loginName === login)?.id ?? null;
  await tx.insert(towVehicles).values([
    ...crews.map((c) => ({
      vehicleNo: c.vehicleNo,
      vehicleType: c.type,
      companyName: shundaCompany.name,
      boundRescuerId: crewId(c.loginName),
      boundAt: new Date(t0 - 60 * day),
      lastLng: c.lng,
      lastLat: c.lat,
      lastSeenAt: new Date(t0 - 2 * minute),
    })),
    // A spare truck nobody has bound yet.
    { vehicleNo: '京C0R558', vehicleType: '重型清障车', companyName: shundaCompany.name },
  ]);

  // ---- customers of the history (not personas) ----
  const people = await tx
    .insert(customers)
    .values(
      historyPeople.map(([name, mobile, plate], i) => ({
        pid: `PIDH${String(3_000_001 + i)}`,
        custName: name,
        mobileSealed: fieldCrypto.seal(mobile),
        mobileIndex: fieldCrypto.blindIndex(mobile),
        plateNumbers: [plate],
        currentPlate: plate,
        isVerify: 'Y',
        branchCompanyCode: '110000',
      })),
    )
    .returning({ id: customers.id, plate: customers.currentPlate, name: customers.custName });

  // ---- service orders across services and states ----
  const orderValues: (typeof orders.$inferInsert)[] = [];
  for (let d = 29; d >= 0; d -= 1) {
    const count = rnd.between(2, 5);
    for (let k = 0; k < count; k += 1) {
      const who = rnd.pick(people);
      const at = new Date(t0 - d * day - rnd.between(30, 600) * minute);
      const roll = rnd.next();
      let status: OrderStatusValue = 'completed';
      if (roll < 0.12) status = 'cancelled';
      else if (d <= 2 && roll < 0.35) status = 'submitted';
      else if (d <= 3 && roll < 0.5) status = 'accepted';
      else if (d <= 4 && roll < 0.6) status = 'toVerify';
      orderValues.push({
        orderNo: newOrderNo(at),
        primaryCheck: newPrimaryCheck(),
        customerId: who.id,
        serviceType: rnd.pick(shopServices),
        status,
        plateNumber: who.plate,
        contactName: who.name,
        cancelReason: status === 'cancelled' ? '行程有变' : '',
        createdAt: at,
        updatedAt: at,
      });
    }
  }
  const shopOrders = await tx
    .insert(orders)
    .values(orderValues)
    .returning({ id: orders.id, status: orders.status, customerId: orders.customerId, at: orders.createdAt });
  await tx.insert(orderHistory).values(
    shopOrders.map((o) => ({
      orderId: o.id,
      status: o.status,
      actorKind: 'system' as const,
      note: 'history',
      at: o.at,
    })),
  );

  // ---- coupons redeemed at partner stores (not the merchant persona's, whose screens stay as they are) ----
  const personaMerchant = customerIds.get('merchant');
  const shops = await tx
    .select({ storeId: stores.id, merchantId: stores.merchantId })
    .from(stores)
    .innerJoin(merchants, eq(merchants.id, stores.merchantId))
    .where(
      and(
        eq(stores.enabled, true),
        personaMerchant ? ne(merchants.accountCustomerId, personaMerchant) : undefined,
      ),
    );
  if (shops.length > 0) {
    const uses: { at: Date; customerId: string; shop: (typeof shops)[number] }[] = [];
    for (let d = 29; d >= 0; d -= 1) {
      // Weekends are busier at car washes.
      const weekday = new Date(t0 - d * day).getUTCDay();
      const count = rnd.between(3, 7) + (weekday === 0 || weekday === 6 ? rnd.between(3, 6) : 0);
      for (let k = 0; k < count; k += 1) {
        uses.push({
          at: new Date(t0 - d * day - rnd.between(20, 540) * minute),
          customerId: rnd.pick(people).id,
          shop: rnd.pick(shops),
        });
      }
    }
    const couponRows = await tx
      .insert(coupons)
      .values(
        uses.map((u) => ({
          customerId: u.customerId,
          serviceType: '9',
          name: '精致洗车',
          nameEn: 'Car wash',
          code: `9${String(randomInt(100_000_000_000)).padStart(11, '0')}`,
          state: 'used' as const,
          source: 'policy' as const,
          validFrom: new Date(u.at.getTime() - 90 * day),
          validTo: new Date(u.at.getTime() + 270 * day),
          quantity: 1,
          usedCount: 1,
          createdAt: new Date(u.at.getTime() - 90 * day),
          updatedAt: u.at,
        })),
      )
      .returning({ id: coupons.id, code: coupons.code });
    // The ledger of each: issued with the policy, then used at the store (the books balance).
    await tx.insert(couponEvents).values(
      uses.flatMap((u, i) => [
        {
          couponId: couponRows[i]?.id ?? '',
          action: 'issued' as const,
          actorKind: 'system' as const,
          at: new Date(u.at.getTime() - 90 * day),
        },
        {
          couponId: couponRows[i]?.id ?? '',
          action: 'used' as const,
          count: 1,
          actorKind: 'merchant' as const,
          actorId: u.shop.merchantId,
          refId: couponRows[i]?.code ?? '',
          at: u.at,
        },
      ]),
    );
    await tx.insert(redemptions).values(
      uses.map((u, i) => ({
        merchantId: u.shop.merchantId,
        storeId: u.shop.storeId,
        couponId: couponRows[i]?.id ?? '',
        customerId: u.customerId,
        ticketId: couponRows[i]?.code ?? '',
        idempotencyKey: randomBytes(12).toString('base64url'),
        count: 1,
        state: 'completed' as const,
        settlementFen: 2500,
        redeemedAt: u.at,
        completedAt: new Date(u.at.getTime() + 25 * minute),
      })),
    );
  }

  // ---- finished rescues with their response times ----
  const rescues: {
    at: Date;
    who: (typeof people)[number];
    place: (typeof places)[number];
    fault: string;
    crew: (typeof crews)[number];
    accept: number;
    arrive: number;
  }[] = [];
  for (let d = 29; d >= 1; d -= 1) {
    const count = rnd.between(1, 3);
    for (let k = 0; k < count; k += 1) {
      // Rush hours and bad weather days answer slower.
      const slow = d % 9 === 4 ? 1.6 : 1;
      const accept = Math.round(rnd.between(1, 9) * slow);
      rescues.push({
        at: new Date(t0 - d * day - rnd.between(60, 900) * minute),
        who: rnd.pick(people),
        place: rnd.pick(places),
        fault: rnd.pick(faults),
        crew: rnd.pick(crews),
        accept,
        arrive: accept + Math.round(rnd.between(14, 38) * slow),
      });
    }
  }
  const rescueOrders = await tx
    .insert(orders)
    .values(
      rescues.map((r) => ({
        orderNo: newOrderNo(r.at),
        primaryCheck: newPrimaryCheck(),
        customerId: r.who.id,
        serviceType: '1',
        businessType: '1',
        status: 'completed' as const,
        plateNumber: r.who.plate,
        contactName: r.who.name,
        locationSealed: fieldCrypto.seal(JSON.stringify({ ...r.place, cityName: '北京' })),
        details: { faultType: r.fault, remark: '', onHighway: false },
        createdAt: r.at,
        updatedAt: new Date(r.at.getTime() + (r.arrive + 25) * minute),
      })),
    )
    .returning({ id: orders.id });
  await tx.insert(rescueRequests).values(
    rescues.map((r, i) => ({
      orderId: rescueOrders[i]?.id ?? '',
      faultType: r.fault,
      placeSealed: fieldCrypto.seal(JSON.stringify({ ...r.place, cityName: '北京' })),
      maskedAddress: maskAddress(r.place.address),
      cityName: '北京',
      meetingCode: String(randomInt(10_000)).padStart(4, '0'),
      meetingConfirmedAt: new Date(r.at.getTime() + (r.arrive + 1) * minute),
      outcome: 'completed' as const,
    })),
  );
  const dispatchRows = await tx
    .insert(rescueDispatches)
    .values(
      rescues.map((r, i) => ({
        subTicketId: `WS${r.at.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(100_000_000)).padStart(8, '0')}`,
        orderId: rescueOrders[i]?.id ?? '',
        status: 'finished' as const,
        companyName: shundaCompany.name,
        rescuerId: crewId(r.crew.loginName),
        vehicleNo: r.crew.vehicleNo,
        etaAt: new Date(r.at.getTime() + (r.accept + 25) * minute),
        offeredAt: r.at,
        updatedAt: new Date(r.at.getTime() + (r.arrive + 25) * minute),
        finishedAt: new Date(r.at.getTime() + (r.arrive + 25) * minute),
      })),
    )
    .returning({ id: rescueDispatches.id });
  await tx.insert(rescueDispatchEvents).values(
    rescues.flatMap((r, i) => {
      const dispatchId = dispatchRows[i]?.id ?? '';
      const at = (m: number) => new Date(r.at.getTime() + m * minute);
      return [
        { dispatchId, status: 'offered' as const, note: '', at: at(0) },
        { dispatchId, status: 'accepted' as const, note: r.crew.vehicleNo, at: at(r.accept) },
        { dispatchId, status: 'departed' as const, note: '', at: at(r.accept + 1) },
        { dispatchId, status: 'arrived' as const, note: '', at: at(r.arrive) },
        { dispatchId, status: 'finished' as const, note: '', at: at(r.arrive + 25) },
      ];
    }),
  );

  // ---- tonight on the board: a late truck the customer has urged, and one waiting in the pool ----
  const late = people[0];
  const waiting = people[1];
  const wang = crews[0];
  if (late && waiting) {
    const lateAt = new Date(t0 - 52 * minute);
    const latePlace = {
      address: '北京市西城区阜成门外大街2号万通中心东侧',
      lng: 116.3521,
      lat: 39.9236,
      cityName: '北京',
    };
    const poolAt = new Date(t0 - 4 * minute);
    const poolPlace = {
      address: '北京市朝阳区朝阳北路101号朝阳大悦城北门',
      lng: 116.5183,
      lat: 39.9241,
      cityName: '北京',
    };
    const open = await tx
      .insert(orders)
      .values([
        {
          orderNo: newOrderNo(lateAt),
          primaryCheck: newPrimaryCheck(),
          customerId: late.id,
          serviceType: '1',
          businessType: '1',
          status: 'accepted' as const,
          plateNumber: late.plate,
          contactName: late.name,
          locationSealed: fieldCrypto.seal(JSON.stringify(latePlace)),
          details: { faultType: 'tow', remark: '', onHighway: false },
          createdAt: lateAt,
          updatedAt: new Date(lateAt.getTime() + 6 * minute),
        },
        {
          orderNo: newOrderNo(poolAt),
          primaryCheck: newPrimaryCheck(),
          customerId: waiting.id,
          serviceType: '1',
          businessType: '1',
          status: 'submitted' as const,
          plateNumber: waiting.plate,
          contactName: waiting.name,
          locationSealed: fieldCrypto.seal(JSON.stringify(poolPlace)),
          details: { faultType: 'jumpStart', remark: '', onHighway: false },
          createdAt: poolAt,
          updatedAt: poolAt,
        },
      ])
      .returning({ id: orders.id });
    const [lateOrder, poolOrder] = open;
    if (lateOrder && poolOrder) {
      await tx.insert(orderHistory).values([
        { orderId: lateOrder.id, status: 'submitted', actorKind: 'customer', actorId: late.id, at: lateAt },
        {
          orderId: lateOrder.id,
          status: 'accepted',
          actorKind: 'rescuer',
          actorId: crewId(wang.loginName) ?? '',
          at: new Date(lateAt.getTime() + 6 * minute),
        },
        {
          orderId: poolOrder.id,
          status: 'submitted',
          actorKind: 'customer',
          actorId: waiting.id,
          at: poolAt,
        },
      ]);
      await tx.insert(rescueRequests).values([
        {
          orderId: lateOrder.id,
          faultType: 'tow',
          placeSealed: fieldCrypto.seal(JSON.stringify(latePlace)),
          maskedAddress: maskAddress(latePlace.address),
          cityName: '北京',
          meetingCode: String(randomInt(10_000)).padStart(4, '0'),
          lastUrgedAt: new Date(t0 - 5 * minute),
          urgeCount: 2,
          escalatedAt: new Date(t0 - 5 * minute),
        },
        {
          orderId: poolOrder.id,
          faultType: 'jumpStart',
          placeSealed: fieldCrypto.seal(JSON.stringify(poolPlace)),
          maskedAddress: maskAddress(poolPlace.address),
          cityName: '北京',
          meetingCode: String(randomInt(10_000)).padStart(4, '0'),
        },
      ]);
      const [lateDispatch, poolDispatch] = await tx
        .insert(rescueDispatches)
        .values([
          {
            subTicketId: `WS${lateAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(100_000_000)).padStart(8, '0')}`,
            orderId: lateOrder.id,
            status: 'departed' as const,
            companyName: shundaCompany.name,
            rescuerId: crewId(wang.loginName),
            vehicleNo: wang.vehicleNo,
            etaAt: new Date(lateAt.getTime() + 38 * minute),
            offeredAt: lateAt,
            updatedAt: new Date(lateAt.getTime() + 7 * minute),
          },
          {
            subTicketId: `WS${poolAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(randomInt(100_000_000)).padStart(8, '0')}`,
            orderId: poolOrder.id,
            status: 'offered' as const,
            companyName: shundaCompany.name,
            offeredAt: poolAt,
            updatedAt: poolAt,
          },
        ])
        .returning({ id: rescueDispatches.id });
      if (lateDispatch && poolDispatch) {
        await tx.insert(rescueDispatchEvents).values([
          { dispatchId: lateDispatch.id, status: 'offered', at: lateAt },
          {
            dispatchId: lateDispatch.id,
            status: 'accepted',
            note: wang.vehicleNo,
            at: new Date(lateAt.getTime() + 6 * minute),
          },
          { dispatchId: lateDispatch.id, status: 'departed', at: new Date(lateAt.getTime() + 7 * minute) },
          { dispatchId: poolDispatch.id, status: 'offered', at: poolAt },
        ]);
      }
    }
  }
};
