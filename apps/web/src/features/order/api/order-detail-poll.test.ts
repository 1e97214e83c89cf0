import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderDetailOptions } from './order-detail.js';
import { inFlightCount } from '../../../shared/api/client.js';

const fetchMock = vi.fn<typeof fetch>();
let release: () => void = () => undefined;

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(() => {
    const held = new Promise<void>((r) => (release = r));
    return held.then(
      () =>
        new Response(JSON.stringify({ status: 0, statusText: '', data: { id: 'o-1', status: 'accepted' } }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('a followed order (decision 068)', () => {
  it('counts its first read in the loading counter, and not the polls that refresh it on screen', async () => {
    const client = new QueryClient();
    const options = orderDetailOptions('o-1');
    const first = client.fetchQuery(options);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(inFlightCount()).toBe(1);
    release();
    await first;
    expect(inFlightCount()).toBe(0);

    const poll = client.refetchQueries({ queryKey: options.queryKey });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(inFlightCount()).toBe(0);
    release();
    await poll;
  });
});
