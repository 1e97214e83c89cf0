/** Date and time as the console shows them, in the operator's language: `2026-11-23 14:05`. */
export function formatTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleString(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Fen as yuan with two decimals: 1990 → `19.90`. */
export function formatYuan(fen: number): string {
  return (fen / 100).toFixed(2);
}
