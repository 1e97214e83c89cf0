import type { Locale, RightItem } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { catalogueOf, type CatalogueEntry } from '../../db/catalogue-cache.js';
import type { SessionContext } from '../../http/session-store.js';
import { sessionInvalid } from '../../http/errors.js';
import type { ActingFor } from '../../http/acting-for.js';
import { viewerOf as viewerFor, type Viewer } from '../../domain/rights-viewer.js';
import type { Holding } from '../../domain/rights-holdings.js';

export type { CatalogueEntry, Holding, Viewer };
export type { CustomerRow } from '../../domain/rights-viewer.js';

/**
 * The viewer of a session: read with the session when it came from findSession, else loaded
 * (domain/rights-viewer.ts). No session, nobody to act for, or no such customer: the session is invalid.
 */
export async function viewerOf(
  db: DbOrTx,
  session: SessionContext | null,
  who: ActingFor | null,
): Promise<Viewer> {
  if (!session || !who) throw sessionInvalid();
  const viewer = await viewerFor(db, {
    customerId: who.id,
    plates: who.plates,
    sessionBranch: session.branchCode,
    known: session.viewer,
  });
  if (!viewer) throw sessionInvalid();
  return viewer;
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
