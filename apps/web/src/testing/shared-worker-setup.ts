import { beforeAll } from 'vitest';
import { changeLanguage, i18n, i18nReady } from '../shared/i18n/i18n.js';
import { detectLanguage } from '../shared/i18n/language.js';
import { resetPageGlobalsForTests } from '../shared/config/page-globals.js';

/**
 * The `web` project's workers keep their modules between files (decision 069): each file starts
 * from what a fresh page would have, whatever the file before it left. Nothing stored, the page
 * globals read again, and the language the page would start in (the phone's, here en-US).
 */
beforeAll(async () => {
  // A file that runs in Node (a server drawing's tests) has no page.
  if (typeof window === 'undefined') return;
  window.sessionStorage.clear();
  resetPageGlobalsForTests();
  await i18nReady;
  const start = detectLanguage({ query: null, stored: null, navigatorLanguages: navigator.languages });
  if (i18n.language !== start) await changeLanguage(start);
  // Last: changing the language stores the choice, which a fresh page has not made.
  window.localStorage.clear();
});
