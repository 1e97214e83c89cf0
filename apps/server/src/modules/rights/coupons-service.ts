import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  Status,
  type Coupon,
  type CouponDetail,
  type DataOf,
  type Locale,
  type Localized,
  type myCoupons,
  type MyCouponsTab,
} from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import type { SessionContext } from '../../http/session-store.js';
import { BusinessError, notFound, sessionInvalid, toast } from '../../http/errors.js';
import type { DbOrTx } from '../../db/client.js';
import { changePlate, issueCoupon, type CouponRow } from '../../db/coupons.js';
import { couponEvents, coupons, customers, giftCodes, stores } from '../../db/schema/index.js';
import { couponViews, toCoupon } from '../../db/coupon-views.js';
import { catalogueOf } from '../../db/catalogue-cache.js';
import { eventAction, stateCondition, tabCondition, tabOrder } from './coupons-view.js';

/** How long a shown redemption code (and its QR content) is good for. */
export const redemptionCodeSeconds = 300;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const couponMessages = {
  notUsable: {
    'zh-CN': '该券当前不可使用，无法出示券码',
    'en-US': 'This coupon cannot be used now, so its code cannot be shown',
  },
  plateNotYours: {
    'zh-CN': '请选择您名下的车牌',
    'en-US': 'Choose one of your own plates',
  },
  plateNotChangeable: {
    'zh-CN': '只有未使用的券可以更换车牌',
    'en-US': 'Only an unused coupon can change its plate',
  },
  giftCodeInvalid: {
    'zh-CN': '礼品码无效或已被领取',
    'en-US': 'This gift code is not valid or has been accepted already',
  },
} satisfies Record<string, Localized>;

/** The customer the session acts for (an authorised user after a switch, spec 6). */
export function customerOf(session: SessionContext | null): string {
  const id = session?.actingCustomerId ?? session?.customerId;
  if (!id) throw sessionInvalid();
  return id;
}

export async function listMyCoupons(
  deps: AppDeps,
  customerId: string,
  body: {
    onPagenum: number;
    onPagesize: number;
    state?: Coupon['state'] | undefined;
    tab?: MyCouponsTab | undefined;
    serviceType?: string | undefined;
  },
  locale: Locale,
  now = new Date(),
): Promise<DataOf<typeof myCoupons>> {
  const conditions = [eq(coupons.customerId, customerId)];
  if (body.tab) conditions.push(tabCondition(body.tab, now));
  else if (body.state) conditions.push(stateCondition(body.state, now));
  if (body.serviceType) conditions.push(eq(coupons.serviceType, body.serviceType));
  const where = and(...conditions);
  // The page and the total in one query; the total is counted apart only past the last page.
  const found = await deps.db
    .select({ coupon: coupons, total: sql<number>`(count(*) over ())::int` })
    .from(coupons)
    .where(where)
    .orderBy(...tabOrder(body.tab))
    .limit(body.onPagesize)
    .offset((body.onPagenum - 1) * body.onPagesize);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && body.onPagenum > 1) {
    const [count] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coupons)
      .where(where);
    total = count?.n ?? 0;
  }
  const rows = found.map((f) => f.coupon);
  return { list: await couponViews(deps.db, rows, locale, now), total: Number(total) };
}

/**
 * The coupon a detail screen asks for. /rights/coupondatial/:type comes from a
 * right tap with a service type (spec 4, flag 2) and from my coupons with a
 * coupon id: an id is looked up among the customer's own coupons, a service
 * type resolves to the customer's usable coupon of that type that ends first
 * (then one not yet valid, then the latest of any state).
 */
async function findOwnCoupon(db: DbOrTx, customerId: string, idOrType: string, now: Date) {
  if (uuidPattern.test(idOrType)) {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, idOrType), eq(coupons.customerId, customerId)));
    if (row) return row;
  }
  const ofType = and(eq(coupons.customerId, customerId), eq(coupons.serviceType, idOrType));
  for (const tab of ['usable', 'notYetValid'] as const) {
    const [row] = await db
      .select()
      .from(coupons)
      .where(and(ofType, tabCondition(tab, now)))
      .orderBy(...tabOrder(tab))
      .limit(1);
    if (row) return row;
  }
  const [latest] = await db
    .select()
    .from(coupons)
    .where(ofType)
    .orderBy(...tabOrder(undefined))
    .limit(1);
  if (!latest) throw notFound();
  return latest;
}

