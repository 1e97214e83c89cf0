import type { BilingualText } from '@rc/contract';

/** The description's words in the screen's language (descriptions carry both). */
export function pickText(text: BilingualText, language: string): string {
  return language.startsWith('en') ? text['en-US'] : text['zh-CN'];
}
