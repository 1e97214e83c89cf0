/**
 * The home rights layout of spec 5, as pure functions:
 * - with VIP rights, the first row holds 7 and the second up to 15;
 * - without VIP rights, 8 and 16;
 * - the third row holds the rest.
 * (With VIP rights the eighth place of the first row is the VIP entry.)
 * And spec 5/9: more than 4 items make the strip wider (6/5 of the width).
 */
export const homeRowSizes = {
  withVip: [7, 15],
  withoutVip: [8, 16],
} as const;

export function homeRows<T>(items: readonly T[], hasVipRights: boolean): T[][] {
  const [first, second] = hasVipRights ? homeRowSizes.withVip : homeRowSizes.withoutVip;
  const rows = [items.slice(0, first), items.slice(first, first + second), items.slice(first + second)];
  return rows.filter((row) => row.length > 0);
}

/** The strip's width as a share of the screen: 6/5 above 4 items, so the fifth peeks in and invites a swipe. */
export function stripWidthRatio(count: number): number {
  return count > 4 ? 6 / 5 : 1;
}
