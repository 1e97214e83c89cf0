/** A calendar date as the customer reads it (China Standard Time), YYYY-MM-DD. */
export function shortDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  return new Date(t + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** Fen as yuan with two decimals: 123450 → "1,234.50". */
export function yuan(fen: number): string {
  return (fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
