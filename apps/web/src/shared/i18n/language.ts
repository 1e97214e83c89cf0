import { defaultLocale, type Locale } from '@rc/contract';
import { requestScope } from '../ssr/request-scope.js';

/**
 * The user's language, without React: the API client sends it as
 * Accept-Language and the status catalogue's words are picked by it.
 * Order (brief): `?lang=` in the URL, then the stored choice, then the browser.
 */
export const supportedLanguages: readonly Locale[] = ['zh-CN', 'en-US'];

export function normaliseLanguage(raw: string | null | undefined): Locale | null {
  if (!raw) return null;
  const v = raw.trim().toLowerCase();
  if (v.startsWith('en')) return 'en-US';
  if (v.startsWith('zh')) return 'zh-CN';
  return null;
}

export interface LanguageSources {
  query?: string | null;
  stored?: string | null;
  navigatorLanguages?: readonly string[];
}

export function detectLanguage(sources: LanguageSources): Locale {
  const fromQuery = normaliseLanguage(sources.query);
  if (fromQuery) return fromQuery;
  const fromStore = normaliseLanguage(sources.stored);
  if (fromStore) return fromStore;
  for (const lang of sources.navigatorLanguages ?? []) {
    const found = normaliseLanguage(lang);
    if (found) return found;
  }
  return defaultLocale;
}

/**
 * The choice is a preference, not session data, so it lives in localStorage
 * (spec 9's list is about session storage and stays exact).
 */
const preferenceKey = 'rc.lang';

export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(preferenceKey);
  } catch {
    return null;
  }
}

export function storeLanguage(lang: Locale): void {
  try {
    window.localStorage.setItem(preferenceKey, lang);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}

let current: Locale = defaultLocale;

export function currentLocale(): Locale {
  // A server drawing's language is its own instance's (decision 064), never the module's.
  const drawing = requestScope()?.i18n?.language;
  if (drawing) return drawing === 'en-US' ? 'en-US' : 'zh-CN';
  return current;
}

export function setCurrentLocale(lang: Locale): void {
  current = lang;
}
