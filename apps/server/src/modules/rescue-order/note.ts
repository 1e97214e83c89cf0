import { rescueOrderNote } from '@rc/contract';
import { handle, type BoundHandler } from '../../http/endpoints.js';
import type { AppDeps } from '../../http/deps.js';
import { openSmsLink } from '../../http/sms-link.js';

/**
 * rescueOrder/R00010068, the intake of /order/list?Message=sid (spec 4): the
 * sid of an order SMS, opened for the first time within its day, becomes a
 * single-use code for a pass to that order (rcNeedCode, stored as its SHA-256
 * like every login code) and the order's screen to open (http/sms-link.ts).
 */
export async function noteFromSms(deps: AppDeps, sid: string, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { code, order } = await openSmsLink(tx, sid, () => true, now);
    return {
      rcNeedCode: code,
      jumpUrl: `/order/checkDetail/${order.id}`,
      businessType: order.businessType,
    };
  });
}

export function rescueNoteRoutes(deps: AppDeps): BoundHandler[] {
  return [handle(rescueOrderNote, ({ body }) => noteFromSms(deps, body.sid))];
}
