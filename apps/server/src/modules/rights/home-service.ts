import type {
  Coupon,
  HomeSection,
  JumpFlagResult,
  Locale,
  MyRightsHome,
  PersonalHomePage,
  RightDetail,
  RightItem,
  RightsModule,
  VipRights,
} from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { badField } from '../../http/validate.js';
import { holdingRowsOf, holdingsMapOf, holdingsOf, type HoldingRow } from '../../domain/rights-holdings.js';
import { catalogueOf, type Catalogue } from '../../db/catalogue-cache.js';
import { serialized, type SerializedData } from '../../http/endpoints.js';
import { couponsOfTypePage, usedServiceTypes } from '../../domain/rights-home.js';
import {
  heldFirst,
  loadCatalogue,
  moduleOrder,
  moduleTitles,
  rightItemOf,
  visibleTo,
  type CatalogueEntry,
  type Holding,
  type Viewer,
} from './home-catalogue.js';
import { decideJumpFlag } from './home-jump.js';
import { toCoupon } from '../../domain/coupon-views.js';

/** The home shows at least this many rights, the held ones first (spec 5: 8 fill a first row). */
const homeMinimum = 8;

interface Rights {
  entries: CatalogueEntry[];
  held: Map<string, Holding>;
  items: (module?: string) => RightItem[];
}

async function rightsOf(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
  now: Date,
  rows?: readonly HoldingRow[],
): Promise<Rights> {
  const entries = (await loadCatalogue(db)).filter((e) => visibleTo(e, viewer));
  const held = rows ? holdingsMapOf(rows) : await holdingsOf(db, viewer, now);
  return {
    entries,
    held,
    items: (module) =>
      entries
        .filter((e) => module === undefined || e.module === module)
        .map((e) => rightItemOf(e, held.get(e.serviceType), locale)),
  };
}

function hasVipRights(viewer: Viewer, r: Rights): boolean {
  return viewer.isVip && r.entries.some((e) => e.module === 'vip' && r.held.has(e.serviceType));
}

/**
 * The "my rights" home, and whether it was ordered by the customer's own use (a statement of
 * its own, read per call: its consent is not in the change log).
 */
async function homeOf(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
  now: Date,
  rows?: readonly HoldingRow[],
): Promise<{ home: MyRightsHome; byUse: boolean }> {
  const r = await rightsOf(db, viewer, locale, now, rows);
  let ordinary = heldFirst(r.items().filter((_, i) => !['vip', 'ai'].includes(r.entries[i]?.module ?? '')));
  const held = ordinary.filter((i) => i.isHaveThisRight === '1');
  const byUse = held.length < homeMinimum && held.length < ordinary.length;
  if (byUse) {
    ordinary = [
      ...held,
      ...recommendedFirst(ordinary.slice(held.length), await usedServiceTypes(db, viewer.customerId)),
    ];
  }
  const shown = held.length >= homeMinimum ? held : ordinary.slice(0, Math.max(homeMinimum, held.length));
  const notice = branchNotice(viewer, locale);
  return {
    home: {
      comRightsBos: shown,
      hasMore: shown.length < ordinary.length,
      isHaveVipRights: hasVipRights(viewer, r),
      isShowAIFlag: r.entries.some((e) => e.module === 'ai' && (viewer.isVip || r.held.has(e.serviceType))),
      ...(notice ? { branchNotice: notice } : {}),
    },
    byUse,
  };
}

/** normalRights: the "my rights" home model (spec 3). VIP and AI rights have their own entries. */
export async function myRightsHome(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
  now = new Date(),
): Promise<MyRightsHome> {
  return (await homeOf(db, viewer, locale, now)).home;
}

/**
 * The serialised homes shaped from one array of cached holdings (the same array while nothing
 * they were read from changed), by what else shapes them: the language and the viewer's gates.
 */
const homeReplies = new WeakMap<
  readonly HoldingRow[],
  Map<string, { catalogue: Catalogue; reply: SerializedData<MyRightsHome> }>
>();

/**
 * normalRights as sent: the home serialised once and kept beside the customer's cached holdings
 * (decision 061). It is shaped again when the holdings were read again (a change, the clock), the
 * catalogue was, or the viewer's gates differ; a home ordered by the customer's own use is never kept.
 */
