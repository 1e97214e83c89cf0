import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { OrderDetail } from '@rc/contract';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, ok, renderRoutes } from '../../../testing/api-mock.js';
import { Page } from './wash-car-qr-code.js';

const { answer } = mockFetch();

function cancelledBooking(note: string): OrderDetail {
  return {
    id: 'o1',
    primaryCheck: 'k1',
    ticketId: 'RC2026112700000001',
    businessType: 'carWash',
    serviceType: '9',
    serviceTypeName: '精致洗车',
    status: 'cancelled',
    statusText: '已取消',
    createdAt: '2026-11-26T02:00:00.000Z',
    appointmentAt: '2026-11-27T02:00:00.000Z',
    couponId: 'c1',
    plateNumber: '京A12345',
    shopName: '杨光洗车（望京店）',
    contactName: '张伟',
    contactMobile: '138****1234',
    place: null,
    destination: null,
    remark: '',
    amount: 0,
    images: [],
    history: [
      { status: 'submitted', at: '2026-11-26T02:00:00.000Z', note: '' },
      { status: 'cancelled', at: '2026-11-27T02:00:00.000Z', note },
    ],
    canCancel: false,
    canUrge: false,
    formCode: null,
  };
}

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe('/order/washCarErcode/:id for a booking no store took in time', () => {
  it('says in words that it was cancelled, that the coupon came back, and why', async () => {
    answer({
      '/order/R00010015/o1': () => ok(cancelledBooking('门店未按时接单，订单已自动取消，权益券已退回')),
    });
    renderRoutes([{ path: '/order/washCarErcode/:id', element: <Page /> }], '/order/washCarErcode/o1');
    const box = await screen.findByTestId('qr-cancelled');
    expect(box.textContent).toContain('订单已取消，权益券已退回您的账户');
    expect(box.textContent).toContain('门店未按时接单');
    expect(screen.queryByText('当前订单无需出示服务码')).toBeNull();
    expect(screen.queryByTestId('qr-svg')).toBeNull();
  });
});
