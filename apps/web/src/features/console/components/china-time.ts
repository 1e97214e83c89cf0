import { chinaOffsetMs } from '@rc/contract';

/**
 * The console's date-time fields are in China time (decision 039), whatever the browser's zone:
 * typed as `YYYY-MM-DD HH:mm` (or `YYYY-MM-DD` in a day field), sent as an ISO instant. The one
 * home of the fields' text both ways: the typed fields and the picker (fields.tsx) use it.
 */

/** An instant as the text of a China-time field (`2026-12-01 09:30`, or `2026-12-01` without the time), '' for none. */
export function chinaInputOf(at: string | Date | null | undefined, withTime = true): string {
  if (!at) return '';
  const d = new Date(at);
  if (Number.isNaN(d.getTime())) return '';
  const iso = new Date(d.getTime() + chinaOffsetMs).toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : iso.slice(0, 10);
}

const shape = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/**
 * The instant a China-time field's text names, or null when it is not a real date and time.
 * A day alone (`2026-12-01`, its start) is taken only with `dayAlone`.
 */
export function instantOfChinaInput(text: string, options: { dayAlone?: boolean } = {}): string | null {
  const m = shape.exec(text.trim());
  if (!m) return null;
  const withTime = m[4] !== undefined;
  if (!withTime && !options.dayAlone) return null;
  const [y, mo, d, h, mi] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0'].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi) - chinaOffsetMs);
  // 2026-02-30 rolls over into March: not a real day.
  const written = withTime ? `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}` : `${m[1]}-${m[2]}-${m[3]}`;
  if (chinaInputOf(at, withTime) !== written) return null;
  return at.toISOString();
}
