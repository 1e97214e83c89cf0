import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageGlobalsForTests } from '../config/page-globals.js';
import {
  resetAnalyticsForTests,
  sdkQuietMs,
  systemId,
  trackEvent,
  trackLogin,
  trackPageView,
} from './track.js';

const sdk = vi.hoisted(() => ({
  init: vi.fn(),
  registerPage: vi.fn(),
  quick: vi.fn(),
  track: vi.fn(),
  login: vi.fn(),
  loginWithKey: vi.fn(),
  logout: vi.fn(),
}));
vi.mock('sa-sdk-javascript', () => ({ default: sdk }));

const globals = {
  apiKey: '',
  applicantCode: '',
  mourn: 0,
  demo: false,
  shenceServerUrl: '/sa',
  mapTileUrl: '',
  customerServiceUrl: '',
  themeVersion: '',
};

/** The records a beacon body carries (the SDK's `data_list`: base64 of the UTF-8 JSON). */
function recordsOf(body: unknown): Record<string, unknown>[] {
  const raw = new URLSearchParams(String(body)).get('data_list') ?? '';
  const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>[];
}

let beacon: ReturnType<typeof vi.fn<(url: string, body: unknown) => boolean>>;

beforeEach(() => {
  vi.useFakeTimers();
  window.__RC__ = globals;
  resetPageGlobalsForTests();
  resetAnalyticsForTests();
  for (const fn of Object.values(sdk)) fn.mockClear();
  beacon = vi.fn<(url: string, body: unknown) => boolean>(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
  delete window.__RC__;
  resetPageGlobalsForTests();
  resetAnalyticsForTests();
});

describe('analytics before the SDK is up (decision 046)', () => {
  it('does not load the SDK while the first screen settles', async () => {
    trackPageView('/mine/persional');
    await vi.advanceTimersByTimeAsync(2000);
    expect(sdk.init).not.toHaveBeenCalled();
    expect(sdk.track).not.toHaveBeenCalled();
  });

  it('hands what was tracked meanwhile to the SDK once it is up, login first', async () => {
    trackLogin('P123');
    trackPageView('/mine/persional');
    await vi.advanceTimersByTimeAsync(sdkQuietMs + 10_000);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10);
    expect(sdk.init).toHaveBeenCalledTimes(1);
    expect(sdk.loginWithKey).toHaveBeenCalledWith('PID', 'P123');
    expect(sdk.track.mock.calls).toEqual([
      ['login', { login_id_type: 'PID' }],
      ['$pageview', { page: '/mine/persional' }],
    ]);
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });

  it('sends what was tracked by beacon when the page is left first, under the PID, once', async () => {
    trackLogin('P123');
    trackPageView('/mine/persional');
    trackEvent('rightTap', { right: 'wash' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(new URL('/sa', window.location.href).href);
    const records = recordsOf(body);
    expect(records.map((r) => r.event)).toEqual(['login', '$pageview', 'rightTap']);
    for (const r of records) {
      expect(r).toMatchObject({ type: 'track', identities: { PID: 'P123' }, login_id: 'PID+P123' });
      expect(r.properties).toMatchObject({ platform: 'h5', system_id: systemId });
    }
    expect(records[1]?.properties).toMatchObject({ page: '/mine/persional' });

    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);

    // Back on the page: the SDK still learns who is signed in, without a second login event.
    await vi.advanceTimersByTimeAsync(sdkQuietMs + 10_000);
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(10);
    expect(sdk.loginWithKey).toHaveBeenCalledWith('PID', 'P123');
    expect(sdk.track).not.toHaveBeenCalled();
  });

  it("keeps the PID on a later beacon, and splits a long queue into the collector's batches of 50", () => {
    trackLogin('P123');
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 60; i += 1) trackPageView(`/p/${String(i)}`);
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const later = beacon.mock.calls.slice(1).map(([, body]) => recordsOf(body));
    expect(later.map((records) => records.length)).toEqual([50, 10]);
    for (const r of later.flat()) expect(r).toMatchObject({ identities: { PID: 'P123' } });
  });

  it('sends nothing when no collector is configured', () => {
    window.__RC__ = { ...globals, shenceServerUrl: '' };
    resetPageGlobalsForTests();
    trackPageView('/mine/persional');
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).not.toHaveBeenCalled();
  });
});
