import type { AppDeps } from '../../http/deps.js';
import { createLinkCode } from '../../db/rescue-links.js';

/** A location link a stranded customer opens without logging in (/order/locationLogin). */
export async function createLink(deps: AppDeps, rescuerId: string, mobile: string | undefined) {
  const { trackCode, expiresAt } = await createLinkCode(deps.db, deps.fieldCrypto, { rescuerId, mobile });
  const url = `/order/locationLogin?sd_track_code=${encodeURIComponent(trackCode)}&sd_expire_time=${expiresAt.getTime()}`;
  return { trackCode, url, expiresAt: expiresAt.toISOString() };
}
