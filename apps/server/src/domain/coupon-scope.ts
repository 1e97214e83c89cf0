import { sql, type Placeholder, type SQL } from 'drizzle-orm';

/**
 * The plate a coupon is for: its own (a plate change sets it), else its policy's.
 * Written qualified: inside the subquery a bare column would be the policy's.
 */
export const couponPlate = sql<
  string | null
>`coalesce(nullif("coupons"."plate_number", ''), (select nullif(p.plate_number, '') from policies p where p.id = "coupons"."policy_id"))`;

/**
 * Limits a read of `coupons` to the plates of an authorisation (decision 040): a
 * coupon for no plate, or for another one, is the grantor's alone. No condition
 * on one's own account (`plates` null).
 */
export function couponPlateIn(plates: readonly string[] | null): SQL | undefined {
  if (plates === null) return undefined;
  if (plates.length === 0) return sql`false`;
  return sql`${couponPlate} in (${sql.join(
    plates.map((p) => sql`${p}`),
    sql`, `,
  )})`;
}

/**
 * The same limit with the plates bound when a prepared query runs: `plates` is a
 * placeholder for a text array (an empty one matches nothing).
 */
export function couponPlateAny(plates: Placeholder): SQL {
  return sql`${couponPlate} = any(${plates}::text[])`;
}
