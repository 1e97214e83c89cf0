import { distanceMeters, type Locale, type Shop } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { storesFor, type StoreRow } from '../../domain/partner-stores.js';
import { cityName, regionTree } from './regions.js';

export { storeBySnCode } from '../../domain/partner-stores.js';

export function shopOf(row: StoreRow, locale: Locale, from: { lat: number; lng: number } | null): Shop {
  return {
    snCode: row.snCode,
    name: locale === 'en-US' ? row.nameEn : row.name,
    place: {
      address: locale === 'en-US' ? row.addressEn : row.address,
      lng: row.lng,
      lat: row.lat,
      cityCode: row.regionCode ? `${row.regionCode.slice(0, 4)}00` : null,
      cityName: cityName(row.regionCode, locale),
    },
    phone: row.phone,
    businessHours: row.openHours,
    imageUrl: '',
    rating: row.rating,
    distanceMeters: from ? distanceMeters(from, row) : null,
    serviceTypes: row.serviceTypes,
  };
}

/** What a search ranks by, carried in the snCode it answers so later pages rank the same way. */
interface Search {
  st: string;
  lat: number | null;
  lng: number | null;
  rc: string;
  kw: string;
}

/** `st~lat~lng~region`, short enough for the contract's 64 characters; the keyword comes with every page. */
function searchCode(s: Search): string {
  const pos = (v: number | null) => (v === null ? '' : v.toFixed(5));
  return [s.st, pos(s.lat), pos(s.lng), s.rc].join('~');
}

function readSearchCode(code: string, serviceType: string, keyword: string): Search | null {
  const [st, lat, lng, rc, extra] = code.split('~');
  if (st !== serviceType || lat === undefined || lng === undefined || rc === undefined || extra !== undefined)
    return null;
  const num = (v: string) => (v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
  return { st, lat: num(lat), lng: num(lng), rc, kw: keyword };
}

/**
 * coonetwork/snQuery: the stores serving a service type, nearest first (by
 * name when no position is given), a page at a time. Page 2 onwards passes
 * back the snCode of page 1 and is ranked from the same position, with the
 * store code breaking ties, so no store repeats or goes missing across pages.
 */
export async function searchShops(
  db: DbOrTx,
  input: {
    serviceType: string;
    onPagenum: number;
    onPagesize: number;
    lat?: number | undefined;
    lng?: number | undefined;
    regionCode?: string | undefined;
    keyword?: string | undefined;
    snCode?: string | undefined;
  },
  locale: Locale,
): Promise<{ list: Shop[]; snCode: string; noMoreData: boolean }> {
  const search = (input.snCode && readSearchCode(input.snCode, input.serviceType, input.keyword ?? '')) || {
    st: input.serviceType,
    lat: input.lat ?? null,
    lng: input.lng ?? null,
    rc: input.regionCode ?? '',
    kw: input.keyword ?? '',
  };
  const from = search.lat !== null && search.lng !== null ? { lat: search.lat, lng: search.lng } : null;
  const kw = search.kw.toLowerCase();
  const matching = (await storesFor(db, search.st)).filter(
    (s) =>
      (!search.rc || s.regionCode.startsWith(search.rc.replace(/0+$/, ''))) &&
      (!kw || [s.name, s.nameEn, s.address, s.addressEn].some((v) => v.toLowerCase().includes(kw))),
  );
  const ranked = matching
    .map((s) => ({ s, d: from ? distanceMeters(from, s) : 0 }))
    .sort((a, b) => a.d - b.d || a.s.snCode.localeCompare(b.s.snCode));
  const start = (input.onPagenum - 1) * input.onPagesize;
  const page = ranked.slice(start, start + input.onPagesize);
  return {
    list: page.map(({ s }) => shopOf(s, locale, from)),
    snCode: searchCode(search),
    noMoreData: start + page.length >= ranked.length,
  };
}

/** coonetwork/regionInit: the regions with stores for the service, and the one nearest the customer. */
export async function shopRegions(
  db: DbOrTx,
  input: { serviceType: string; lat?: number | undefined; lng?: number | undefined },
  locale: Locale,
) {
  const rows = await storesFor(db, input.serviceType);
  const here = input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null;
  const nearest = here
    ? rows
        .map((s) => ({ s, d: distanceMeters(here, s) }))
        .sort((a, b) => a.d - b.d)
        .at(0)
    : undefined;
  return {
    regions: regionTree(
      rows.map((s) => s.regionCode),
      locale,
    ),
    currentRegionCode: nearest && nearest.d < 100_000 ? `${nearest.s.regionCode.slice(0, 4)}00` : null,
  };
}
