import { eq } from 'drizzle-orm';
import { issueCoupon } from '../domain/coupons.js';
import { giftCodes, giftExchanges, gifts, type GiftItem } from '../db/schema/index.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;

const wash = (quantity: number, validDays: number): GiftItem => ({
  serviceType: '9',
  name: `精致洗车${String(quantity)}次`,
  nameEn: `Car wash ×${String(quantity)}`,
  quantity,
  validDays,
  transferable: true,
});

/** The gifts on offer for points; images are the catalogue's sprite names (served by common/R00010006). */
export const demoGifts: (typeof gifts.$inferInsert)[] = [
  {
    id: 'GIFT-WASH-4',
    name: '洗车四次礼包',
    nameEn: 'Four car washes',
    description: '全国合作门店精致洗车 4 次，一年内有效',
    descriptionEn: 'Four car washes at any partner store, valid for a year',
    imageUrl: 'car#wash',
    serviceType: '9',
    category: 'car',
    pointPrice: 1200,
    stock: 500,
    items: [wash(4, 365)],
    sort: 1,
  },
  {
    id: 'GIFT-DISINFECT',
    name: '车内消毒礼包',
    nameEn: 'Car disinfection',
    description: '车内臭氧消毒一次，半年内有效',
    descriptionEn: 'One ozone disinfection of the cabin, valid for six months',
    imageUrl: 'car#disinfect',
    serviceType: '15',
    category: 'car',
    pointPrice: 800,
    stock: 300,
    items: [
      {
        serviceType: '15',
        name: '车内消毒',
        nameEn: 'Car disinfection',
        quantity: 1,
        validDays: 180,
      },
    ],
    sort: 2,
  },
  {
    id: 'GIFT-SAFETY',
    name: '安全检测礼包',
    nameEn: 'Safety check',
    description: '38 项安全检测一次，并赠洗车一次',
    descriptionEn: 'A 38-point safety check plus one car wash',
    imageUrl: 'car#safety',
    serviceType: '17',
    category: 'car',
    pointPrice: 1500,
    stock: 200,
    items: [
      { serviceType: '17', name: '安全检测', nameEn: 'Safety check', quantity: 1, validDays: 365 },
      wash(1, 365),
    ],
    sort: 3,
  },
  {
    id: 'GIFT-HOME-CLEAN',
    name: '家庭保洁礼包',
    nameEn: 'Home cleaning',
    description: '家庭日常保洁 3 小时一次',
    descriptionEn: 'One three-hour home cleaning',
    imageUrl: 'service#clean',
    serviceType: '21',
    category: 'home',
    pointPrice: 2000,
    stock: 100,
    items: [{ serviceType: '21', name: '家庭保洁', nameEn: 'Home cleaning', quantity: 1, validDays: 180 }],
    sort: 4,
  },
  {
    id: 'GIFT-TYRE',
    name: '轮胎服务礼包',
    nameEn: 'Tyre service',
    description: '轮胎换位与动平衡一次（已兑完）',
    descriptionEn: 'One tyre rotation and balancing (sold out)',
    imageUrl: 'car#tyre',
    serviceType: '13',
    category: 'car',
    pointPrice: 600,
    stock: 0,
    items: [{ serviceType: '13', name: '轮胎服务', nameEn: 'Tyre service', quantity: 1, validDays: 180 }],
    sort: 5,
  },
];

/** The gift code the giftClaim persona was handed by a friend (accepted on /rights/giftsaccept/9). */
export const demoGiftCode = 'WASH2026GIFT';

/**
 * The gift catalogue, a gift code the giftClaim persona can accept, and an
 * exchange history for the home-page and VIP personas. Runs after the rights
 * step, whose catalogue the issued coupons refer to.
 */
export const seedGifts: SeedStep = async (tx, { customerIds, now }) => {
  const at = (days: number) => new Date(now.getTime() + days * dayMs);
  await tx.insert(gifts).values(demoGifts);

  const claimer = customerIds.get('giftClaim');
  await tx.insert(giftCodes).values([
    {
      code: demoGiftCode,
      serviceType: '9',
      items: [wash(2, 180)],
      forCustomerId: claimer ?? null,
      expiresAt: at(30),
    },
    { code: 'WASH2026OPEN', serviceType: '9', items: [wash(1, 90)], expiresAt: at(30) },
  ]);

  const history: [persona: string, giftId: string, daysAgo: number][] = [
    ['headPage', 'GIFT-DISINFECT', 45],
    ['headPage', 'GIFT-HOME-CLEAN', 12],
    ['vip', 'GIFT-WASH-4', 60],
    ['vip', 'GIFT-SAFETY', 20],
    ['vip', 'GIFT-DISINFECT', 3],
    ['myCoupons', 'GIFT-SAFETY', 8],
  ];
  for (const [persona, giftId, daysAgo] of history) {
    const customerId = customerIds.get(persona);
    const gift = demoGifts.find((g) => g.id === giftId);
    if (!customerId || !gift) continue;
    const exchangedAt = at(-daysAgo);
    const [row] = await tx
      .insert(giftExchanges)
      .values({ customerId, giftId, quantity: 1, points: gift.pointPrice, exchangedAt })
      .returning();
    if (!row) continue;
    const couponIds: string[] = [];
    for (const item of gift.items) {
      const c = await issueCoupon(
        tx,
        {
          customerId,
          serviceType: item.serviceType,
          name: item.name,
          nameEn: item.nameEn,
          source: 'exchange',
          validFrom: exchangedAt,
          validTo: new Date(exchangedAt.getTime() + item.validDays * dayMs),
          quantity: item.quantity,
          transferable: item.transferable ?? false,
        },
        { kind: 'customer', id: customerId },
        `exchange:${row.id}`,
      );
      couponIds.push(c.id);
    }
    await tx.update(giftExchanges).set({ couponIds }).where(eq(giftExchanges.id, row.id));
  }
};
