import { afterAll, beforeAll } from 'vitest';

/**
 * Runs the file's tests on a phone set to another zone than China's (Los Angeles,
 * UTC-8), so a screen that formats in the phone's zone or in UTC gives another day.
 */
export function phoneInAnotherZone(tz = 'America/Los_Angeles'): void {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = tz;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });
}

/** happy-dom lays nothing out: antd-mobile's pickers measure their row height from this element. */
export function givePickersARowHeight(): void {
  const style = document.createElement('style');
  style.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
  document.head.append(style);
}
