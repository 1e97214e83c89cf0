import { eq } from 'drizzle-orm';
import { distanceMeters, type Locale } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { stores } from '../db/schema/index.js';

/** A known place farther than this is no help in finding the customer. */
export const nearbyPlaceMaxMeters = 5_000;

/** The nearest enabled store of the network within reach, in the customer's language. */
export async function nearestKnownPlace(db: DbOrTx, at: { lng: number; lat: number }, locale: Locale) {
  const rows = await db
    .select({
      name: stores.name,
      nameEn: stores.nameEn,
      address: stores.address,
      addressEn: stores.addressEn,
      lng: stores.lng,
      lat: stores.lat,
    })
    .from(stores)
    .where(eq(stores.enabled, true));
  let best: { row: (typeof rows)[number]; meters: number } | null = null;
  for (const row of rows) {
    const meters = distanceMeters(at, row);
    if (!best || meters < best.meters) best = { row, meters };
  }
  if (!best || best.meters > nearbyPlaceMaxMeters) return null;
  const en = locale === 'en-US';
  return {
    address: (en && best.row.addressEn) || best.row.address,
    nearby: (en && best.row.nameEn) || best.row.name,
    meters: Math.round(best.meters),
  };
}
