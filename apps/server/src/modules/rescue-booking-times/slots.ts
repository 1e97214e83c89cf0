import { chinaDay, chinaDayStart } from '@rc/contract';

const hourMs = 3_600_000;
/** Booked (non-urgent) rescue runs 07:00–22:00 China time; urgent rescue is always "now". */
const firstHour = 7;
const lastHour = 22;

/**
 * One-hour slots of the day asked for (today when none), in China time: on
 * today, only slots starting at least an hour from now (a truck needs time).
 */
export function appointmentSlots(date: string | undefined, now = new Date()) {
  const day = date ?? chinaDay(now);
  const midnightUtc = chinaDayStart(day).getTime();
  const slots = [];
  for (let h = firstHour; h < lastHour; h++) {
    const start = new Date(midnightUtc + h * hourMs);
    if (start.getTime() < now.getTime() + hourMs) continue;
    slots.push({
      start: start.toISOString(),
      end: new Date(start.getTime() + hourMs).toISOString(),
      available: true,
    });
  }
  return slots;
}
