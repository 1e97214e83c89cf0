import { pageGlobals } from '../config/page-globals.js';
import { inFlightCount } from '../api/client.js';
import { apiEvents } from '../api/events.js';
import { afterFirstScreen } from '../browser/after-first-screen.js';

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

/** What was tracked before the SDK was up, in order; replayed through it once it is. */
type Pending =
  | { kind: 'login'; pid: string; at: number }
  | { kind: 'track'; event: string; properties: Record<string, unknown>; at: number };

let sdk: Promise<SensorsSdk | null> | null = null;
let ready: SensorsSdk | null = null;
let pending: Pending[] = [];
/** The last login tracked: a beacon may have sent its event, the SDK must still know the PID. */
let loginPid = '';
/** The PID the last beacon ended with: the events of a later beacon carry it too. */
let beaconPid = '';
/** The collector keeps at most 50 records of one call (apps/server's analytics decode). */
const recordsPerBeacon = 50;
let flushInstalled = false;

/** How long no API call may be in flight before the first screen counts as settled. */
const settledAfterMs = 1000;
/**
 * How long the page stays quiet after that before the SDK loads (decision 046): its
 * evaluation (~200 ms on this host, ~4x that on a cheap phone) is the longest task
 * after the first paint, so it waits until the first screen's work is long over.
 * Events tracked meanwhile are kept, and sent by beacon if the page is left first.
 */
export const sdkQuietMs = 5000;

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
 * calls (the hand-off login, then the landing screen's data) have settled, a
 * further sdkQuietMs have passed and the browser is idle, so it never competes
 * with the first screen on a slow network or a slow CPU.
 */
function whenReady(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return loaded.then(whenApiSettled).then(() => afterFirstScreen(sdkQuietMs));
}

/** The SDK's own `data_list` form: base64 of the UTF-8 JSON (apps/server's collector decodes it). */
function base64Json(value: unknown): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(JSON.stringify(value))) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The page is being left before the SDK is up: what was tracked so far goes to the
 * collector in one beacon, in the SDK's wire format, so no page view or login is lost.
 */
function flushByBeacon(): void {
  if (ready || pending.length === 0) return;
  const serverUrl = pageGlobals().shenceServerUrl;
  if (!serverUrl || typeof navigator.sendBeacon !== 'function') return;
  let pid = beaconPid;
  const records: Record<string, unknown>[] = [];
  for (const op of pending) {
    if (op.kind === 'login') pid = op.pid;
    const event = op.kind === 'login' ? 'login' : op.event;
    const properties = op.kind === 'login' ? { login_id_type: 'PID' } : op.properties;
    records.push({
      type: 'track',
      event,
      time: op.at,
      ...(pid ? { distinct_id: pid, login_id: `PID+${pid}`, identities: { PID: pid } } : {}),
      lib: { $lib: 'js', $lib_method: 'code' },
      properties: { ...properties, platform: 'h5', system_id: systemId, $lib: 'js' },
    });
  }
  const url = new URL(serverUrl, window.location.href).href;
  try {
    let sent = 0;
    while (sent < records.length) {
      const batch = records.slice(sent, sent + recordsPerBeacon);
      if (!navigator.sendBeacon(url, new URLSearchParams({ data_list: base64Json(batch) }))) break;
      sent += batch.length;
    }
    pending = pending.slice(sent);
    if (sent === records.length) beaconPid = pid;
  } catch {
    // analytics must never break a page
  }
}

function installFlush(): void {
  if (flushInstalled) return;
  flushInstalled = true;
  window.addEventListener('pagehide', flushByBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushByBeacon();
  });
}

function apply(s: SensorsSdk, op: Pending): void {
  try {
    if (op.kind === 'login') {
      if (s.loginWithKey) s.loginWithKey('PID', op.pid);
      else s.login(op.pid);
      s.track('login', { login_id_type: 'PID' });
    } else s.track(op.event, op.properties);
  } catch {
    // analytics must never break a page
  }
}

function load(): Promise<SensorsSdk | null> {
  sdk ??= whenReady()
    .then(() => import('sa-sdk-javascript'))
    .then((mod) => {
      const sensors = ((mod as { default?: unknown }).default ?? mod) as SensorsSdk;
      sensors.init({
        // The SDK refuses a relative address (it sends nothing, only logs): same-origin paths are made absolute.
        server_url: new URL(pageGlobals().shenceServerUrl ?? '', window.location.href).href,
        send_type: 'ajax',
        is_track_single_page: false,
        show_log: false,
        heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
        preset_properties: { latest_referrer: false, latest_search_keyword: false, url: false, title: false },
      });
      sensors.registerPage({ platform: 'h5', system_id: systemId });
      ready = sensors;
      const queued = pending;
      pending = [];
      // The login's event left by beacon (the page was hidden meanwhile): the identity still applies.
      if (loginPid && !queued.some((op) => op.kind === 'login')) {
        if (sensors.loginWithKey) sensors.loginWithKey('PID', loginPid);
        else sensors.login(loginPid);
      }
      for (const op of queued) apply(sensors, op);
      return sensors;
    })
    .catch(() => null);
  return sdk;
}

/** Sends at once when the SDK is up; otherwise keeps it for the SDK (or the leaving beacon). */
function record(op: Pending): void {
  if (!pageGlobals().shenceServerUrl || typeof window === 'undefined') return;
  if (ready) {
    apply(ready, op);
    return;
  }
  pending.push(op);
  installFlush();
  void load();
}

/** A page view, by route pattern (never the full URL: entry links carry tokens and mobiles). */
export function trackPageView(routePattern: string): void {
  record({ kind: 'track', event: '$pageview', properties: { page: routePattern }, at: Date.now() });
}

/** After login: events from now on carry the PID as the login id (login id type PID). */
export function trackLogin(pid: string): void {
  if (!pid) return;
  loginPid = pid;
  record({ kind: 'login', pid, at: Date.now() });
}

export function trackEvent(event: TrackedEvent, properties: Properties = {}): void {
  record({ kind: 'track', event, properties, at: Date.now() });
}

/** Only for tests. */
export function resetAnalyticsForTests(): void {
  sdk = null;
  ready = null;
  pending = [];
  loginPid = '';
  beaconPid = '';
}
