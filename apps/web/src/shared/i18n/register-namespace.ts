import type { Locale } from '@rc/contract';
import { i18n } from './i18n.js';

/**
 * Adds an area's messages to i18next as their own namespace, when the area's
 * first screen loads (they stay out of the first screen's bundle). Each area
 * keeps `i18n/zh-CN.ts` and `i18n/en-US.ts` (typed by the Chinese one) and calls
 * this at module level in its `i18n/register.ts`; the namespace's type is added
 * in `app/i18n-namespaces.d.ts` so `t('ns:key')` is checked.
 */
export function registerNamespace<M extends object>(ns: string, messages: Record<Locale, M>): void {
  if (i18n.hasResourceBundle('zh-CN', ns)) return;
  i18n.addResourceBundle('zh-CN', ns, messages['zh-CN']);
  i18n.addResourceBundle('en-US', ns, messages['en-US']);
}