export async function myRightsHomeReply(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
  now = new Date(),
): Promise<SerializedData<MyRightsHome>> {
  const rows = await holdingRowsOf(db, viewer, now);
  const catalogue = await catalogueOf(db);
  const retired = viewer.retiredBranch;
  const key = [
    locale,
    viewer.isVip ? 'vip' : '',
    viewer.branchCode,
    viewer.branches.length > 0 ? 'b' : '',
    retired ? `${retired.code}|${retired.name}|${retired.nameEn}` : '',
  ].join('|');
  let kept = homeReplies.get(rows);
  const hit = kept?.get(key);
  if (hit && hit.catalogue === catalogue) return hit.reply;
  const { home, byUse } = await homeOf(db, viewer, locale, now, rows);
  const reply = serialized(home);
  if (!byUse) {
    if (!kept) {
      kept = new Map();
      homeReplies.set(rows, kept);
    }
    kept.set(key, { catalogue, reply });
  }
  return reply;
}

/**
 * The rights the customer does not hold fill the home up to its minimum. With
 * personalised recommendations, those they used before come first (most recent
 * first); otherwise, and for the rest, the catalogue's order, the same for everyone.
 */
function recommendedFirst(items: RightItem[], used: string[]): RightItem[] {
  if (used.length === 0) return items;
  const rank = (i: RightItem) => {
    const at = used.indexOf(i.serviceType);
    return at < 0 ? used.length : at;
  };
  // Array.prototype.sort is stable: ties keep the catalogue's order.
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** What the home says when the customer's branch company was taken out of service (decision 023). */
function branchNotice(viewer: Viewer, locale: Locale): string | null {
  const retired = viewer.retiredBranch;
  if (!retired) return null;
  const others = viewer.branches.length > 0;
  if (locale === 'en-US')
    return `${retired.nameEn} no longer offers services here, so its local offers are not shown; your other rights are unchanged.${others ? ' You can switch to another of your branch companies.' : ''}`;
  return `${retired.name}已暂停服务，其地区专享权益暂不展示，您的其他权益不受影响。${others ? '您可切换到名下的其他分公司。' : ''}`;
}

export async function ownServices(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
): Promise<{ list: RightItem[] }> {
  const r = await rightsOf(db, viewer, locale, new Date());
  return { list: r.items().filter((i) => i.isHaveThisRight === '1') };
}

export async function rightsCollection(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
): Promise<{ groups: RightsModule[] }> {
  const r = await rightsOf(db, viewer, locale, new Date());
  const groups = moduleOrder
    .map((m) => ({ title: moduleTitles[m]?.[locale] ?? m, bannerUrl: null, list: r.items(m) }))
    .filter((g) => g.list.length > 0);
  return { groups };
}

/** One module of the catalogue (car steward, car life, branch area, or any module for origin/:type). */
export async function moduleRights(
  db: DbOrTx,
  viewer: Viewer,
  module: string,
  locale: Locale,
  opts: { plateNumber?: string | undefined; only?: string | undefined } = {},
): Promise<RightsModule> {
  if (!moduleTitles[module]) throw notFound();
  if (opts.plateNumber && !viewer.customer.plateNumbers.includes(opts.plateNumber))
    throw badField('plateNumber', locale);
  const r = await rightsOf(db, viewer, locale, new Date());
  let list = heldFirst(r.items(module));
  if (opts.only) list = list.filter((i) => i.serviceType === opts.only);
  return { title: moduleTitles[module]?.[locale] ?? module, bannerUrl: null, list };
}

/** branchAreaRights: the offers of one of the customer's branch companies (the session's by default). */
export async function branchRights(
  db: DbOrTx,
  viewer: Viewer,
  branchCode: string | undefined,
  locale: Locale,
): Promise<RightsModule> {
  if (branchCode && !viewer.branches.includes(branchCode)) throw badField('branchCompanyCode', locale);
  return moduleRights(db, { ...viewer, branchCode: branchCode ?? viewer.branchCode }, 'branchArea', locale);
}

export async function vipRights(db: DbOrTx, viewer: Viewer, locale: Locale): Promise<VipRights> {
  // The VIP list is shown to everyone: to an ordinary customer as what VIP brings (none held).
  const r = await rightsOf(db, { ...viewer, isVip: true }, locale, new Date());
  const list = r.items('vip').map((i) => (viewer.isVip ? i : { ...i, isHaveThisRight: '0' as const }));
  return {
    isVip: viewer.isVip,
    degree: viewer.customer.degree,
    degreeCode: viewer.customer.degreeCode,
    bannerUrl: null,
    list: heldFirst(list),
  };
}

async function visibleEntry(db: DbOrTx, viewer: Viewer, type: string): Promise<CatalogueEntry | null> {
  const entry = (await loadCatalogue(db)).find((e) => e.serviceType === type);
  return entry && visibleTo(entry, viewer) ? entry : null;
}

/**
 * A right's words with its coverage figure from the right's own data (issue 20, point 4): the
 * free tow distance is `service_catalogue.free_tow_km`, which the request form and the rescue
 * screens read, so the right's page must say the same figure. `{freeTowKm}` in the words is
 * replaced by it; words written with a figure of their own (a database seeded before the
 * placeholder, an operator typing one) have their distance ("300 公里", "300 km") replaced, so
 * an operator changes one figure, not the figure and the sentence.
 */
export function withCoverage(words: string, freeTowKm: number): string {
  if (words.includes('{freeTowKm}')) return words.replaceAll('{freeTowKm}', String(freeTowKm));
  if (freeTowKm <= 0) return words;
  return words.replace(
    /\d+(\s*)(公里|km\b)/g,
    (_m, gap: string, unit: string) => `${String(freeTowKm)}${gap}${unit}`,
  );
}

export async function rightDetail(
  db: DbOrTx,
  viewer: Viewer,
  type: string,
  locale: Locale,
  now = new Date(),
): Promise<RightDetail> {
  const entry = await visibleEntry(db, viewer, type);
  if (!entry) throw notFound();
  const held = (await holdingsOf(db, viewer, now)).get(type);
  const item = rightItemOf(entry, held, locale);
  return {
    serviceType: item.serviceType,
    serviceTypeName: item.serviceTypeName,
    showName: item.showName,
    iconUrl: item.iconUrl,
    description: withCoverage(locale === 'en-US' ? entry.descriptionEn : entry.description, entry.freeTowKm),
    usageNotes: locale === 'en-US' ? entry.usageNotesEn : entry.usageNotes,
    isHaveThisRight: item.isHaveThisRight,
    isVRights: entry.vipOnly,
    availableCount: held?.usesLeft ?? 0,
    nearestValidTo: held?.nearestValidTo?.toISOString() ?? null,
    jumpType: entry.jumpType,
    jumpUrl: entry.jumpUrl,
  };
}

/** couponsOfType: the customer's coupons of one type, usable first, a page at a time. */
export async function couponsOfType(
  db: DbOrTx,
  viewer: Viewer,
  type: string,
  page: { onPagenum: number; onPagesize: number },
  locale: Locale,
  now = new Date(),
): Promise<{ list: Coupon[]; total: number }> {
  const entry = await visibleEntry(db, viewer, type);
  if (!entry) throw notFound();
  const { rows, total } = await couponsOfTypePage(db, viewer, type, page, now);
  return { list: rows.map((c) => toCoupon(c, entry, locale, now)), total };
}

/** auth/R00010035 and personalHomePage/getJumpType. */
export async function jumpFlag(
  db: DbOrTx,
  viewer: Viewer,
  serviceType: string | undefined,
  now = new Date(),
): Promise<JumpFlagResult> {
  const entry = serviceType ? await visibleEntry(db, viewer, serviceType) : null;
  const held = entry ? (await holdingsOf(db, viewer, now)).get(entry.serviceType) : undefined;
  return decideJumpFlag(entry, held);
}

/** The personal home page: the "my rights" grid, then a strip per module the customer can see. */
export async function personalHomePage(
  db: DbOrTx,
  viewer: Viewer,
  locale: Locale,
  full: boolean,
): Promise<PersonalHomePage> {
  const home = await myRightsHome(db, viewer, locale);
  const sections: HomeSection[] = [
    {
      code: 'myRights',
      title: locale === 'en-US' ? 'My rights' : '我的权益',
      layout: 'grid',
      items: home.comRightsBos,
    },
  ];
  if (full) {
    const r = await rightsOf(db, viewer, locale, new Date());
    for (const m of ['carSteward', 'carLife', 'branchArea', 'health', 'home', 'service']) {
      const items = heldFirst(r.items(m));
      if (items.length > 0)
        sections.push({ code: m, title: moduleTitles[m]?.[locale] ?? m, layout: 'strip', items });
    }
  }
  return { banners: [], sections, isHaveVipRights: home.isHaveVipRights };
}
