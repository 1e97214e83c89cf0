import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { issueCoupon, useCoupon } from '../domain/coupons.js';
import { claimGiftPackage } from '../domain/gift-packages.js';
import { customerGiftPackages, giftPackages } from '../db/schema/gift-packages.js';
import { customers } from '../db/schema/customers.js';
import { policies, serviceCatalogue } from '../db/schema/rights.js';
import { demoCatalogue, demoGiftPackages } from './rights-catalogue.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;

/**
 * One holding: a coupon of a service type, valid from `from` to `to` days
 * around now, with `quantity` uses of which `used` are already spent (each a
 * ledger row, a month apart, ending a week ago).
 */
interface Holding {
  type: string;
  from: number;
  to: number;
  quantity?: number;
  used?: number;
  suffix?: [string, string];
  faceValue?: number;
  transferable?: boolean;
  source?: 'policy' | 'vip' | 'exchange';
}

const usable = (type: string, extra: Partial<Holding> = {}): Holding => ({
  type,
  from: -60,
  to: 300,
  ...extra,
});

/** Every state a screen shows: usable, expiring within 30 days, not yet valid, used up, expired. */
const holdings: Record<string, Holding[]> = {
  headPage: [
    usable('9', { quantity: 4, used: 1, suffix: ['（年卡 4 次）', ' (4 a year)'], transferable: true }),
    usable('1', { quantity: 2 }),
    usable('6', { transferable: true }),
    usable('11', { to: 18 }),
    usable('12'),
    usable('13', { quantity: 2, used: 2 }),
    { type: '14', from: -400, to: -35 },
    { type: '15', from: 10, to: 200 },
    usable('17'),
    usable('32', { quantity: 3 }),
    usable('21', { to: 25 }),
    usable('23'),
    usable('24', { quantity: 12, used: 3 }),
    usable('18', { faceValue: 3000 }),
    usable('51', { quantity: 3 }),
  ],
  vip: [
    usable('41', { quantity: 6, used: 2, source: 'vip', suffix: ['（年 6 次）', ' (6 a year)'] }),
    usable('42', { quantity: 4, source: 'vip' }),
    usable('43', { source: 'vip' }),
    usable('44', { quantity: 2, source: 'vip', to: 21 }),
    usable('9', { quantity: 6, used: 1 }),
    usable('1', { quantity: 3 }),
    usable('6', { quantity: 2, transferable: true }),
    usable('11'),
    usable('12'),
    usable('13'),
    usable('14'),
    usable('15'),
    usable('17'),
    usable('31', { quantity: 4 }),
    usable('16', { faceValue: 2000 }),
    usable('21'),
    usable('22'),
    usable('23'),
    usable('24', { quantity: 12 }),
    usable('25'),
    usable('51', { quantity: 5 }),
    { type: '18', from: -300, to: -10 },
  ],
  giftDone: [usable('14'), usable('33')],
  giftDoing: [usable('24', { quantity: 2 })],
  giftClaim: [usable('9', { quantity: 2, transferable: true }), usable('21')],
  rightUser: [usable('9', { quantity: 2 }), usable('1'), usable('11', { to: 12 })],
  haveRc: [
    usable('9', { suffix: ['（春季）', ' (spring)'], to: 40 }),
    usable('9', { suffix: ['（夏季）', ' (summer)'], to: 130 }),
    usable('9', { quantity: 4, used: 1, suffix: ['（年卡 4 次）', ' (4 a year)'] }),
    usable('1'),
  ],
  unverified: [usable('9')],
  expired: [usable('9')],
  multiBranch: [usable('31', { quantity: 2 }), usable('32'), usable('9', { quantity: 2 }), usable('1')],
  backUrl: [usable('9', { quantity: 3 }), usable('13'), usable('23', { to: 9 })],
  remind: [usable('9'), usable('1')],
  // Several pages of coupons in every state (/rights/mycoupons pages through them).
  myCoupons: [
    ...['9', '1', '11', '12', '13', '14', '15', '17', '21', '22', '23', '25', '32'].map((t) => usable(t)),
    usable('9', { quantity: 4, used: 3, suffix: ['（年卡 4 次）', ' (4 a year)'] }),
    usable('6', { transferable: true, to: 15 }),
    usable('9', { to: 6, transferable: true }),
    { type: '17', from: 5, to: 200 },
    { type: '21', from: 20, to: 365 },
    usable('11', { used: 1 }),
    usable('13', { quantity: 2, used: 2 }),
    usable('1', { used: 1 }),
    { type: '9', from: -400, to: -40 },
    { type: '14', from: -380, to: -20 },
    { type: '22', from: -200, to: -3 },
    usable('24', { quantity: 6, used: 2 }),
    usable('18', { faceValue: 5000 }),
  ],
};

