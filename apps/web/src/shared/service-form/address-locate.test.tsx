import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { serviceTypeDescriptionSchema, type ServiceFormInit } from '@rc/contract';
import { i18n } from '../i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderWithQuery } from '../../testing/api-mock.js';
import { ServiceForm } from './service-form.js';

/**
 * 定位 gives an address (issue 20 point 6): locating fills a readable address
 * the customer can correct, says so in words when it cannot, and shows no
 * "填写有误" before the customer submits.
 */
const form = serviceTypeDescriptionSchema.parse({
  code: 'designatedDriver',
  serviceType: '6',
  businessType: 'driver',
  family: 'driver',
  route: '/order/replaceDrive',
  title: { 'zh-CN': '预约代驾', 'en-US': 'Book a designated driver' },
  notice: { 'zh-CN': '须知', 'en-US': 'Notice' },
  couponTypes: ['6'],
  price: { baseFen: 0, couponCoversFen: 0 },
  fields: [
    { key: 'pickup', kind: 'address', required: true, label: { 'zh-CN': '出发地', 'en-US': 'Pick-up' } },
  ],
});
const init: ServiceFormInit = { form, coupons: [], plateNumbers: [], contactName: '', contactMobile: '' };

const api = mockFetch();
beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function phoneAt(position: { lng: number; lat: number } | null) {
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        position
          ? ok({ coords: { longitude: position.lng, latitude: position.lat } } as GeolocationPosition)
          : fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    },
  });
}

const field = () => screen.getByPlaceholderText<HTMLTextAreaElement>('请输入详细地址');

describe('the address field of a service form', () => {
  it('fills the nearest known place when located, editable, with no error before submitting', async () => {
    phoneAt({ lng: 116.4732, lat: 39.9978 });
    api.answer({
      '/map/reverseGeocode': () =>
        ok({
          source: 'nearbyPlace',
          address: '北京市朝阳区望京街9号',
          nearby: '杨光洗车（望京店）',
          distanceMeters: 300,
        }),
    });
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    fireEvent.click(screen.getByTestId('address-locate'));
    await waitFor(() => expect(field().value).toBe('北京市朝阳区望京街9号'));
    expect(screen.getByTestId('address-locate-note').textContent).toContain('杨光洗车（望京店）');
    expect(screen.getByTestId('address-locate').textContent).toBe('已定位');
    expect(screen.queryByText(/填写有误/)).toBeNull();
    // The customer corrects it.
    fireEvent.change(field(), { target: { value: '北京市朝阳区望京街9号 3号楼' } });
    expect(field().value).toBe('北京市朝阳区望京街9号 3号楼');
    const [, sent] = api.callsTo('/map/reverseGeocode')[0] ?? [];
    expect(jsonBody(sent)).toEqual({ lng: 116.4732, lat: 39.9978 });
  });

  it('says in words when no address is known for the position; the empty field is not an error yet and stays editable', async () => {
    phoneAt({ lng: 87.6, lat: 43.8 });
    api.answer({
      '/map/reverseGeocode': () => ok({ source: 'none', address: '', nearby: '', distanceMeters: null }),
    });
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    fireEvent.click(screen.getByTestId('address-locate'));
    await screen.findByText('已获取位置，但未能识别地址，请手动填写');
    expect(field().value).toBe('');
    expect(screen.queryByText(/填写有误/)).toBeNull();
    fireEvent.change(field(), { target: { value: '乌鲁木齐市天山区' } });
    expect(field().value).toBe('乌鲁木齐市天山区');
    expect(screen.queryByText(/填写有误/)).toBeNull();
  });

  it('says so when the phone gives no position', async () => {
    phoneAt(null);
    renderWithQuery(<ServiceForm init={init} submitting={false} onSubmit={() => undefined} />);
    fireEvent.click(screen.getByTestId('address-locate'));
    await screen.findByText('无法获取定位，请直接填写地址');
    expect(api.callsTo('/map/reverseGeocode')).toHaveLength(0);
    expect(screen.queryByText(/填写有误/)).toBeNull();
  });
});
