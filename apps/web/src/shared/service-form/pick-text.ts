import type { BilingualText } from '@rc/contract';

/** The description's words in the screen's language (descriptions carry both). */
export function pickText(text: BilingualText, language: string): string {
  return language.startsWith('en') ? text['en-US'] : text['zh-CN'];
}

/** Fen as yuan for the customer: `¥128` or `¥128.50`. */
export function yuan(fen: number): string {
  const y = fen / 100;
  return `¥${Number.isInteger(y) ? String(y) : y.toFixed(2)}`;
}
