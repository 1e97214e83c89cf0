/**
 * The page's boot script (docs/decisions/024-early-login-and-landing.md). The
 * build bundles this file on its own and writes it inline into index.html
 * (vite.config.ts, `rc:inline-boot`), so it runs while the HTML is still being
 * read, long before the app's code has downloaded on a slow network. On a
 * hand-off it:
 *  1. preloads the entrance screen's code;
 *  2. sends the hand-off login, exactly as the entrance would;
 *  3. with the answer: sends the session-key exchange the entrance will ask for,
 *     works out the landing screen with the app's own after-login rules, preloads
 *     that screen's code and sends its first reads with the new session token.
 * Everything it sends is left in early-replies.ts, where the app's API client
 * takes it instead of sending the same request again. It stores nothing and
 * shows nothing: the app does all of that as before. If anything here fails,
 * the app simply sends its own requests.
 */
import { preloadLinksPerTask, refUrl, type LoginData } from '@rc/contract';
import { exchangeSessionKeys, login, loginWithNewRcCode } from '@rc/contract/refs';
import { loginRequestFromEntry } from '../../features/account/login-request.js';
import { earlyKey, putEarlyReply, readMaxAgeMs } from '../../shared/api/early-replies.js';
import { staticFileUrl } from '../../shared/api/static-file.js';
import { mark } from '../../shared/browser/user-timing.js';
import { pageGlobals } from '../../shared/config/page-globals.js';
import { detectLanguage, storedLanguage } from '../../shared/i18n/language.js';
import { themeOfFlag } from '../../shared/rights/theme-files.js';
import { nextScreenAfterLogin } from '../../shared/routing/after-login.js';
import { pickKeptParams, queryRecord, type QueryRecord } from '../../shared/session/entry-query.js';
import { landingScreens, type FirstRead } from './landing.js';
import {
  bootEntrancePath,
  dataLayoutKey,
  landingPaths,
  type LandingPath,
  type PackedPreloads,
} from './landing-paths.js';
import { filesOf } from './preload-map.js';
import { serverLoginReply } from './server-landing.js';

/** Written in by the build: the files of the entrance, the data layout and each landing screen. */
declare const __RC_PRELOADS__: PackedPreloads;

const waitingLinks: HTMLLinkElement[] = [];
const askedFor = new Set<string>();
/**
 * How many more links this task may put in (the rest go in the tasks after it, in order; decision
 * 074); renewed by a timer, which fires before any set later.
 */
let room = preloadLinksPerTask;
let roomRenewing = false;
let appending = false;

function appendSome(): void {
  appending = false;
  if (!roomRenewing) {
    roomRenewing = true;
    setTimeout(() => {
      room = preloadLinksPerTask;
      roomRenewing = false;
    }, 0);
  }
  for (; room > 0 && waitingLinks.length > 0; room -= 1) {
    const link = waitingLinks.shift();
    if (link) document.head.appendChild(link);
  }
  if (waitingLinks.length > 0) {
    appending = true;
    setTimeout(appendSome, 0);
  }
}

/** Puts `link` into the page after the ones waiting; the first few at the end of this task. */
function appendInTurn(link: HTMLLinkElement): void {
  waitingLinks.push(link);
  if (appending) return;
  appending = true;
  queueMicrotask(appendSome);
}

/**
 * Only what is certainly needed: a guess held the connections the entry and the login needed.
 * `styles` false: the code only (a screen that is not going to be shown, only its loader run).
 */
function preload(key: string, styles = true): void {
  for (const file of filesOf(__RC_PRELOADS__, key)) {
    if (!styles && file.endsWith('.css')) continue;
    const href = `/${file}`;
    if (askedFor.has(href) || document.head.querySelector(`link[href="${href}"]`)) continue;
    askedFor.add(href);
    const link = document.createElement('link');
    // The same request mode as Vite's own preloads and module imports, so the browser reuses it.
    link.crossOrigin = '';
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    link.href = href;
    appendInTurn(link);
  }
}

function isLandingPath(path: string): path is LandingPath {
  return (landingPaths as readonly string[]).includes(path);
}

