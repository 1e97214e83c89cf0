import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { clearEarlyReplies, putEarlyReply } from '../../shared/api/early-replies.js';
import { session } from '../../shared/session/session-store.js';
import { myRightsHomeQuery } from '../../features/personal-centre/api/my-rights-home.js';
import { myCouponsKey } from '../../features/rights/api/my-coupons.js';
import { landingScreens } from './landing.js';
import { inFlightCount } from '../../shared/api/client.js';
import { firstReadKey, prefetchLandingQueries, seedLandingData } from './landing-queries.js';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, statusText: '', data }), {
      headers: { 'content-type': 'application/json' },
    }),
  );

function sendEarly(path: '/mine/persional' | '/rights/mycoupons', token: string, data: unknown = { x: 1 }) {
  for (const read of landingScreens[path]?.reads ?? []) putEarlyReply(firstReadKey(read, token), ok(data));
}

beforeEach(() => {
  window.sessionStorage.clear();
  clearEarlyReplies();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('seedLandingData', () => {
  it("puts the boot's early answers for the rights home into the cache, without a request of its own", async () => {
    session.setToken('tok-1');
    sendEarly('/mine/persional', 'tok-1', { comRightsBos: [] });
    const client = new QueryClient();
    await seedLandingData(client, new URL('http://h/mine/persional'));
    expect(client.getQueryData(myRightsHomeQuery().queryKey)).toEqual({ comRightsBos: [] });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts page 1 of my coupons where the paged list looks for it', async () => {
    session.setToken('tok-2');
    sendEarly('/rights/mycoupons', 'tok-2', { list: [], total: 0 });
    const client = new QueryClient();
    await seedLandingData(client, new URL('http://h/rights/mycoupons'));
    expect(client.getQueryData(myCouponsKey('usable'))).toEqual({
      pages: [{ list: [], total: 0 }],
      pageParams: [1],
    });
  });

  it('does nothing (and waits for nothing) without early answers for this session', async () => {
    session.setToken('tok-3');
    sendEarly('/mine/persional', 'another-session');
    const client = new QueryClient();
    await seedLandingData(client, new URL('http://h/mine/persional'));
    await seedLandingData(client, new URL('http://h/mine/info'));
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('prefetchLandingQueries', () => {
  it("asks a tab's first reads without raising the loading layer, which would swallow the tap on that tab", async () => {
    session.setToken('tok-4');
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(() => held.then(() => ok({ list: [], total: 0 })));
    const client = new QueryClient();
    const done = Promise.all([
      prefetchLandingQueries(client, '/mine/persional'),
      prefetchLandingQueries(client, '/rights/mycoupons'),
    ]);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(inFlightCount()).toBe(0);
    release();
    await done;
    expect(client.getQueryData(myCouponsKey('usable'))).toEqual({
      pages: [{ list: [], total: 0 }],
      pageParams: [1],
    });
  });

  it("asks a tab's reads one to a task, none in the task that asks for them (decision 074)", async () => {
    session.setToken('tok-5');
    fetchMock.mockImplementation(() => Promise.resolve(ok({ list: [], total: 0 })));
    // Each timer's callback is a task: the reads started by the end of each.
    const startedBy: number[] = [];
    const done = prefetchLandingQueries(new QueryClient(), '/mine/persional');
    startedBy.push(fetchMock.mock.calls.length);
    for (let i = 0; i < 4; i += 1) {
      await new Promise((r) => setTimeout(r, 0));
      startedBy.push(fetchMock.mock.calls.length);
    }
    await done;
    expect(startedBy).toEqual([0, 1, 2, 3, 4]);
  });
});
