import { createCampaign, type CampaignRow } from '../domain/campaigns.js';
import type { DbOrTx } from '../db/client.js';

const dayMs = 86_400_000;

/**
 * A test car-wash campaign (service type 9, 7-day coupons) that runs from
 * `window[0]` to `window[1]` days from now: by default it runs now, from a day
 * ago to a day ahead, and gives ten coupons.
 */
export function createTestCampaign(
  db: DbOrTx,
  opts: { total?: number; window?: [number, number] } = {},
): Promise<CampaignRow> {
  const { total = 10, window = [-1, 1] } = opts;
  const now = Date.now();
  return createCampaign(db, {
    activityId: null,
    serviceType: '9',
    couponName: '测试洗车券',
    couponNameEn: 'Test car wash',
    faceValue: null,
    validDays: 7,
    startsAt: new Date(now + window[0] * dayMs),
    endsAt: new Date(now + window[1] * dayMs),
    total,
  });
}
