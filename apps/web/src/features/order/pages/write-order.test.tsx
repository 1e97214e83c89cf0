import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Coupon, UserVo } from '@rc/contract';
import { apiEvents } from '../../../shared/api/events.js';
import { i18n } from '../../../shared/i18n/i18n.js';
import { session } from '../../../shared/session/session-store.js';
import { jsonBody, mockFetch, ok, renderRoutes, urlOf } from '../../../testing/api-mock.js';
import { Page } from './write-order.js';

const coupon = (id: string, plateNumber: string | null): Coupon => ({
  id,
  serviceType: '15',
  serviceTypeName: '车内消毒',
  name: `车内消毒 ${id}`,
  code: '********1234',
  state: 'unused',
  source: 'policy',
  validFrom: '2026-01-01T00:00:00.000Z',
  validTo: '2027-01-01T00:00:00.000Z',
  quantity: 1,
  usedCount: 0,
  faceValue: 0,
  plateNumber,
  transferable: false,
});
const init = {
  serviceType: '15',
  coupons: [],
  plateNumbers: ['沪B88888', '沪C12345'],
  contactName: '李娜',
  contactMobile: '139****5678',
  notice: '提交后门店将与您联系确认服务时间；附加项目到店支付。',
  options: [
    { code: 'basic', name: '臭氧消毒', price: 0 },
    { code: 'ac', name: '空调管路清洗', price: 12_800 },
  ],
};
const stores = [
  {
    code: 'SN310104001',
    name: '车享佳汽车养护（漕河泾店）',
    place: {
      address: '上海市徐汇区宜山路700号',
      lng: 121.41183,
      lat: 31.17432,
      cityCode: '310100',
      cityName: '上海市',
    },
  },
  {
    code: 'SN310115001',
    name: '车享佳汽车养护（浦东店）',
    place: {
      address: '上海市浦东新区张杨路500号',
      lng: 121.52,
      lat: 31.23,
      cityCode: '310100',
      cityName: '上海市',
    },
  },
];

const { answer: answerRoutes, callsTo } = mockFetch();
const bodyOf = (call: Parameters<typeof fetch> | undefined) => jsonBody(call?.[1]);

function answer(submit: () => unknown) {
  answerRoutes({
    '/coonetwork/tyorderInit': () => ok(init),
    '/coonetwork/placeType': () =>
      ok({
        list: [
          { code: 'store', name: '合作门店' },
          { code: 'home', name: '上门服务' },
        ],
      }),
    '/coonetwork/placeName': () => ok({ list: stores }),
    '/order/R00010080': (_url, reqInit) =>
      ok({
        list:
          jsonBody(reqInit).plateNumber === '沪C12345' ? [coupon('c2', '沪C12345')] : [coupon('c1', null)],
      }),
    '/coonetwork/vasOrderSubmit': submit,
  });
}

function start() {
  return renderRoutes(
    [
      { path: '/order/writeorder', element: <Page /> },
      { path: '/order/orderdetail/:id', element: <p>order screen</p> },
    ],
    '/order/writeorder?serviceType=15',
  );
}

const nextTicks = async () => {
  for (let i = 0; i < 3; i++) await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
};

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
  const style = document.createElement('style');
  style.textContent = '.adm-picker-view-item-height-measure { height: 34px; }';
  document.head.append(style);
});
beforeEach(() => {
  session.setUserVo({ branchCompanyCode: '310000' } as UserVo);
});
afterEach(() => {
  session.setUserVo(null);
});

