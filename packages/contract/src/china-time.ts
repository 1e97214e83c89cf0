/**
 * China Standard Time, the clock of the insurer, its stores and its customers:
 * UTC+8 all year (no daylight saving since 1991), so a fixed offset is exact.
 * Zod-free: the browser's formatter (shared/format) and the server's texts share it.
 */
export const chinaOffsetMs = 8 * 3_600_000;

/** The China calendar day of `at`, `YYYY-MM-DD` (an instant at 00:30 China time is that day, not UTC's). */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + chinaOffsetMs).toISOString().slice(0, 10);
}

/** The first instant of the China day `day` (`YYYY-MM-DD`), moved by `plusDays` days. */
export function chinaDayStart(day: string, plusDays = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * 86_400_000 - chinaOffsetMs);
}
