import type { PageGlobals } from '@rc/contract';

/**
 * The one reader of `window.__RC__` and `import.meta.env` (house style: config is
 * read and validated in one place). The server replaces the placeholder in
 * index.html with the globals; in `vite dev` and in tests there is none, so safe
 * defaults apply: no API key, no mourning, no analytics.
 */
const safeDefaults: PageGlobals = {
  apiKey: '',
  applicantCode: '',
  mourn: 0,
  demo: false,
  shenceServerUrl: '',
  mapTileUrl: '',
  customerServiceUrl: '',
  themeVersion: '',
};

declare global {
  interface Window {
    __RC__?: unknown;
  }
}

let cached: PageGlobals | undefined;

/**
 * Checks the globals' shape by hand: the contract's zod schema would bring zod
 * into the first screen's bundle for one object (docs/decisions/006).
 */
function readGlobals(raw: unknown): PageGlobals | null {
  if (!raw || typeof raw !== 'object') return null;
  const g = raw as Record<string, unknown>;
  const strings = ['apiKey', 'applicantCode', 'shenceServerUrl', 'mapTileUrl', 'customerServiceUrl'] as const;
  if (!strings.every((k) => typeof g[k] === 'string')) return null;
  if ((g.mourn !== 0 && g.mourn !== 1) || typeof g.demo !== 'boolean') return null;
  return {
    apiKey: g.apiKey as string,
    applicantCode: g.applicantCode as string,
    mourn: g.mourn,
    demo: g.demo,
    shenceServerUrl: g.shenceServerUrl as string,
    mapTileUrl: g.mapTileUrl as string,
    customerServiceUrl: g.customerServiceUrl as string,
    // Older pages had none: no partner login.
    partnerLoginUrl: typeof g.partnerLoginUrl === 'string' ? g.partnerLoginUrl : '',
    // Older pages had none: the theme files' plain address.
    themeVersion: typeof g.themeVersion === 'string' ? g.themeVersion : '',
  };
}

export function pageGlobals(): PageGlobals {
  if (cached) return cached;
  const raw = typeof window === 'undefined' ? undefined : window.__RC__;
  const parsed = readGlobals(raw);
  if (parsed) {
    cached = parsed;
  } else {
    // Missing globals are normal in dev; malformed ones in production are a
    // server defect, but the app still runs on the defaults rather than going blank.
    if (raw !== undefined && !import.meta.env.DEV) {
      console.warn('window.__RC__ is malformed; running with defaults');
    }
    cached = safeDefaults;
  }
  return cached;
}

/** Only for tests: forget what was read so a test can install other globals. */
export function resetPageGlobalsForTests(): void {
  cached = undefined;
}

/**
 * Where someone with no session goes to log in and come back to `path` (an app path): the
 * deployment's partner login page with the return address in place of `{return}`, as a path
 * for a page on this server and as an absolute address for one on the partner's host.
 * null when none is configured.
 */
export function partnerLoginHref(path: string): string | null {
  const template = pageGlobals().partnerLoginUrl ?? '';
  if (!template.includes('{return}')) return null;
  const back = template.startsWith('/') ? path : new URL(path, window.location.origin).href;
  return template.replace('{return}', encodeURIComponent(back));
}
