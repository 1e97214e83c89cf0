import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Region, Shop } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { orderNetworkEnUS } from '../i18n/network-en-US.js';
import { orderNetworkZhCN } from '../i18n/network-zh-CN.js';
import { Page } from './choice-store.js';

// Leaflet needs a real layout engine; the map is checked in the browser journey (e2e/orders.e2e.ts).
vi.mock('../components/provider-store-map.js', () => ({
  ProviderStoreMap: () => <div data-testid="store-map" />,
}));

const regions: Region[] = [
  {
    code: '110000',
    name: '北京市',
    children: [{ code: '110100', name: '北京市', children: [] }],
  },
  {
    code: '440000',
    name: '广东省',
    children: [{ code: '440300', name: '深圳市', children: [] }],
  },
];
const shop = (snCode: string, name: string, cityCode: string): Shop => ({
  snCode,
  name,
  place: { address: `${name}地址`, lng: 116.4, lat: 39.9, cityCode, cityName: null },
  phone: '010-1',
  businessHours: '08:00-20:00',
  imageUrl: '',
  rating: 4.8,
  distanceMeters: null,
  serviceTypes: ['9'],
});
const storesOf: Record<string, Shop[]> = {
  '110100': [shop('SN110105001', '杨光洗车（望京店）', '110100')],
  '440300': [shop('SN440306001', '深圳宝安洗车', '440300')],
};

const { answer: answerRoutes, callsTo } = mockFetch();
/** The bodies the page sent to one endpoint, in order. */
const sent = (path: string) => callsTo(path).map(([, init]) => jsonBody(init));

function answer(currentRegionCode: string | null) {
  answerRoutes({
    '/coonetwork/regionInit': () => ok({ regions, currentRegionCode }),
    '/coonetwork/snQuery': (_url, init) => {
      const body = jsonBody(init) as { regionCode?: string };
      const list = body.regionCode ? (storesOf[body.regionCode] ?? []) : Object.values(storesOf).flat();
      return ok({ list, snCode: '9~~~', noMoreData: true });
    },
  });
}

function locateAt(position: { lat: number; lng: number } | null) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        if (position)
          ok({ coords: { latitude: position.lat, longitude: position.lng } } as GeolocationPosition);
        else fail({ code: 1, message: 'denied' } as GeolocationPositionError);
      },
    },
  });
}

function start() {
  return renderRoutes(
    [
      { path: '/order/choiceStore', element: <Page /> },
      { path: '/order/writeorder', element: <p>form</p> },
    ],
    '/order/choiceStore?serviceType=9',
  );
}

/** The picker's wheels hand their value to the picker on the next tick (a debounce of 0). */
const nextTicks = async () => {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};
/** Taps a wheel's item once the opened picker has settled, and lets the choice reach the confirm button. */
async function pickInWheel(popup: HTMLElement, label: string) {
  await nextTicks();
  fireEvent.click(within(popup).getByText(label, { selector: '.adm-picker-view-column-item-label' }));
  await nextTicks();
}

const storeNames = () => screen.getAllByTestId('store-card').map((c) => c.getAttribute('data-sn'));

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
  // The picker's wheel measures its item height from its stylesheet, which the unit tests do not load.
  const style = document.createElement('style');
  style.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
  document.head.append(style);
});

describe('the city of the store choice (coonetwork/regionInit)', () => {
  it('starts in the city the phone is in and searches its stores; another city picked searches that one', async () => {
    locateAt({ lat: 39.99, lng: 116.47 });
    answer('110100');
    const router = start();
    await waitFor(() => expect(storeNames()).toEqual(['SN110105001']));
    expect(screen.getByTestId('region-button').textContent).toBe('北京市');
    expect(sent('/coonetwork/regionInit')[0]).toEqual({ serviceType: '9', lat: 39.99, lng: 116.47 });
    // The first page asked for the located city at once: no search of every city before it.
    expect(sent('/coonetwork/snQuery').map((b) => b.regionCode)).toEqual(['110100']);

    fireEvent.click(screen.getByTestId('region-button'));
    const picker = await screen.findByText('选择城市');
    const popup = picker.closest('.adm-popup-body') as HTMLElement;
    await pickInWheel(popup, '广东省');
    fireEvent.click(within(popup).getByText('确定'));
    await waitFor(() => expect(storeNames()).toEqual(['SN440306001']));
    expect(screen.getByTestId('region-button').textContent).toBe('深圳市');
    expect(sent('/coonetwork/snQuery').at(-1)).toMatchObject({
      regionCode: '440300',
      lat: 39.99,
      lng: 116.47,
    });

    // The store picked goes to the form.
    fireEvent.click(screen.getAllByTestId('store-card')[0] as HTMLElement);
    fireEvent.click(screen.getByTestId('store-next'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/writeorder'));
    expect(router.state.location.search).toBe('?serviceType=9&shopSnCode=SN440306001');
  });

  it('without a position lists every city, and a city picked narrows the search', async () => {
    locateAt(null);
    answer(null);
    start();
    await waitFor(() => expect(storeNames()).toEqual(['SN110105001', 'SN440306001']));
    expect(screen.getByTestId('region-button').textContent).toBe('全部城市');
    expect(sent('/coonetwork/snQuery')[0]).not.toHaveProperty('regionCode');
    expect(sent('/coonetwork/regionInit')[0]).toEqual({ serviceType: '9' });

    fireEvent.click(screen.getByTestId('region-button'));
    const popup = (await screen.findByText('选择城市')).closest('.adm-popup-body') as HTMLElement;
    await pickInWheel(popup, '北京市');
    fireEvent.click(within(popup).getByText('确定'));
    await waitFor(() => expect(storeNames()).toEqual(['SN110105001']));
    expect(sent('/coonetwork/snQuery').at(-1)).toMatchObject({ regionCode: '110100' });
  });

  it('English has every Chinese key', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(orderNetworkEnUS).sort()).toEqual(keys(orderNetworkZhCN).sort());
  });
});
