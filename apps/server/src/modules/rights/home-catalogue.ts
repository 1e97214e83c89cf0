import { and, eq, gt, lte, sql, type Placeholder } from 'drizzle-orm';
import type { Locale, RightItem } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { customers } from '../../db/schema/customers.js';
import { retiredBranch, servingBranchesOf, type CustomerBranch } from '../../domain/customer-branches.js';
import { coupons } from '../../db/schema/rights.js';
import { catalogueOf, type CatalogueEntry } from '../../db/catalogue-cache.js';
import { customerRead } from '../../db/customer-reads.js';
import type { SessionContext } from '../../http/session-store.js';
import { sessionInvalid } from '../../http/errors.js';
import type { ActingFor } from '../../http/acting-for.js';
import { couponPlateIn } from '../../domain/coupon-scope.js';

export type { CatalogueEntry };
export type CustomerRow = typeof customers.$inferSelect;

/** Who is looking: the customer whose rights show (the switched-to one, if any) and the gates that apply. */
export interface Viewer {
  customer: CustomerRow;
  customerId: string;
  /** A grantee's authorised plates: only coupons of these count (decision 040); null on one's own account. */
  plates: readonly string[] | null;
  isVip: boolean;
  /** The branch company the session acts under ('' while a multi-branch customer has not chosen). */
  branchCode: string;
  /** The customer's branch companies still in service. */
  branches: string[];
  /** The branch the session acted under when the console took it out of service (its offers are gone). */
  retiredBranch?: CustomerBranch | null;
}

async function loadViewer(
  db: DbOrTx,
  customerId: string,
): Promise<{ customer: CustomerRow; branches: string[] }> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (!customer) throw sessionInvalid();
  const rows = await servingBranchesOf(db, customerId);
  return { customer, branches: rows.map((r) => r.code) };
}

/**
 * The viewer of a session: read with the session when it came from findSession, else loaded here.
 * A chosen branch that was disabled since is dropped (no branch-area offers) and named in `retiredBranch`.
 */
export async function viewerOf(
  db: DbOrTx,
  session: SessionContext | null,
  who: ActingFor | null,
): Promise<Viewer> {
  if (!session || !who) throw sessionInvalid();
  const customerId = who.id;
  const { customer, branches } =
    session.viewer?.customer.id === customerId ? session.viewer : await loadViewer(db, customerId);
  const chosen = session.branchCode || customer.branchCompanyCode;
  // Only a chosen branch outside the serving ones costs a look-up (the rare case).
  const retired = chosen && !branches.includes(chosen) ? await retiredBranch(db, chosen) : null;
  const branchCode = retired ? '' : chosen || (branches.length === 1 ? (branches[0] ?? '') : '');
  return {
    customer,
    customerId,
    plates: who.plates,
    isVip: customer.isVip,
    branchCode,
    branches,
    retiredBranch: retired,
  };
}

/**
 * Spec 6 gating: a right shows when it is enabled, VIP-only rights only to VIP
 * customers, branch-limited rights only under one of their branch companies.
 * WeChat-only rights are sent with wechatFlag 1; the browser hides them outside WeChat.
 */
export function visibleTo(entry: CatalogueEntry, viewer: Pick<Viewer, 'isVip' | 'branchCode'>): boolean {
  if (!entry.enabled) return false;
  if (entry.vipOnly && !viewer.isVip) return false;
  return entry.branchCodes.length === 0 || entry.branchCodes.includes(viewer.branchCode);
}

/** The enabled catalogue in home order (cached per process for a few seconds: db/catalogue-cache.ts). */
export async function loadCatalogue(db: DbOrTx): Promise<CatalogueEntry[]> {
  return (await catalogueOf(db)).entries.filter((e) => e.enabled);
}

/** What the customer holds of one service type: usable coupons only (unused, valid now, uses left). */
export interface Holding {
  coupons: number;
  usesLeft: number;
  nearestValidTo: Date | null;
  source: string;
}

/** A coupon is usable while unused, inside its validity window and with uses left. */
export function usableNow(now: Date) {
  return and(
    eq(coupons.state, 'unused'),
    lte(coupons.validFrom, now),
    gt(coupons.validTo, now),
    sql`${coupons.usedCount} < ${coupons.quantity}`,
  );
}

/**
 * The holdings query, built once per database handle (and prepared on PostgreSQL): the home reads it on every call.
 * It reads the customer's unused coupons not yet ended, so that besides the usable ones (`n` > 0) it tells
 * when the answer next changes with the clock alone (`changes`: a coupon becoming valid or ending), which is
 * how long a cached copy holds (db/customer-reads.ts).
 */
