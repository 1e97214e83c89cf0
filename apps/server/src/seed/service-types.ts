import { and, desc, eq } from 'drizzle-orm';
import { serviceTypeDescriptionSchema } from '@rc/contract';
import type { Tx } from '../db/client.js';
import type { FieldCrypto } from '../db/field-crypto.js';
import { issueCoupon } from '../domain/coupons.js';
import { createOrder, moveOrder } from '../domain/orders.js';
import { recordDriverPoint } from '../domain/driver-trail.js';
import { hashPassword } from '../domain/rescue.js';
import {
  coupons,
  customers,
  merchants,
  rescuers,
  serviceCatalogue,
  serviceTypes,
  stores,
} from '../db/schema/index.js';
import { seededServiceTypes } from './service-types/index.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;

/** The demo designated driver's sign-in (a field worker, channel 1), for reporting positions. */
export const demoDriverLogin = { account: 'liushifu', password: 'drive2026' } as const;

/** Catalogue entries of the form-based services the rights catalogue does not hold yet. */
export const extraCatalogue: (typeof serviceCatalogue.$inferInsert)[] = [
  {
    serviceType: '34',
    module: 'carLife',
    name: '安心泊车',
    nameEn: 'Guarded parking',
    showName: '安心泊车',
    showNameEn: 'Guarded parking',
    icon: 'car#parking',
    sort: 34,
    description: '机场、高铁站安心停车及代客泊车，含 3 天泊位。',
    descriptionEn: 'Guarded parking or valet parking at airports and stations, 3 days included.',
    usageNotes: '请在有效期内在线预约；本权益不可兑换现金。',
    usageNotesEn: 'Book online within the validity period; not exchangeable for cash.',
  },
  {
    serviceType: '35',
    module: 'carLife',
    name: '机场接送',
    nameEn: 'Airport transfer',
    showName: '机场接送',
    showNameEn: 'Airport transfer',
    icon: 'car#courtesy',
    sort: 35,
    description: '市区至机场单程专车接送一次（50 公里内）。',
    descriptionEn: 'One chauffeured trip between the city and the airport (up to 50 km).',
    usageNotes: '请至少提前 4 小时在线预约；本权益不可兑换现金。',
    usageNotesEn: 'Book online at least 4 hours ahead; not exchangeable for cash.',
  },
];

/**
 * Coupons that pay for each form-based service, so the demo personas can
 * book every one of them (headPage in Beijing, the VIP in Shanghai).
 */
const bookable: Record<string, { type: string; quantity: number }[]> = {
  headPage: [
    { type: '6', quantity: 3 },
    { type: '11', quantity: 2 },
    { type: '12', quantity: 1 },
    { type: '15', quantity: 1 },
    { type: '17', quantity: 1 },
    { type: '21', quantity: 2 },
    { type: '22', quantity: 1 },
    { type: '25', quantity: 2 },
    { type: '32', quantity: 1 },
    { type: '34', quantity: 2 },
    { type: '35', quantity: 2 },
  ],
  vip: [
    { type: '34', quantity: 4 },
    { type: '35', quantity: 4 },
  ],
};

/** The merchant persona's mobile car-service team: it verifies the car-service bookings. */
const mobileTeamStore = {
  snCode: 'SN110105009',
  name: '杨光汽车服务（上门服务部）',
  nameEn: 'Yangguang Car Services (mobile team)',
  address: '北京市朝阳区望京街9号望京国际商业中心B1层',
  addressEn: 'B1, Wangjing International Commercial Centre, 9 Wangjing St, Chaoyang, Beijing',
  phone: '010-64728899',
  branchCode: '110000',
  regionCode: '110105',
  lat: 39.99648,
  lng: 116.47052,
  serviceTypes: ['6', '11', '12', '13', '15', '17', '32', '34', '35'],
  openHours: '08:00-22:00',
  rating: 4.8,
};

