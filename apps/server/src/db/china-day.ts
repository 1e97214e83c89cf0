/**
 * China calendar days (UTC+8, no daylight saving): the day the customer and the
 * staff live, whatever the server's zone.
 */
export const chinaOffsetMs = 8 * 3600_000;

/** The China calendar day of an instant, `YYYY-MM-DD`. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/** The first instant of the China day `day` (`YYYY-MM-DD`), moved by `plusDays` days. */
export function chinaDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - chinaOffsetMs);
}
