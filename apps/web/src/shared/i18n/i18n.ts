import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@rc/contract';
import { yieldToMain } from '../browser/yield-to-main.js';
import { requestScope } from '../ssr/request-scope.js';
import { zhCN } from './zh-CN.js';
import type { Messages } from './zh-CN.js';
import { detectLanguage, setCurrentLocale, storeLanguage, storedLanguage } from './language.js';

/**
 * i18next with the app's messages. zh-CN, the default, is bundled; en-US is
 * loaded when first needed (before the first render when it is the starting
 * language), so a Chinese-speaking customer does not download it.
 */
export const i18n = i18next.createInstance();

const loaders: Record<Locale, () => Promise<Messages>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US.js').then((m) => m.enUS),
};

async function ensureMessages(lang: Locale): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  i18n.addResourceBundle(lang, 'common', await loaders[lang]());
}

function initialLanguage(): Locale {
  const hasWindow = typeof window !== 'undefined';
  return detectLanguage({
    query: hasWindow ? new URLSearchParams(window.location.search).get('lang') : null,
    stored: hasWindow ? storedLanguage() : null,
    navigatorLanguages: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
}

/**
 * The page's own language. Only when it changes: a write restyles the whole document, and on a page
 * the server drew in its language (decision 062) it was the largest part of evaluating the entry.
 */
function applyDocumentLanguage(lang: Locale): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lang)
    document.documentElement.lang = lang;
}

const startLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { common: zhCN } },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  supportedLngs: ['zh-CN', 'en-US'],
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
setCurrentLocale('zh-CN');
// Another starting language is written once it is active, not Chinese first and then it.
if (startLanguage === 'zh-CN') applyDocumentLanguage('zh-CN');

i18n.on('languageChanged', (lang) => {
  const locale: Locale = lang === 'en-US' ? 'en-US' : 'zh-CN';
  setCurrentLocale(locale);
  applyDocumentLanguage(locale);
});

/**
 * Resolves when the starting language's messages are loaded and active. Another language than
 * Chinese is taken in a task after the one evaluating the app's entry, which is long enough already
 * (decision 074).
 */
export const i18nReady: Promise<void> =
  startLanguage === 'zh-CN'
    ? Promise.resolve()
    : yieldToMain()
        .then(() => ensureMessages(startLanguage))
        .then(() => i18n.changeLanguage(startLanguage))
        .then(
          () => undefined,
          // The English chunk did not load: Chinese is complete, carry on with it.
          () => applyDocumentLanguage('zh-CN'),
        );

/**
 * The instance the running code reads: a server drawing's own (its request scope, decision 064),
 * else the app's. Components read it through the provider (app/providers.tsx).
 */
export function activeI18n(): I18n {
  return requestScope()?.i18n ?? i18n;
}

/**
 * A server drawing's own instance (src/entry-server.tsx, decision 064): the app's messages, shared,
 * with a language of its own, so drawings in different languages run side by side. Nothing stored.
 */
export async function renderI18n(lang: Locale): Promise<I18n> {
  await ensureMessages(lang);
  return i18n.cloneInstance({ lng: lang });
}

export async function changeLanguage(lang: Locale): Promise<void> {
  await ensureMessages(lang);
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}
