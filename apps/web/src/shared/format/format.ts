import { chinaOffsetMs, type Locale } from '@rc/contract';
import { currentLocale } from '../i18n/language.js';

/**
 * The one way the customer side writes dates, times and money (docs/decisions/039).
 *
 * Times are China's, whatever zone the phone is set to: the insurer, its stores and
 * its customers live in Asia/Shanghai (UTC+8 all year, no daylight saving since 1991),
 * so an order placed at 23:04 is "23:04" and not the phone's or UTC's hour. The
 * offset is applied by arithmetic rather than through Intl's time-zone data so every
 * browser (and a test's TZ) gives the same answer. Words (month and weekday names)
 * follow the app language.
 */

type Instant = string | number | Date | null | undefined;

interface ChinaParts {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const enMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;
const enWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const zhWeekdays = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

function chinaParts(at: Instant): ChinaParts | null {
  if (at === null || at === undefined || at === '') return null;
  const t = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  if (Number.isNaN(t)) return null;
  const d = new Date(t + chinaOffsetMs);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}

const clockOf = (p: ChinaParts) => `${pad(p.hour)}:${pad(p.minute)}`;
const enMonthDay = (p: ChinaParts) => `${enMonths[p.month - 1] ?? ''} ${String(p.day)}`;

/** A calendar day: `2026-11-27` / `Nov 27, 2026`. */
export function formatDate(at: Instant, locale: Locale = currentLocale()): string {
  const p = chinaParts(at);
  if (!p) return '';
  return locale === 'en-US'
    ? `${enMonthDay(p)}, ${String(p.year)}`
    : `${String(p.year)}-${pad(p.month)}-${pad(p.day)}`;
}

/** A moment: `2026-11-27 00:30` / `Nov 27, 2026, 00:30` (24-hour clock in both). */
export function formatDateTime(at: Instant, locale: Locale = currentLocale()): string {
  const p = chinaParts(at);
  if (!p) return '';
  return `${formatDate(at, locale)}${locale === 'en-US' ? ',' : ''} ${clockOf(p)}`;
}

/** A time of day: `00:30`. */
export function formatTime(at: Instant): string {
  const p = chinaParts(at);
  return p ? clockOf(p) : '';
}

/** A day of this year, for lists and slots: `11-27` / `Nov 27`; with the weekday `11-27 周五` / `Fri, Nov 27`. */
export function formatMonthDay(
  at: Instant,
  options: { weekday?: boolean } = {},
  locale: Locale = currentLocale(),
): string {
  const p = chinaParts(at);
  if (!p) return '';
  if (locale === 'en-US') {
    return options.weekday ? `${enWeekdays[p.weekday] ?? ''}, ${enMonthDay(p)}` : enMonthDay(p);
  }
  const md = `${pad(p.month)}-${pad(p.day)}`;
  return options.weekday ? `${md} ${zhWeekdays[p.weekday] ?? ''}` : md;
}

/** A recent moment in a list row: `11-27 00:30` / `Nov 27, 00:30`. */
export function formatMonthDayTime(at: Instant, locale: Locale = currentLocale()): string {
  const p = chinaParts(at);
  if (!p) return '';
  return `${formatMonthDay(at, {}, locale)}${locale === 'en-US' ? ',' : ''} ${clockOf(p)}`;
}

/**
 * Fen as an amount of yuan, the one money rule: two decimals, thousands grouped,
 * `123450` → `1,234.50`. For messages that already carry the `¥` (`¥{{value}}`).
 */
export function formatYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.round(Math.abs(fen));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${pad(abs % 100)}`;
}

/**
 * Fen as the text of an amount field the staff member edits: two decimals, no
 * grouping, so it reads back as typed (`123450` → `1234.50`). Shown amounts use
 * formatYuan / formatMoney.
 */
export function formatYuanInput(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.round(Math.abs(fen));
  return `${sign}${String(Math.floor(abs / 100))}.${pad(abs % 100)}`;
}

/** Fen as money: `¥1,234.50`, `-¥12.50`. */
export function formatMoney(fen: number): string {
  const amount = formatYuan(fen);
  return amount.startsWith('-') ? `-¥${amount.slice(1)}` : `¥${amount}`;
}

/**
 * A place's coordinates as text, latitude first, five decimals (about a metre): what a located
 * customer's address is when they typed none (`31.23042, 121.47370`), so the screens that show
 * a reported place can tell an address from its coordinates.
 */
export function formatCoordinates(p: { lat: number; lng: number }): string {
  return `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}`;
}

/** Metres as kilometres with one decimal, for messages that carry the unit (`约 {{km}} 公里`). */
export function formatKm(meters: number): string {
  return (meters / 1000).toFixed(1);
}

/** The unit and value of a distance: metres under 1 km, else km with one decimal. */
export function distanceParts(meters: number): { unit: 'm' | 'km'; value: string } {
  return meters < 1000
    ? { unit: 'm', value: String(Math.round(meters)) }
    : { unit: 'km', value: formatKm(meters) };
}