describe('/order/writeorder for a network service (tyorderInit, placeType, placeName, vasOrderSubmit)', () => {
  it('books at the store picked, with the options ticked and the coupon of the plate, and opens the order', async () => {
    answer(() =>
      ok({
        orderPrimaryId: 'o1',
        primaryCheck: 'k1',
        status: 'submitted',
        jumpUrl: '/order/orderdetail/o1?businessType=network&primaryCheck=k1',
      }),
    );
    const router = start();
    await screen.findByTestId('network-service-form');
    // The place lookups ask for the customer's branch.
    await waitFor(() => expect(callsTo('/coonetwork/placeName')).toHaveLength(1));
    const lookup = new URL(urlOf(callsTo('/coonetwork/placeName')[0]?.[0] ?? ''), 'http://x').searchParams;
    expect(lookup.get('branchCode')).toBe('310000');
    expect(lookup.get('placeType')).toBe('store');
    expect(screen.getByRole('button', { name: '合作门店' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('place-pick'));
    const popup = (await screen.findByText('选择门店', { selector: '.adm-picker-header-title' })).closest(
      '.adm-popup-body',
    ) as HTMLElement;
    await nextTicks();
    fireEvent.click(within(popup).getByText('车享佳汽车养护（浦东店）'));
    await nextTicks();
    fireEvent.click(within(popup).getByText('确定'));
    await screen.findByText('上海市浦东新区张杨路500号');

    // The included item starts ticked; an extra one adds its price to pay at the store.
    expect(screen.getByTestId<HTMLInputElement>('option-basic').checked).toBe(true);
    expect(screen.getByTestId('order-total').textContent).toBe('权益抵扣，无需付款');
    fireEvent.click(screen.getByTestId('option-ac'));
    expect(screen.getByTestId('order-total').textContent).toBe('另需到店支付 ¥128.00');

    // Another plate: the coupons that fit it (order/R00010080).
    fireEvent.click(screen.getByRole('button', { name: '沪C12345' }));
    await screen.findByText('车内消毒 c2');
    fireEvent.click(screen.getByText('其他号码'));
    fireEvent.change(within(screen.getByTestId('mobile-input')).getByRole('textbox'), {
      target: { value: '13916885678' },
    });
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/orderdetail/o1'));
    expect(router.state.location.search).toBe('?businessType=network&primaryCheck=k1');
    const body = bodyOf(callsTo('/coonetwork/vasOrderSubmit')[0]);
    expect(body).toMatchObject({
      serviceType: '15',
      shopSnCode: 'SN310115001',
      couponId: 'c2',
      plateNumber: '沪C12345',
      contactName: '李娜',
      contactMobile: '13916885678',
      optionCodes: ['basic', 'ac'],
      place: { address: '上海市浦东新区张杨路500号', lng: 121.52, lat: 31.23, cityCode: '310100' },
    });
  });

  it('at my place asks where the car is and its position before sending; a refusal names the field', async () => {
    answer(() => ({
      status: -5,
      statusText: '附加项目填写有误',
      data: { errors: [{ field: 'optionCodes', message: '附加项目填写有误' }] },
    }));
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (done: PositionCallback) =>
          done({ coords: { latitude: 31.19, longitude: 121.43 } } as GeolocationPosition),
      },
    });
    const toasts: string[] = [];
    const stop = apiEvents.on('toast', ({ text }) => toasts.push(text));
    start();
    fireEvent.click(await screen.findByRole('button', { name: '上门服务' }));
    await waitFor(() => expect(callsTo('/coonetwork/placeName').length).toBe(2));
    fireEvent.click(screen.getByText('其他号码'));
    fireEvent.change(within(screen.getByTestId('mobile-input')).getByRole('textbox'), {
      target: { value: '13916885678' },
    });
    // No store picked yet: two stores serve, the customer chooses (once the list for this place type is in).
    await waitFor(() => expect(screen.getByTestId('place-pick').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('place-pick'));
    const popup = (await screen.findByText('选择门店', { selector: '.adm-picker-header-title' })).closest(
      '.adm-popup-body',
    ) as HTMLElement;
    await nextTicks();
    fireEvent.click(within(popup).getByText('确定'));
    await screen.findByText('上海市徐汇区宜山路700号');
    fireEvent.click(screen.getByTestId('submit-order'));
    await nextTicks();
    expect(callsTo('/coonetwork/vasOrderSubmit')).toHaveLength(0);
    fireEvent.change(within(screen.getByTestId('place-address')).getByRole('textbox'), {
      target: { value: '上海市徐汇区漕溪北路88号地下车库B2-018' },
    });
    fireEvent.click(screen.getByTestId('place-locate'));
    await waitFor(() => expect(screen.getByTestId('place-locate').getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByTestId('submit-order'));
    await waitFor(() => expect(callsTo('/coonetwork/vasOrderSubmit')).toHaveLength(1));
    expect(bodyOf(callsTo('/coonetwork/vasOrderSubmit')[0])).toMatchObject({
      shopSnCode: 'SN310104001',
      place: { address: '上海市徐汇区漕溪北路88号地下车库B2-018', lng: 121.43, lat: 31.19 },
    });
    expect(await screen.findByText('附加项目填写有误')).toBeTruthy();
    // A field refusal is the form's to show, not the client's general toast.
    expect(toasts).toEqual([]);
    stop();
  });
  it('a contact name left empty shows the localized message on that field and sends nothing; a -5 on it lands there too', async () => {
    answer(() => ({
      status: -5,
      statusText: '联系人填写有误',
      data: { errors: [{ field: 'contactName', message: '联系人填写有误' }] },
    }));
    start();
    await screen.findByTestId('network-service-form');
    await screen.findByText('车内消毒 c1');
    const name = screen.getByLabelText('联系人', { selector: 'input' });
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('submit-order'));
    const message = await screen.findByText('请填写联系人');
    expect(message.closest('.adm-form-item')?.querySelector('input')).toBe(name);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await nextTicks();
    expect(callsTo('/coonetwork/vasOrderSubmit')).toHaveLength(0);

    fireEvent.change(name, { target: { value: '王芳' } });
    await waitFor(() => expect(screen.queryByText('请填写联系人')).toBeNull());
    fireEvent.click(screen.getByTestId('place-pick'));
    const popup = (await screen.findByText('选择门店', { selector: '.adm-picker-header-title' })).closest(
      '.adm-popup-body',
    ) as HTMLElement;
    await nextTicks();
    fireEvent.click(within(popup).getByText('确定'));
    await screen.findByText('上海市徐汇区宜山路700号');
    fireEvent.click(screen.getByTestId('submit-order'));
    const refusal = await screen.findByText('联系人填写有误');
    expect(refusal.closest('.adm-form-item')?.querySelector('input')).toBe(name);
    expect(callsTo('/coonetwork/vasOrderSubmit')).toHaveLength(1);
  });
});