/** Where the app will take this login (null: somewhere the boot cannot know, or nowhere). */
function landingOf(data: LoginData, entry: QueryRecord): LandingPath | null {
  // A return to the stored nextUrl: the app knows it, the boot does not.
  if (entry.isBackUrl === '1') return null;
  const effects = nextScreenAfterLogin(data, {
    isBackUrl: entry.isBackUrl,
    nextUrl: null,
    inWeChat: false,
    sdTrackCode: entry.sd_track_code,
    sdExpireTime: entry.sd_expire_time,
  });
  for (const effect of effects) {
    if (effect.kind !== 'navigate') continue;
    const path = effect.to.split(/[?#]/)[0] ?? '';
    return isLandingPath(path) ? path : null;
  }
  return null;
}

function loginDataOf(envelope: unknown): LoginData | null {
  if (!envelope || typeof envelope !== 'object') return null;
  const { status, data } = envelope as { status?: unknown; data?: unknown };
  if (status !== 0 || !data || typeof data !== 'object') return null;
  const { token, userVo } = data as { token?: unknown; userVo?: unknown };
  return typeof token === 'string' && token && userVo && typeof userVo === 'object'
    ? (data as LoginData)
    : null;
}

function boot(): void {
  mark('rc:boot');
  if (window.location.pathname !== bootEntrancePath) return;
  const entry = pickKeptParams(queryRecord(window.location.search));
  const request = loginRequestFromEntry(entry);
  if (!request) return;

  const globals = pageGlobals();
  // The language the app will start in (src/shared/i18n/i18n.ts), for Accept-Language.
  const language = detectLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    stored: storedLanguage(),
    navigatorLanguages: navigator.languages,
  });
  const requestInit = (method: string, json: string | undefined, token: string | null): RequestInit => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language };
    if (json !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (globals.apiKey) headers['X-Api-Key'] = globals.apiKey;
    if (globals.applicantCode) headers['X-Applicant-Code'] = globals.applicantCode;
    return { method, headers, body: json, credentials: 'same-origin' };
  };
  /** Sends a call as the API client would (src/shared/api/client.ts) and leaves its reply for it. */
  const send = (read: FirstRead, token: string | null, maxAgeMs: number) => {
    const url = refUrl(read.ref);
    const json = read.body === undefined ? undefined : JSON.stringify(read.body);
    const reply = fetch(url, requestInit(read.ref.method, json, token));
    putEarlyReply(earlyKey(read.ref.method, url, json, token), reply, maxAgeMs);
  };

  /** With the login answer: the key exchange, the landing screen's code, its first reads. */
  const afterLogin = (envelope: unknown) => {
    const data = loginDataOf(envelope);
    if (!data) return;
    // startSession (src/features/account/start-session.ts) trades the one-time secret next.
    if (data.userVo.publicSecret)
      send(
        { ref: exchangeSessionKeys, body: { publicSecret: data.userVo.publicSecret } },
        data.token,
        Number.POSITIVE_INFINITY,
      );
    const landing = landingOf(data, entry);
    mark('rc:landing-sent');
    if (!landing) return;
    const screen = landingScreens[landing];
    // Its reads before its code: a few small calls the screen paints with, ahead of a few dozen
    // files in the browser's queue for the six connections. A screen the server drew came with
    // its data (decision 052).
    if (screen && !window.__RC_SSR__) for (const read of screen.reads) send(read, data.token, readMaxAgeMs);
    preload(landing);
    if (!screen) return;
    const headers: Record<string, string> = {};
    if (globals.apiKey) headers['X-Api-Key'] = globals.apiKey;
    if (globals.applicantCode) headers['X-Applicant-Code'] = globals.applicantCode;
    for (const file of screen.themeFiles(themeOfFlag(data.userVo.isVip))) {
      const url = staticFileUrl(file);
      // After the code and the data, each in a task of its own (decision 074): an icon sheet only
      // decorates the first view.
      setTimeout(() => {
        const reply = fetch(url, { headers, credentials: 'same-origin', priority: 'low' });
        putEarlyReply(earlyKey('GET', url, undefined, null), reply);
      }, 0);
    }
  };

  const loginRef = request.endpoint === 'login' ? login : loginWithNewRcCode;
  const url = refUrl(loginRef);
  const json = JSON.stringify(request.body);
  // The login first: on HTTP/1.1 (six connections) anything asked for before it can take the
  // connections it needs, and everything after it waits for its answer.
  // The server already made this login while it answered the page (decision 052): its reply is here.
  const sent = serverLoginReply() ?? fetch(url, requestInit(loginRef.method, json, null));
  mark('rc:login-sent');
  // Then the entrance's code and the data layout every landing screen sits in (both certain: at
  // low priority Chrome held the layout back until after the landing screen's own files). No
  // landing screen is guessed: a wrong guess (a few dozen small files) held the connections and
  // the bandwidth the entry's own code and the login needed; the answer names the right one.
  // A drawn landing (decision 062) runs the entrance's loader, never shows the entrance: its
  // styles would be fetched for nothing (and the browser warns of an unused preload).
  preload(bootEntrancePath, !window.__RC_SSR__);
  preload(dataLayoutKey);
  // The entrance gets its own copy of the answer, and only once afterLogin has run: the key
  // exchange is then always waiting for startSession, never sent twice (its secret works once).
  const forEntrance = sent.then(async (res) => {
    mark('rc:login-answered');
    const copy = res.clone();
    try {
      if (res.ok) afterLogin(await res.json());
    } catch {
      // not JSON: the entrance reads the copy and says what went wrong
    }
    return copy;
  });
  // The hand-off token works once: this reply waits for the entrance however long it takes.
  putEarlyReply(earlyKey(loginRef.method, url, json, null), forEntrance, Number.POSITIVE_INFINITY);
}

try {
  // A screen the server drew (decision 052) paints first: nothing is asked for before that.
  if (window.__RC_SSR__) requestAnimationFrame(() => setTimeout(boot, 0));
  else boot();
} catch {
  // An old browser or a blocked API: the app logs in by itself.
}