function holdingsSelect(
  db: DbOrTx,
  customerId: string | Placeholder,
  now: string | Placeholder,
  plates: readonly string[] | null,
) {
  const usable = sql`${coupons.validFrom} <= ${now}::timestamptz`;
  return db
    .select({
      serviceType: coupons.serviceType,
      n: sql<number>`(count(*) filter (where ${usable}))::int`,
      left: sql<number>`(sum(${coupons.quantity} - ${coupons.usedCount}) filter (where ${usable}))::int`,
      nearest: sql<string | null>`min(${coupons.validTo}) filter (where ${usable})`,
      source: sql<string | null>`min(${coupons.source}) filter (where ${usable})`,
      changes: sql<string>`min(case when ${coupons.validFrom} > ${now}::timestamptz then ${coupons.validFrom} else ${coupons.validTo} end)`,
    })
    .from(coupons)
    .where(
      and(
        eq(coupons.customerId, customerId),
        eq(coupons.state, 'unused'),
        sql`${coupons.validTo} > ${now}::timestamptz`,
        sql`${coupons.usedCount} < ${coupons.quantity}`,
        couponPlateIn(plates),
      ),
    )
    .groupBy(coupons.serviceType);
}

function holdingsQuery(db: DbOrTx) {
  return holdingsSelect(db, sql.placeholder('customerId'), sql.placeholder('now'), null).prepare(
    'rc_holdings_v2',
  );
}

const holdingsQueries = new WeakMap<object, ReturnType<typeof holdingsQuery>>();

type HoldingRow = [serviceType: string, holding: Holding];

async function readHoldings(
  db: DbOrTx,
  who: Pick<Viewer, 'customerId' | 'plates'>,
  now: Date,
): Promise<{ value: HoldingRow[]; until: number }> {
  let query = holdingsQueries.get(db);
  if (!query) {
    query = holdingsQuery(db);
    holdingsQueries.set(db, query);
  }
  // A grantee's holdings (the authorised plates only) are read as asked, not prepared.
  const rows = who.plates
    ? await holdingsSelect(db, who.customerId, now.toISOString(), who.plates)
    : await query.execute({ customerId: who.customerId, now: now.toISOString() });
  let until = Infinity;
  const value: HoldingRow[] = [];
  for (const r of rows) {
    const changes = new Date(r.changes).getTime();
    if (changes < until) until = changes;
    if (Number(r.n) > 0)
      value.push([
        r.serviceType,
        {
          coupons: Number(r.n),
          usesLeft: Number(r.left),
          nearestValidTo: r.nearest ? new Date(r.nearest) : null,
          source: r.source ?? '',
        },
      ]);
  }
  return { value, until };
}

/** What the customer holds now, by service type (cached per customer on PGlite until a change or the clock moves it). */
export async function holdingsOf(
  db: DbOrTx,
  who: Pick<Viewer, 'customerId' | 'plates'>,
  now = new Date(),
): Promise<Map<string, Holding>> {
  const key = who.plates ? `holdings|${who.plates.join(',')}` : 'holdings';
  const rows = await customerRead(db, who.customerId, key, now.getTime(), () => readHoldings(db, who, now));
  // A fresh Map and Holding objects per call: the cached rows are shared by every call.
  return new Map(rows.map(([type, h]) => [type, { ...h }]));
}

export function nameOf(entry: CatalogueEntry, locale: Locale): string {
  return locale === 'en-US' ? entry.nameEn : entry.name;
}

/** The right item of spec 3; `iconUrl` names a sprite symbol (`sheet#symbol`) the browser loads for its theme. */
export function rightItemOf(entry: CatalogueEntry, held: Holding | undefined, locale: Locale): RightItem {
  return {
    serviceType: entry.serviceType,
    serviceTypeName: nameOf(entry, locale),
    showName: locale === 'en-US' ? entry.showNameEn : entry.showName,
    jumpType: entry.jumpType,
    jumpUrl: entry.jumpUrl,
    isHaveThisRight: held ? '1' : '0',
    wechatFlag: entry.wechatOnly ? '1' : '0',
    iconUrl: entry.icon,
    remainCount: held ? held.usesLeft : null,
  };
}

/** Held rights first (in catalogue order), then the others. */
export function heldFirst(items: RightItem[]): RightItem[] {
  return [
    ...items.filter((i) => i.isHaveThisRight === '1'),
    ...items.filter((i) => i.isHaveThisRight !== '1'),
  ];
}

export const moduleTitles: Record<string, Record<Locale, string>> = {
  carSteward: { 'zh-CN': '车管家', 'en-US': 'Car steward' },
  carLife: { 'zh-CN': '车生活', 'en-US': 'Car life' },
  branchArea: { 'zh-CN': '地区专享', 'en-US': 'Local offers' },
  vip: { 'zh-CN': 'VIP 专享', 'en-US': 'VIP rights' },
  ai: { 'zh-CN': 'AI 服务', 'en-US': 'AI services' },
  service: { 'zh-CN': '增值服务', 'en-US': 'More services' },
  health: { 'zh-CN': '健康服务', 'en-US': 'Health' },
  home: { 'zh-CN': '居家服务', 'en-US': 'Home services' },
};

export const moduleOrder = ['carSteward', 'carLife', 'branchArea', 'vip', 'ai', 'health', 'home', 'service'];
