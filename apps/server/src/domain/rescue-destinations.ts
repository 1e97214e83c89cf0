import { eq } from 'drizzle-orm';
import { distanceMeters, type Locale, type RescueDestination } from '@rc/contract';
import type { DbOrTx } from '../db/client.js';
import { stores } from '../db/schema/index.js';

/** Repair shops to tow to, nearest first (at most 20), optionally matching a keyword. */
export async function rescueDestinations(
  db: DbOrTx,
  input: { lng: number; lat: number; keyword?: string | undefined },
  locale: Locale,
): Promise<RescueDestination[]> {
  const rows = await db.select().from(stores).where(eq(stores.enabled, true));
  const keyword = input.keyword?.toLowerCase() ?? '';
  return rows
    .map((s) => {
      const name = locale === 'en-US' ? s.nameEn : s.name;
      const address = locale === 'en-US' ? s.addressEn : s.address;
      return {
        id: s.id,
        name,
        place: { lng: s.lng, lat: s.lat, address, cityCode: null, cityName: null },
        phone: s.phone,
        distanceMeters: distanceMeters(input, s),
      };
    })
    .filter(
      (d) =>
        !keyword || d.name.toLowerCase().includes(keyword) || d.place.address.toLowerCase().includes(keyword),
    )
    .sort((a, b) => a.distanceMeters - b.distanceMeters)
    .slice(0, 20);
}
