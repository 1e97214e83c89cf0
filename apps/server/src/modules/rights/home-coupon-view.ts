import { sql, type SQL } from 'drizzle-orm';
import { coupons } from '../../db/schema/rights.js';

/** Usable first, then not yet valid, then being given, then used, expired and given away. */
export function stateOrder(now: Date): SQL<number> {
  const at = now.toISOString();
  return sql<number>`case
    when ${coupons.state} = 'unused' and ${coupons.validFrom} <= ${at}::timestamptz and ${coupons.validTo} > ${at}::timestamptz then 0
    when ${coupons.state} = 'unused' and ${coupons.validFrom} > ${at}::timestamptz then 1
    when ${coupons.state} = 'transferring' then 2
    when ${coupons.state} = 'used' then 3
    else 4 end`;
}
