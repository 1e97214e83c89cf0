import { activeI18n } from './i18n.js';

/**
 * The membership level's name in the customer's language. The server sends the
 * level's Chinese name (degree) and its code (degreeCode); the known levels have
 * words in both languages, matched by code or by the Chinese name where a reply
 * carries no code. An unknown level shows the server's own name.
 */
const levels: Record<
  string,
  'membership.gold' | 'membership.diamond' | 'membership.silver' | 'membership.ordinary'
> = {
  G: 'membership.gold',
  金卡: 'membership.gold',
  D: 'membership.diamond',
  钻石卡: 'membership.diamond',
  S: 'membership.silver',
  银卡: 'membership.silver',
  N: 'membership.ordinary',
  普通: 'membership.ordinary',
};

export function membershipName(degree: string, degreeCode?: string): string {
  const key = (degreeCode ? levels[degreeCode] : undefined) ?? levels[degree.trim()];
  return key ? activeI18n().t(key) : degree;
}
