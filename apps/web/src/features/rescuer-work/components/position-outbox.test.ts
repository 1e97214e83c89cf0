import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import {
  createPositionOutbox,
  maxQueuedPositions,
  outboxStorageKey,
  type QueuedPosition,
} from './position-outbox.js';
import { usePositionReporter } from './use-position-reporter.js';

const fetchMock = vi.fn<typeof fetch>();
const ok = () =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, statusText: '', data: {} }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
const refused = () =>
  Promise.resolve(
    new Response(JSON.stringify({ status: -3, statusText: '工单状态已变化', data: null }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const bodyOf = (init: RequestInit | undefined): string => (typeof init?.body === 'string' ? init.body : '');

/** The positions the server was sent, in order. */
function sent(): { subTicketId: string; step: string; lng: number; at: string }[] {
  return fetchMock.mock.calls
    .filter(([url]) => urlOf(url).includes('/disaster/R00010058'))
    .map(
      ([, init]) =>
        JSON.parse(bodyOf(init)) as { subTicketId: string; step: string; lng: number; at: string },
    );
}

function fix(i: number, minutesAgo = 1): QueuedPosition {
  return {
    ticketId: 'RC2026000001',
    subTicketId: 'WS2026000001',
    vehicleNo: '京A9T301',
    lng: 116.4 + i / 1000,
    lat: 39.9,
    at: new Date(Date.now() - minutesAgo * 60_000 + i).toISOString(),
  };
}

const stored = (): QueuedPosition[] =>
  JSON.parse(window.localStorage.getItem(outboxStorageKey) ?? '[]') as QueuedPosition[];

beforeEach(() => {
  window.localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the position outbox', () => {
  it('keeps reports that failed for want of network, and a new page sends them in order once it is back', async () => {
    fetchMock.mockImplementation(offline);
    const first = fix(1, 3);
    const page = createPositionOutbox();
    page.add(first);
    expect(await page.flush()).toBe('pending');
    page.add(fix(2));
    expect(await page.flush()).toBe('pending');
    expect(stored().map((p) => p.lng)).toEqual([fix(1).lng, fix(2).lng]);

    // The page is reloaded (a new outbox, nothing in memory) and the network is back.
    fetchMock.mockReset();
    fetchMock.mockImplementation(ok);
    const reloaded = createPositionOutbox();
    expect(await reloaded.flush()).toBe('sent');
    expect(sent().map((b) => [b.step, b.lng])).toEqual([
      ['position', fix(1).lng],
      ['position', fix(2).lng],
    ]);
    // Each keeps the time it was taken, not the time it was sent.
    expect(sent()[0]?.at).toBe(first.at);
    expect(stored()).toEqual([]);
    expect(window.localStorage.getItem(outboxStorageKey)).toBeNull();
  });

  it('keeps only the last 50 and none older than an hour; a refused report is dropped, not retried', async () => {
    fetchMock.mockImplementation(offline);
    const box = createPositionOutbox();
    for (let i = 0; i < maxQueuedPositions + 10; i++) box.add(fix(i));
    expect(box.pending()).toHaveLength(maxQueuedPositions);
    expect(box.pending()[0]?.lng).toBe(fix(10).lng);

    window.localStorage.setItem(outboxStorageKey, JSON.stringify([fix(1, 61), fix(2), { junk: true }]));
    expect(box.pending().map((p) => p.lng)).toEqual([fix(2).lng]);

    // The work order ended meanwhile: the server refuses that report; the one behind it still goes.
    window.localStorage.setItem(
      outboxStorageKey,
      JSON.stringify([{ ...fix(3), subTicketId: 'WS-ENDED' }, fix(4)]),
    );
    fetchMock.mockReset();
    fetchMock.mockImplementation((_url, init) => (bodyOf(init).includes('WS-ENDED') ? refused() : ok()));
    expect(await box.flush()).toBe('sent');
    expect(sent().map((b) => b.subTicketId)).toEqual(['WS-ENDED', 'WS2026000001']);
    expect(box.pending()).toEqual([]);
  });
});

describe('usePositionReporter', () => {
  it('sends what a previous page left once the browser says it is online again', async () => {
    window.localStorage.setItem(outboxStorageKey, JSON.stringify([fix(5)]));
    fetchMock.mockImplementation(offline);
    const { result } = renderHook(() => usePositionReporter(null));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(result.current.pending).toBe(true));
    expect(stored()).toHaveLength(1);

    fetchMock.mockImplementation(ok);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(stored()).toEqual([]);
    expect(sent().at(-1)?.lng).toBe(fix(5).lng);
  });
});
