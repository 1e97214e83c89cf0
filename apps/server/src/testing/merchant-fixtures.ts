import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { issueCoupon, type CouponRow } from '../domain/coupons.js';
import { couponEvents, coupons, customers, merchants, stores } from '../db/schema/index.js';
import type { Reply } from './handoff.js';
import type { TestApp } from './test-app.js';

/**
 * Test fixtures for the donation and merchant tests: a merchant with a store
 * for a persona (the network seed makes the demo one; tests make their own
 * when it is absent), fresh coupons, and the ledger check.
 */
export async function customerIdOf(db: Db, pid: string): Promise<string> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.pid, pid));
  if (!row) throw new Error(`no customer ${pid}`);
  return row.id;
}

export async function ensureMerchant(
  db: Db,
  pid: string,
  opts: { serviceTypes?: string[]; snCode?: string } = {},
): Promise<{ merchantId: string; storeId: string; customerId: string }> {
  const customerId = await customerIdOf(db, pid);
  await db.update(customers).set({ role: 'merchant' }).where(eq(customers.id, customerId));
  let [m] = await db.select().from(merchants).where(eq(merchants.accountCustomerId, customerId));
  m ??= (
    await db
      .insert(merchants)
      .values({ name: `测试商户${pid}`, nameEn: `Test merchant ${pid}`, accountCustomerId: customerId })
      .returning()
  )[0];
  if (!m) throw new Error('merchant insert failed');
  let [s] = await db.select().from(stores).where(eq(stores.merchantId, m.id));
  s ??= (
    await db
      .insert(stores)
      .values({
        merchantId: m.id,
        snCode: opts.snCode ?? `SN-${pid}`,
        name: `测试门店${pid}`,
        nameEn: `Test store ${pid}`,
        address: '北京市朝阳区测试路1号',
        addressEn: '1 Test Road, Chaoyang, Beijing',
        branchCode: '110000',
        lat: 39.9,
        lng: 116.4,
        serviceTypes: opts.serviceTypes ?? ['9', '6'],
      })
      .returning()
  )[0];
  if (!s) throw new Error('store insert failed');
  return { merchantId: m.id, storeId: s.id, customerId };
}

export async function freshCoupon(
  db: Db,
  customerId: string,
  opts: { serviceType?: string; quantity?: number; transferable?: boolean } = {},
): Promise<CouponRow> {
  const now = Date.now();
  return issueCoupon(
    db,
    {
      customerId,
      serviceType: opts.serviceType ?? '9',
      name: '精致洗车',
      nameEn: 'Car wash',
      source: 'policy',
      validFrom: new Date(now - 86_400_000),
      validTo: new Date(now + 30 * 86_400_000),
      quantity: opts.quantity ?? 1,
      transferable: opts.transferable ?? true,
    },
    { kind: 'system', id: 'test' },
  );
}

/** The ledger balances: the uses its events count equal the coupon's used_count. */
export async function ledgerBalance(db: Db, couponId: string): Promise<{ ledger: number; used: number }> {
  const [sum] = await db
    .select({ n: sql<number>`coalesce(sum(${couponEvents.count}), 0)::int` })
    .from(couponEvents)
    .where(eq(couponEvents.couponId, couponId));
  const [c] = await db.select({ used: coupons.usedCount }).from(coupons).where(eq(coupons.id, couponId));
  return { ledger: sum?.n ?? 0, used: c?.used ?? -1 };
}

/** `call(token, method, path, payload?)`: one API call as the token's holder, its reply read. */
export function apiCaller(t: TestApp) {
  return async function call<T>(
    token: string,
    method: 'GET' | 'POST',
    path: string,
    payload?: unknown,
  ): Promise<Reply<T>> {
    const res = await t.call({
      method,
      url: `/api/rcservice/${path}`,
      token,
      ...(payload ? { payload } : {}),
    });
    return res.json<Reply<T>>();
  };
}
