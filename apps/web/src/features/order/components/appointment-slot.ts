import { chinaSlotStart } from '@rc/contract';

/** Tomorrow 10:00 China time, as an ISO instant (the order forms' first appointment). */
export function defaultSlot(now = Date.now()): string {
  return chinaSlotStart(new Date(now), 1, '10:00').toISOString();
}
