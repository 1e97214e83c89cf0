const p = (n: number) => String(n).padStart(2, '0');

/** `2026-11-23`, in the browser's time zone. */
export function shortDate(iso: string): string {
  const d = new Date(iso);
  return `${String(d.getFullYear())}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** `2026-11-23 14:05`. */
export function dateTime(iso: string): string {
  const d = new Date(iso);
  return `${shortDate(iso)} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** `14:05`. */
export function clock(iso: string): string {
  const d = new Date(iso);
  return `${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** Fen as yuan with two decimals. */
export function yuan(fen: number): string {
  return (fen / 100).toFixed(2);
}

/** A fresh idempotency key for one confirm (kept across its retries). */
export { newIdempotencyKey } from '../../../shared/api/idempotency-key.js';
