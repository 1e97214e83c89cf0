import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { completeTransfer, holdForTransfer, issueCoupon, releaseTransfer } from '../domain/coupons.js';
import { transferItems, transfers, type TransferStateValue } from '../db/schema/index.js';
import type { Tx } from '../db/client.js';
import type { SeedStep } from './seed.js';

const dayMs = 86_400_000;
const hourMs = 3_600_000;

interface Planned {
  giver: string;
  receiver?: string;
  state: TransferStateValue;
  serviceType: '9' | '6';
  quantity: number;
  message: string;
  /** When it was created, hours before now. */
  hoursAgo: number;
}

/**
 * A transfer in each state for the givers headPage and vip, received by
 * giftClaim (whose landing shows received gifts) and headPage. Each runs
 * through domain/coupons.ts like a real one, so the coupon ledgers read true.
 */
const planned: Planned[] = [
  {
    giver: 'headPage',
    state: 'giving',
    serviceType: '9',
    quantity: 2,
    message: '送你两次洗车，周末去洗洗车吧',
    hoursAgo: 3,
  },
  {
    giver: 'headPage',
    receiver: 'giftClaim',
    state: 'claimed',
    serviceType: '9',
    quantity: 1,
    message: '生日快乐！',
    hoursAgo: 50,
  },
  { giver: 'headPage', state: 'cancelled', serviceType: '6', quantity: 1, message: '', hoursAgo: 120 },
  {
    giver: 'headPage',
    state: 'expired',
    serviceType: '9',
    quantity: 1,
    message: '记得领取哦',
    hoursAgo: 200,
  },
  {
    giver: 'vip',
    receiver: 'giftClaim',
    state: 'claimed',
    serviceType: '6',
    quantity: 1,
    message: '喝酒别开车，叫代驾',
    hoursAgo: 30,
  },
  { giver: 'vip', state: 'giving', serviceType: '6', quantity: 1, message: '', hoursAgo: 5 },
  {
    giver: 'vip',
    receiver: 'headPage',
    state: 'claimed',
    serviceType: '9',
    quantity: 1,
    message: '',
    hoursAgo: 80,
  },
];

const names = {
  '9': ['精致洗车', 'Car wash'],
  '6': ['酒后代驾', 'Designated driver'],
} as const;

async function one(
  tx: Tx,
  p: Planned,
  giverId: string,
  receiverId: string | undefined,
  now: Date,
): Promise<void> {
  const createdAt = new Date(now.getTime() - p.hoursAgo * hourMs);
  const coupon = await issueCoupon(
    tx,
    {
      customerId: giverId,
      serviceType: p.serviceType,
      name: names[p.serviceType][0] + (p.quantity > 1 ? `（${String(p.quantity)}次）` : ''),
      nameEn: names[p.serviceType][1] + (p.quantity > 1 ? ` (×${String(p.quantity)})` : ''),
      source: 'policy',
      validFrom: new Date(now.getTime() - 30 * dayMs),
      validTo: new Date(now.getTime() + 180 * dayMs),
      quantity: p.quantity,
      transferable: true,
    },
    { kind: 'system', id: 'seed' },
  );
  const expiresAt = new Date(createdAt.getTime() + 72 * hourMs);
  const [t] = await tx
    .insert(transfers)
    .values({
      shareCode: randomBytes(12).toString('base64url'),
      giverId,
      state: 'giving',
      message: p.message,
      expiresAt,
      createdAt,
    })
    .returning();
  if (!t) throw new Error('seeding a transfer failed');
  if (!(await holdForTransfer(tx, coupon.id, giverId, t.id, createdAt))) throw new Error('seed: hold failed');
  await tx.insert(transferItems).values({ transferId: t.id, couponId: coupon.id, quantity: p.quantity });
  if (p.state === 'giving') return;
  const endedAt = new Date(createdAt.getTime() + (p.state === 'expired' ? 72 : 2) * hourMs);
  if (p.state === 'claimed' && receiverId) {
    await completeTransfer(tx, coupon.id, receiverId, t.id);
    await tx
      .update(transfers)
      .set({ state: 'claimed', receiverId, claimedAt: endedAt, endedAt })
      .where(eq(transfers.id, t.id));
    return;
  }
  const actor =
    p.state === 'expired'
      ? { kind: 'system' as const, id: 'transferExpiry' }
      : { kind: 'customer' as const, id: giverId };
  await releaseTransfer(tx, coupon.id, actor, t.id);
  await tx.update(transfers).set({ state: p.state, endedAt }).where(eq(transfers.id, t.id));
}

export const seedTransfers: SeedStep = async (tx, { customerIds, now }) => {
  for (const p of planned) {
    const giver = customerIds.get(p.giver);
    if (!giver) continue;
    await one(tx, p, giver, p.receiver ? customerIds.get(p.receiver) : undefined, now);
  }
};