/** The service descriptions (one data file each), the coupons that book them and who verifies them. */
export const seedServiceTypes: SeedStep = async (tx, { customerIds, fieldCrypto, now }) => {
  for (const entry of extraCatalogue) {
    const [exists] = await tx
      .select({ t: serviceCatalogue.serviceType })
      .from(serviceCatalogue)
      .where(eq(serviceCatalogue.serviceType, entry.serviceType));
    if (!exists) await tx.insert(serviceCatalogue).values(entry);
  }
  for (const input of seededServiceTypes) {
    const description = serviceTypeDescriptionSchema.parse(input);
    await tx.insert(serviceTypes).values({
      code: description.code,
      serviceType: description.serviceType,
      description,
      enabled: description.enabled,
    });
  }

  const catalogue = await tx.select().from(serviceCatalogue);
  for (const [persona, list] of Object.entries(bookable)) {
    const customerId = customerIds.get(persona);
    if (!customerId) continue;
    const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
    if (!me) continue;
    for (const h of list) {
      const entry = catalogue.find((c) => c.serviceType === h.type);
      if (!entry) throw new Error(`unknown service type ${h.type} in the service-types seed`);
      await issueCoupon(
        tx,
        {
          customerId,
          serviceType: h.type,
          name: `${entry.name}（预约券）`,
          nameEn: `${entry.nameEn} (booking)`,
          source: 'policy',
          validFrom: new Date(now.getTime() - 30 * dayMs),
          validTo: new Date(now.getTime() + 330 * dayMs),
          quantity: h.quantity,
          plateNumber: me.currentPlate || null,
          transferable: false,
        },
        { kind: 'system', id: 'seed' },
      );
    }
  }

  const headPage = customerIds.get('headPage');
  if (headPage) await seedDriverOnTheWay(tx, fieldCrypto, headPage, now);

  const merchantAccount = customerIds.get('merchant');
  if (merchantAccount) {
    const [merchant] = await tx
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.accountCustomerId, merchantAccount));
    if (merchant) await tx.insert(stores).values({ ...mobileTeamStore, merchantId: merchant.id });
  }
};

/**
 * A designated driver on the way to headPage tonight: accepted, with the
 * driver and the positions reported so far, so /order/drivingOrder and the
 * progress screens show a live booking.
 */
async function seedDriverOnTheWay(tx: Tx, fieldCrypto: FieldCrypto, customerId: string, now: Date) {
  const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.customerId, customerId), eq(coupons.serviceType, '6'), eq(coupons.state, 'unused')))
    .orderBy(desc(coupons.quantity))
    .limit(1);
  if (!me || !coupon) return;
  const pickup = { address: '北京市朝阳区三里屯路19号太古里北区', lng: 116.45471, lat: 39.93768 };
  const destination = { address: '北京市朝阳区望京街9号望京国际商业中心', lng: 116.47052, lat: 39.99648 };
  const start = new Date(Math.ceil((now.getTime() + 40 * 60_000) / 3_600_000) * 3_600_000);
  const mobile = fieldCrypto.open(me.mobileSealed);
  // The driver is a field worker of the driving company, signing in like a rescuer to report positions.
  const [driver] = await tx
    .insert(rescuers)
    .values({
      loginName: demoDriverLogin.account,
      passwordHash: await hashPassword(demoDriverLogin.password),
      name: '刘师傅',
      mobileSealed: fieldCrypto.seal('13701239876'),
      kind: 'driver',
      jobNo: 'D10086',
      companyName: '京安代驾服务有限公司',
      companyNameEn: 'Jing-An Designated Driving Co.',
      branchCode: '110000',
    })
    .returning({ id: rescuers.id });
  if (!driver) return;
  const trail = [0, 1, 2, 3].map((i) => ({
    lng: 116.4312 + i * 0.0061,
    lat: 39.9221 + i * 0.0039,
    at: new Date(now.getTime() - (3 - i) * 120_000),
  }));
  const order = await createOrder(
    tx,
    {
      customerId,
      serviceType: '6',
      businessType: 'driver',
      couponId: coupon.id,
      plateNumber: me.currentPlate,
      contactName: me.custName,
      contactMobileSealed: fieldCrypto.seal(mobile),
      appointmentAt: start,
      locationSealed: fieldCrypto.seal(JSON.stringify(pickup)),
      details: {
        form: 'designatedDriver',
        values: { appointment: start.toISOString(), plateNumber: me.currentPlate, contactName: me.custName },
        sealedValues: fieldCrypto.seal(JSON.stringify({ pickup, destination, contactMobile: mobile })),
        quote: { totalFen: 9_900, couponPaysFen: 9_900, payableFen: 0 },
        remark: '',
        driver: {
          rescuerId: driver.id,
          name: '刘师傅',
          mobileSealed: fieldCrypto.seal('13701239876'),
          vehicleNo: 'D10086',
          etaMinutes: 12,
        },
      },
    },
    { kind: 'customer', id: customerId },
    { now: new Date(now.getTime() - 30 * 60_000) },
  );
  if (!order) return;
  await moveOrder(tx, order.id, ['submitted'], 'accepted', { kind: 'merchant', id: 'seed-driver' }, '已派单');
  for (const p of trail) await recordDriverPoint(tx, fieldCrypto, order.id, p, p.at);
}