export async function couponDetail(
  deps: AppDeps,
  customerId: string,
  idOrType: string,
  locale: Locale,
  now = new Date(),
): Promise<CouponDetail> {
  const row = await findOwnCoupon(deps.db, customerId, idOrType, now);
  const en = locale === 'en-US';
  const catalogue = (await catalogueOf(deps.db)).byType.get(row.serviceType);
  const events = await deps.db
    .select()
    .from(couponEvents)
    .where(eq(couponEvents.couponId, row.id))
    .orderBy(asc(couponEvents.at));
  let storeList: CouponDetail['limits']['stores'] = null;
  if (row.storeIds && row.storeIds.length > 0) {
    const ids = row.storeIds.filter((s) => uuidPattern.test(s));
    const found = ids.length
      ? await deps.db.select().from(stores).where(inArray(stores.id, ids)).orderBy(asc(stores.name))
      : [];
    storeList = found.map((s) => ({
      id: s.id,
      name: en ? s.nameEn : s.name,
      address: en ? s.addressEn : s.address,
    }));
  }
  return {
    ...toCoupon(row, catalogue ?? null, locale, now),
    usageNotes: catalogue ? (en ? catalogue.usageNotesEn : catalogue.usageNotes) : '',
    limits: {
      weekdays: row.weekdays && row.weekdays.length > 0 ? [...row.weekdays].sort() : null,
      hours: row.hourFrom != null && row.hourTo != null ? { from: row.hourFrom, to: row.hourTo } : null,
      stores: storeList,
    },
    history: events.map((e) => ({
      action: eventAction(e.action),
      at: e.at.toISOString(),
      count: e.count,
      note: e.action === 'plateChanged' ? e.note : '',
    })),
  };
}

/**
 * The full code, only for the owner's coupon that is usable now. The QR content
 * carries an expiry and a keyed digest, so a screenshot stops working after a
 * few minutes and a merchant's scanner can tell a forged one.
 */
export async function redemptionCode(deps: AppDeps, customerId: string, couponId: string, now = new Date()) {
  if (!uuidPattern.test(couponId)) throw notFound();
  const [row] = await deps.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
  if (!row) throw notFound();
  const usable =
    row.state === 'unused' && row.validFrom <= now && row.validTo > now && row.usedCount < row.quantity;
  if (!usable) throw toast(couponMessages.notUsable);
  const expiresAt = new Date(now.getTime() + redemptionCodeSeconds * 1000);
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const digest = deps.fieldCrypto.blindIndex(`coupon:${row.code}:${exp}`).slice(0, 16);
  return {
    couponId: row.id,
    code: row.code,
    qrContent: `RC1:${row.code}:${exp}:${digest}`,
    expiresAt: expiresAt.toISOString(),
  };
}

export async function changeCouponPlate(
  deps: AppDeps,
  customerId: string,
  couponId: string,
  plate: string,
  locale: Locale,
): Promise<Coupon> {
  if (!uuidPattern.test(couponId)) throw notFound();
  return deps.db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ state: coupons.state })
      .from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.customerId, customerId)));
    if (!owned) throw notFound();
    const [customer] = await tx
      .select({ plates: customers.plateNumbers })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!customer?.plates.includes(plate)) {
      throw new BusinessError(Status.badInput, couponMessages.plateNotYours, {
        errors: [{ field: 'plateNumber', message: couponMessages.plateNotYours[locale] }],
      });
    }
    const row = await changePlate(tx, couponId, customerId, plate);
    if (!row) throw toast(couponMessages.plateNotChangeable);
    const [view] = await couponViews(tx, [row], locale, new Date());
    if (!view) throw notFound();
    return view;
  });
}

/**
 * Accepts a gift code of one service type: one conditional UPDATE from `open`
 * (so a code is accepted once, whoever races for it), then its coupons are
 * issued to the customer in the same transaction.
 */
export async function acceptGift(
  deps: AppDeps,
  customerId: string,
  type: string,
  giftCode: string,
  locale: Locale,
  now = new Date(),
): Promise<{ coupons: Coupon[] }> {
  return deps.db.transaction(async (tx) => {
    const [code] = await tx
      .update(giftCodes)
      .set({ state: 'accepted', acceptedBy: customerId, acceptedAt: now })
      .where(
        and(
          eq(giftCodes.code, giftCode.toUpperCase()),
          eq(giftCodes.serviceType, type),
          eq(giftCodes.state, 'open'),
          gt(giftCodes.expiresAt, now),
          sql`(${giftCodes.forCustomerId} is null or ${giftCodes.forCustomerId} = ${customerId})`,
        ),
      )
      .returning();
    if (!code) throw toast(couponMessages.giftCodeInvalid);
    const issued: CouponRow[] = [];
    for (const item of code.items) {
      issued.push(
        await issueCoupon(
          tx,
          {
            customerId,
            serviceType: item.serviceType,
            name: item.name,
            nameEn: item.nameEn,
            source: 'giftPackage',
            validFrom: now,
            validTo: new Date(now.getTime() + item.validDays * 86_400_000),
            quantity: item.quantity,
            faceValue: item.faceValue ?? null,
            transferable: item.transferable ?? false,
          },
          { kind: 'customer', id: customerId },
          `giftCode:${code.code}`,
        ),
      );
    }
    return { coupons: await couponViews(tx, issued, locale, now) };
  });
}
