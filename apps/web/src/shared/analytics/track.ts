import { pageGlobals } from '../config/page-globals.js';
import { inFlightCount } from '../api/client.js';
import { apiEvents } from '../api/events.js';

/**
 * Analytics (spec 7): the Sensors web SDK, loaded on first use, platform h5,
 * login id type PID, sending to the page globals' shenceServerUrl (the server's
 * own collector by default). Only the PID identifies the customer: no name,
 * mobile, plate or ID ever goes into an event. Every call is fire-and-forget;
 * analytics never breaks a page. Nothing is sent when no URL is configured.
 */
export type TrackedEvent = 'rightTap' | 'orderSubmit' | 'transfer' | 'redemption';

type Properties = Record<string, string | number | boolean>;

interface SensorsSdk {
  init(options: Record<string, unknown>): void;
  registerPage(props: Record<string, unknown>): void;
  quick(name: 'autoTrack' | 'autoTrackSinglePage', props?: Record<string, unknown>): void;
  track(event: string, props?: Record<string, unknown>): void;
  login(id: string): void;
  loginWithKey?(key: string, id: string): void;
  logout(): void;
}

/** The spec's "fixed system id". */
export const systemId = 'rights-centre-h5';

let sdk: Promise<SensorsSdk | null> | null = null;

/** How long no API call may be in flight before the first screen counts as settled. */
const settledAfterMs = 1000;

/** Resolves once no API call has been in flight for settledAfterMs (the first screen's data is in). */
function whenApiSettled(): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = apiEvents.on('loading', () => check());
    const check = () => {
      clearTimeout(timer);
      if (inFlightCount() === 0)
        timer = setTimeout(() => {
          off();
          resolve();
        }, settledAfterMs);
    };
    check();
  });
}

/**
 * The SDK (about 49 KB gzip) waits until the page has loaded, the first screen's
 * calls (the hand-off login, then the landing screen's data) have settled and the
 * browser is idle, so it never competes with the first screen on a slow network.
 * Events tracked before then are sent once it is up.
 */
function whenIdle(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded.then(whenApiSettled).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1500);
      }),
  );
}

function load(): Promise<SensorsSdk | null> {
  const serverUrl = pageGlobals().shenceServerUrl;
  if (!serverUrl || typeof window === 'undefined') return Promise.resolve(null);
  sdk ??= whenIdle()
    .then(() => import('sa-sdk-javascript'))
    .then((mod) => {
      const sensors = ((mod as { default?: unknown }).default ?? mod) as SensorsSdk;
      sensors.init({
        // The SDK refuses a relative address (it sends nothing, only logs): same-origin paths are made absolute.
        server_url: new URL(serverUrl, window.location.href).href,
        send_type: 'ajax',
        is_track_single_page: false,
        show_log: false,
        heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
        preset_properties: { latest_referrer: false, latest_search_keyword: false, url: false, title: false },
      });
      sensors.registerPage({ platform: 'h5', system_id: systemId });
      return sensors;
    })
    .catch(() => null);
  return sdk;
}

function safely(run: (s: SensorsSdk) => void): void {
  void load().then((s) => {
    if (!s) return;
    try {
      run(s);
    } catch {
      // analytics must never break a page
    }
  });
}

/** A page view, by route pattern (never the full URL: entry links carry tokens and mobiles). */
export function trackPageView(routePattern: string): void {
  safely((s) => s.track('$pageview', { page: routePattern }));
}

/** After login: events from now on carry the PID as the login id (login id type PID). */
export function trackLogin(pid: string): void {
  if (!pid) return;
  safely((s) => {
    if (s.loginWithKey) s.loginWithKey('PID', pid);
    else s.login(pid);
    s.track('login', { login_id_type: 'PID' });
  });
}

export function trackEvent(event: TrackedEvent, properties: Properties = {}): void {
  safely((s) => s.track(event, properties));
}

/** Only for tests. */
export function resetAnalyticsForTests(): void {
  sdk = null;
}
