import type { Locale, ReverseGeocode } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { nearestKnownPlace } from '../../domain/nearby-places.js';

type Point = { lng: number; lat: number };
type ReverseGeocoderConfig = NonNullable<AppDeps['config']['reverseGeocoder']>;
export type FetchLike = (
  url: string,
  init: { signal: AbortSignal },
) => Promise<{ ok: boolean; json(): Promise<unknown> }>;

export { nearbyPlaceMaxMeters } from '../../domain/nearby-places.js';
/** The vendor gets this long; then the nearest known place answers. */
const vendorTimeoutMs = 3_000;

function text(v: unknown): string | null {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

/**
 * The vendor's address for a position: AMap's regeo (web-service key) or
 * Baidu's reverse_geocoding v3 (told the position is WGS-84, what a phone
 * reports). Null on any failure: no key, no network, a refusal, no address.
 */
export async function vendorAddress(
  geocoder: ReverseGeocoderConfig,
  at: Point,
  fetchImpl: FetchLike = fetch,
): Promise<string | null> {
  const url =
    geocoder.vendor === 'amap'
      ? `https://restapi.amap.com/v3/geocode/regeo?${new URLSearchParams({
          key: geocoder.key,
          location: `${at.lng.toFixed(6)},${at.lat.toFixed(6)}`,
          output: 'JSON',
        }).toString()}`
      : `https://api.map.baidu.com/reverse_geocoding/v3/?${new URLSearchParams({
          ak: geocoder.key,
          output: 'json',
          coordtype: 'wgs84ll',
          location: `${at.lat.toFixed(6)},${at.lng.toFixed(6)}`,
        }).toString()}`;
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(vendorTimeoutMs) });
    if (!res.ok) return null;
    const body = (await res.json()) as Record<string, unknown>;
    if (geocoder.vendor === 'amap') {
      const regeo = body.regeocode as Record<string, unknown> | undefined;
      return body.status === '1' ? text(regeo?.formatted_address) : null;
    }
    const result = body.result as Record<string, unknown> | undefined;
    return body.status === 0 ? text(result?.formatted_address) : null;
  } catch {
    return null;
  }
}

/** map/reverseGeocode: the vendor's address, else the nearest known place, else none. */
export async function reverseGeocodeAt(
  deps: AppDeps,
  at: Point,
  locale: Locale,
  fetchImpl: FetchLike = fetch,
): Promise<ReverseGeocode> {
  const geocoder = deps.config.reverseGeocoder;
  const named = geocoder ? await vendorAddress(geocoder, at, fetchImpl) : null;
  if (named) return { source: 'provider', address: named, nearby: '', distanceMeters: null };
  const near = await nearestKnownPlace(deps.db, at, locale);
  if (near)
    return { source: 'nearbyPlace', address: near.address, nearby: near.nearby, distanceMeters: near.meters };
  return { source: 'none', address: '', nearby: '', distanceMeters: null };
}
