import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { Page } from './intelligent-rescue.js';

const { fetchMock, answer } = mockFetch();

/** The options each position request was made with; the browser then reports no fix. */
const asked: PositionOptions[] = [];

function start() {
  return renderRoutes(
    [
      { path: '/order/intelligentRescue', element: <Page /> },
      { path: '/order/locateTimeoutPage', element: <p>timeout page</p> },
    ],
    '/order/intelligentRescue?sd_track_code=abcdefgh1234',
  );
}

beforeEach(() => {
  asked.length = 0;
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

describe('/order/intelligentRescue', () => {
  it('locates within the configured locateTimeoutSeconds, then goes to the time-out page', async () => {
    answer({ '/location/switchConfig': () => ok({ promptAddress: true, locateTimeoutSeconds: 42 }) });
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
