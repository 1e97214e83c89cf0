// The app's global antd-mobile styles (main.tsx imports them): the toast's px tester needs them.
import 'antd-mobile/es/global';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OpsDriver, OpsDriverOrder } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { phoneInAnotherZone } from '../../../testing/phone-zone.js';
import { Page } from './driver-orders.js';

const { answer, callsTo } = mockFetch();
phoneInAnotherZone();

const order: OpsDriverOrder = {
  id: 'b7a0c6f2-3f7e-4d8e-9a47-6f0f1e2d3c4b',
  ticketId: 'DJ202611270001',
  status: 'submitted',
  createdAt: '2026-11-27T01:00:00.000Z',
  // 22:00 on 2036-12-01 in China: still ahead.
  appointmentAt: '2036-12-01T14:00:00.000Z',
  customer: '张*',
  plateNumber: '沪A***45',
  pickup: '浦东新区世纪大道',
  destination: '徐汇区漕溪北路',
  driver: null,
  canAssign: true,
};
const driver: OpsDriver = {
  id: 'd1',
  name: '王师傅',
  mobile: '139****0001',
  jobNo: 'D001',
  companyName: '代驾一公司',
  companyNameEn: 'Driver Co. 1',
  openOrders: 0,
};

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('assigning a designated driver', () => {
  it('offers and sends the arrival in China time, whatever zone the browser is in (decision 039)', async () => {
    answer({
      '/ops/services/driverOrders': () => ok({ list: [order], total: 1 }),
      '/ops/services/drivers': () => ok({ list: [driver] }),
      '/ops/services/driverOrders/assign': () => ok({ ...order, driver: null }),
    });
    renderRoutes([{ path: '/console/driver-orders', element: <Page /> }], '/console/driver-orders');
    const arrive = await screen.findByTestId<HTMLInputElement>('field-arriveAt');
    // The appointment is ahead: the field starts at it, as the dispatcher reads clocks in China.
    expect(arrive.value).toBe('2036-12-01 22:00');
    fireEvent.change(arrive, { target: { value: '2036-12-01 21:30' } });
    fireEvent.click(screen.getByTestId('driver-assign-send'));
    await waitFor(() => expect(callsTo('/assign')).toHaveLength(1));
    expect(jsonBody(callsTo('/assign')[0]?.[1])).toMatchObject({
      driverId: 'd1',
      arriveAt: '2036-12-01T13:30:00.000Z',
    });
  });
});
