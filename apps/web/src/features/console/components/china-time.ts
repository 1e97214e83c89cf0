/**
 * The console's date-time fields are in China time (decision 039), whatever the browser's zone:
 * typed as `YYYY-MM-DD HH:mm`, sent as an ISO instant with +08:00.
 */
const chinaOffsetMs = 8 * 3_600_000;

/** An instant as the text of a China-time field (`2026-12-01 09:30`), '' for none. */
export function chinaInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return new Date(d.getTime() + chinaOffsetMs).toISOString().slice(0, 16).replace('T', ' ');
}

const shape = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;

/** The instant a China-time field's text names, or null when it is not a real date and time. */
export function instantOfChinaInput(text: string): string | null {
  const m = shape.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - chinaOffsetMs);
  // 2026-02-30 rolls over into March: not a real day.
  if (chinaInputOf(at.toISOString()) !== `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}`) return null;
  return at.toISOString();
}
