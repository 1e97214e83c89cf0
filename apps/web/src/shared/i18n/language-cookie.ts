import type { Locale } from '@rc/contract';

/**
 * The choice, told to the server too: a hand-off it draws (decision 062) is drawn in the language
 * the app will start in, which the server cannot read from localStorage. A preference cookie,
 * nothing else in it; the session is never in a cookie. Written where the choice is made (the
 * language switch) and where a drawing in another language is found (boot/hydrate-landing.tsx),
 * both outside the first screen's code.
 */
export const languageCookie = 'rc.lang';

export function rememberLanguageForServer(lang: Locale): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** The choice as a request's Cookie header carries it (the server entry), or null. */
export function languageOfCookie(header: string): string | null {
  for (const part of header.split(';')) {
    const [name, value] = part.split('=').map((x) => x.trim());
    if (name === languageCookie && value) return value;
  }
  return null;
}
