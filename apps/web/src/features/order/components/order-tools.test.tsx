import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderDetail } from '@rc/contract';
import { apiEvents } from '../../../shared/api/events.js';
import { i18n } from '../../../shared/i18n/i18n.js';
import { mockFetch, ok, renderRoutes, urlOf } from '../../../testing/api-mock.js';
import { OrderDetailView } from './order-detail-view.js';

const order: OrderDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  primaryCheck: 'check-1',
  ticketId: 'RC2026010100000001',
  businessType: 'network',
  serviceType: '15',
  serviceTypeName: '车内消毒',
  status: 'accepted',
  statusText: '已接单',
  createdAt: '2026-01-01T02:00:00.000Z',
  appointmentAt: '2026-01-02T02:00:00.000Z',
  couponId: null,
  plateNumber: '沪B88888',
  shopName: '车享佳汽车养护（漕河泾店）',
  contactName: '李娜',
  contactMobile: '139****5678',
  place: null,
  destination: null,
  remark: '',
  amount: 0,
  images: [],
  history: [{ status: 'submitted', at: '2026-01-01T02:00:00.000Z', note: '' }],
  canCancel: false,
  canUrge: false,
  formCode: null,
};
const inspectionRun: OrderDetail = {
  ...order,
  id: '22222222-2222-4222-8222-222222222222',
  serviceType: '12',
  serviceTypeName: '代办年检',
  businessType: 'service',
  status: 'completed',
};

const { answer, callsTo } = mockFetch();

function start(o: OrderDetail) {
  renderRoutes(
    [{ path: '/order/checkDetail/:id', element: <OrderDetailView id={o.id} /> }],
    `/order/checkDetail/${o.id}`,
  );
}

beforeAll(async () => {
  await act(() => i18n.changeLanguage('zh-CN'));
});

describe("the order's SMS again (order/R00010043)", () => {
  it('asks first, sends the ticket number, and says where it went', async () => {
    answer({
      [`/order/R00010015/${order.id}`]: () => ok(order),
      '/order/R00010043': () => ok({ sentTo: '139****5678' }),
    });
    start(order);
    fireEvent.click(await screen.findByRole('button', { name: '重发订单短信' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/再次发送至联系人手机 139\*\*\*\*5678/)).toBeTruthy();
    // Nothing is sent before the customer confirms.
    expect(callsTo('/order/R00010043')).toHaveLength(0);
    fireEvent.click(within(dialog).getByText('发送'));
    expect(await screen.findByText('短信已发送至 139****5678')).toBeTruthy();
    const [call] = callsTo('/order/R00010043');
    expect(call?.[1]?.method).toBe('POST');
    expect(call?.[1]?.body).toBe(JSON.stringify({ ticketId: order.ticketId }));
  });

  it('sends nothing when the customer keeps it, and shows the refusal when the server refuses', async () => {
    answer({
      [`/order/R00010015/${order.id}`]: () => ok(order),
      '/order/R00010043': () => ({
        status: -3,
        statusText: '短信发送过于频繁，请 60 秒后再试',
        data: null,
      }),
    });
    start(order);
    fireEvent.click(await screen.findByRole('button', { name: '重发订单短信' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByText('取消'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(callsTo('/order/R00010043')).toHaveLength(0);
    // The client's status catalogue shows a -3 as a toast (the app shell draws it).
    const toasts: string[] = [];
    const stop = apiEvents.on('toast', ({ text }) => toasts.push(text));
    // The kept dialog may still be closing: the one to answer is the new one.
    const closing = new Set(screen.queryAllByText('发送'));
    fireEvent.click(screen.getByRole('button', { name: '重发订单短信' }));
    const send = await waitFor(() => {
      const fresh = screen.getAllByText('发送').find((el) => !closing.has(el));
      if (!fresh) throw new Error('no new dialog yet');
      return fresh;
    });
    fireEvent.click(send);
    await waitFor(() => expect(toasts).toEqual(['短信发送过于频繁，请 60 秒后再试']));
    stop();
    expect(callsTo('/order/R00010043')).toHaveLength(1);
  });

  it('is not offered on an ended order, nor the courtesy car on a service that lends none', async () => {
    answer({ [`/order/R00010015/${order.id}`]: () => ok({ ...order, status: 'completed' }) });
    start(order);
    await screen.findByTestId('order-detail');
    expect(screen.queryByTestId('resend-ticket')).toBeNull();
    expect(screen.queryByTestId('substitute-open')).toBeNull();
  });
});

describe('the courtesy car of an order (order/R00010042)', () => {
  it("shows the car, its driver and the times of an inspection run's finished record", async () => {
    answer({
      [`/order/R00010015/${inspectionRun.id}`]: () => ok(inspectionRun),
      '/order/R00010042': () =>
        ok({
          orderPrimaryId: inspectionRun.id,
          status: 'completed',
          vehiclePlate: '京N8M261',
          vehicleModel: '大众朗逸',
          worker: { name: '刘建国', mobile: '136****4567', vehicleNo: '京N8M261' },
          pickupPlace: {
            address: '北京市朝阳区望京街9号',
            lng: 116.47,
            lat: 39.99,
            cityCode: null,
            cityName: null,
          },
          returnPlace: null,
          pickupAt: '2026-01-01T10:00:00.000Z',
          returnAt: null,
        }),
    });
    start(inspectionRun);
    fireEvent.click(await screen.findByRole('button', { name: '代步车信息' }));
    const sheet = await screen.findByTestId('substitute-sheet');
    await within(sheet).findByText('京N8M261 · 大众朗逸');
    expect(within(sheet).getByText('刘建国 136****4567')).toBeTruthy();
    expect(within(sheet).getByText(/北京市朝阳区望京街9号/)).toBeTruthy();
    expect(within(sheet).queryByText('取回')).toBeNull();
    const [call] = callsTo('/order/R00010042');
    const query = new URL(urlOf(call?.[0] ?? ''), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      orderPrimaryId: inspectionRun.id,
      primaryCheck: inspectionRun.primaryCheck,
      active: 'done',
    });
  });

  it('says when no car is arranged yet', async () => {
    const live = { ...inspectionRun, status: 'accepted' as const };
    answer({
      [`/order/R00010015/${live.id}`]: () => ok(live),
      '/order/R00010042': () =>
        ok({
          orderPrimaryId: live.id,
          status: 'accepted',
          vehiclePlate: null,
          vehicleModel: null,
          worker: null,
          pickupPlace: null,
          returnPlace: null,
          pickupAt: null,
          returnAt: null,
        }),
    });
    start(live);
    fireEvent.click(await screen.findByRole('button', { name: '代步车信息' }));
    expect(await screen.findByText('代步车尚未安排，安排后将在这里显示')).toBeTruthy();
    expect(
      new URL(urlOf(callsTo('/order/R00010042')[0]?.[0] ?? ''), 'http://x').searchParams.get('active'),
    ).toBe('doing');
  });
});
