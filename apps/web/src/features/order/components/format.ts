import { currentLocale } from '../../../shared/i18n/language.js';

/** `11-23 14:05` in the customer's time zone. */
export function shortTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fullTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${shortTime(iso)}`;
}

export function dateOnly(iso: string | null | undefined): string {
  return iso ? fullTime(iso).slice(0, 10) : '';
}

/** Yuan from fen, without trailing zeros: 18000 → "180". */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2).replace(/\.?0+$/, '');
}

/** The unit and value of a distance: metres under 1 km, else km with one decimal. */
export function distanceParts(meters: number): { unit: 'm' | 'km'; value: string } {
  return meters < 1000
    ? { unit: 'm', value: String(Math.round(meters)) }
    : { unit: 'km', value: (meters / 1000).toFixed(1) };
}

export function isEnglish(): boolean {
  return currentLocale() === 'en-US';
}

/** Tomorrow 10:00 local, as a datetime-local value (the order forms' first appointment). */
export function defaultSlot(now = Date.now()): string {
  const d = new Date(now + 86_400_000);
  d.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T10:00`;
}