const codeOf = (pid: string) => pid.replace(/\D/g, '').slice(-6);

export const seedRights: SeedStep = async (tx, { customerIds, now }) => {
  await tx.insert(serviceCatalogue).values(demoCatalogue);
  await tx.insert(giftPackages).values(demoGiftPackages);
  const at = (days: number) => new Date(now.getTime() + days * dayMs);

  for (const [persona, list] of Object.entries(holdings)) {
    const customerId = customerIds.get(persona);
    if (!customerId) continue;
    await seedHoldings(tx, customerId, list, at, now);
  }

  // giftDoing has a package to claim; giftDone claimed the same package a month ago.
  const pkg = demoGiftPackages[0];
  const doing = customerIds.get('giftDoing');
  const done = customerIds.get('giftDone');
  if (pkg && doing) await tx.insert(customerGiftPackages).values({ customerId: doing, packageId: pkg.id });
  if (pkg && done) {
    await tx.insert(customerGiftPackages).values({ customerId: done, packageId: pkg.id, offeredAt: at(-40) });
    await claimGiftPackage(tx, done, pkg.id, '粤B6M234', at(-30));
  }
};

async function seedHoldings(
  tx: Tx,
  customerId: string,
  list: Holding[],
  at: (days: number) => Date,
  now: Date,
): Promise<void> {
  const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
  if (!me) return;
  const [policy] = await tx
    .insert(policies)
    .values({
      policyNo: `PDAA2026${codeOf(me.pid)}${String(me.plateNumbers.length)}`,
      customerId,
      productName: '机动车商业保险（含车主权益服务）',
      plateNumber: me.currentPlate,
      startsAt: at(-90),
      endsAt: at(275),
    })
    .returning();
  for (const h of list) {
    const entry = demoCatalogue.find((c) => c.serviceType === h.type);
    if (!entry) throw new Error(`unknown service type ${h.type} in the rights seed`);
    const coupon = await issueCoupon(
      tx,
      {
        customerId,
        serviceType: h.type,
        name: entry.name + (h.suffix?.[0] ?? ''),
        nameEn: entry.nameEn + (h.suffix?.[1] ?? ''),
        source: h.source ?? 'policy',
        policyId: policy?.id ?? null,
        validFrom: at(h.from),
        validTo: at(h.to),
        quantity: h.quantity ?? 1,
        faceValue: h.faceValue ?? null,
        plateNumber: me.currentPlate || null,
        transferable: h.transferable ?? entry.transferable ?? false,
      },
      { kind: 'system', id: 'seed' },
      policy?.policyNo ?? '',
    );
    // Past uses: one ledger row each, as a merchant's redemption would leave.
    for (let i = 0; i < (h.used ?? 0); i++) {
      const usedAt = new Date(Math.min(now.getTime(), at(h.from).getTime() + (i + 1) * 12 * dayMs));
      await useCoupon(
        tx,
        coupon.id,
        1,
        { kind: 'merchant', id: 'seed-store' },
        `SEED-USE-${String(i + 1)}`,
        usedAt,
      );
    }
  }
}
