/**
 * A User Timing mark (`rc:…`), so a trace and the page-load bench
 * (bench/page-load.ts prints them) show when the boot and the app did what.
 */
export function mark(name: `rc:${string}`): void {
  try {
    performance.mark(name);
  } catch {
    // no User Timing: nothing to record
  }
}
