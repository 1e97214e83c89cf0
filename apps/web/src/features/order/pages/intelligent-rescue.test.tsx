import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Page } from './intelligent-rescue.js';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
  );

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** The options each position request was made with; the browser then reports no fix. */
const asked: PositionOptions[] = [];

function start() {
  const router = createMemoryRouter(
    [
      { path: '/order/intelligentRescue', element: <Page /> },
      { path: '/order/locateTimeoutPage', element: <p>timeout page</p> },
    ],
    { initialEntries: ['/order/intelligentRescue?sd_track_code=abcdefgh1234'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  asked.length = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback, options: PositionOptions) => {
        asked.push(options);
        fail({ code: 3, message: 'timeout' } as GeolocationPositionError);
      },
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/order/intelligentRescue', () => {
  it('locates within the configured locateTimeoutSeconds, then goes to the time-out page', async () => {
    fetchMock.mockImplementation((input) =>
      urlOf(input).includes('/location/switchConfig')
        ? json({ status: 0, statusText: '', data: { promptAddress: true, locateTimeoutSeconds: 42 } })
        : json({ status: -3, statusText: 'not found', data: null }),
    );
    const router = start();
    await screen.findByText('timeout page');
    expect(asked.map((o) => o.timeout)).toEqual([42_000]);
    expect(router.state.location.search).toContain('sd_track_code=abcdefgh1234');
  });

  it('still locates, with the default time, when the configuration cannot be read', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    start();
    await screen.findByText('timeout page');
    expect(asked.map((o) => o.timeout)).toEqual([15_000]);
  });
});
