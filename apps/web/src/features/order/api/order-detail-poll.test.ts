import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { orderDetailOptions } from './order-detail.js';
import { inFlightCount } from '../../../shared/api/client.js';
import { jsonResponse, mockFetch, ok } from '../../../testing/api-mock.js';

/** Each call is answered when the test says so. */
const { fetchMock } = mockFetch();
let release: () => void = () => undefined;
beforeEach(() => {
  fetchMock.mockImplementation(() =>
    new Promise<void>((r) => (release = r)).then(() => jsonResponse(ok({ id: 'o-1', status: 'accepted' }))),
  );
});

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
