import { chinaDay, type Locale } from '@rc/contract';
import type { DbOrTx } from '../../db/client.js';
import { couponsEndingSoon } from '../../domain/rights-home.js';
import type { Viewer } from './home-catalogue.js';

const dayMs = 86_400_000;
/** Customers are reminded when an entitlement expires within this many days. */
export const expiryNoticeDays = 30;
/** Within a week the reminder turns into a warning. */
const urgentDays = 7;

export interface RightsTip {
  id: string;
  title: string;
  content: string;
  level: 'info' | 'warning';
}

/** rightsTips: one reminder per usable coupon that expires within 30 days, soonest first. */
export async function expiryTips(
  db: DbOrTx,
  viewer: Viewer,
  serviceType: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<{ tips: RightsTip[] }> {
  const rows = await couponsEndingSoon(db, viewer, serviceType, expiryNoticeDays, now);
  const tips = rows.map((c) => {
    const days = Math.max(0, Math.ceil((c.validTo.getTime() - now.getTime()) / dayMs));
    const left = c.quantity - c.usedCount;
    const date = chinaDay(c.validTo);
    return {
      id: c.id,
      title: locale === 'en-US' ? 'A right expires soon' : '权益即将到期',
      content:
        locale === 'en-US'
          ? `${c.nameEn}: ${String(left)} use${left === 1 ? '' : 's'} left, expires on ${date} (in ${String(days)} day${days === 1 ? '' : 's'}).`
          : `您的「${c.name}」还剩 ${String(left)} 次，将于 ${date} 到期（${String(days)} 天后），请尽快使用。`,
      level: days <= urgentDays ? ('warning' as const) : ('info' as const),
    };
  });
  return { tips };
}
