import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { LocationLinkPosition, WorkOrder } from '@rc/contract';
import { i18n } from '../i18n/i18n.js';
import { LinkPositionWatch } from './link-position-watch.js';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
const bodyOf = (init: RequestInit | undefined): string => (typeof init?.body === 'string' ? init.body : '');
const ok = (data: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify({ status: 0, statusText: '', data }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    }),
  );

const reported: LocationLinkPosition = {
  state: 'reported',
  place: { address: '北京市朝阳区光华路9号', lng: 116.4571, lat: 39.9142, cityCode: null, cityName: null },
  reportedAt: '2026-11-25T12:00:00.000Z',
  expiresAt: '2026-11-25T12:30:00.000Z',
};
const workOrder = (status: WorkOrder['status'], subTicketId: string): WorkOrder => ({
  ticketId: 'RC20261125001',
  subTicketId,
  vehicleNo: '京A9T301',
  serviceType: 'tow',
  serviceTypeName: '拖车',
  status,
  customerName: '张伟',
  customerMobile: '138****1234',
  plateNumber: '京A12345',
  place: { address: '北京市朝阳区建国路88号', lng: 116.47, lat: 39.906, cityCode: null, cityName: null },
  assignedAt: '2026-11-25T11:50:00.000Z',
  finishedAt: null,
  offerExpiresAt: null,
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LinkPositionWatch trackCode="abcdefgh1234" />
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LinkPositionWatch', () => {
  it('says it is waiting while the customer has not sent a position', async () => {
    fetchMock.mockImplementation(() =>
      ok({ state: 'waiting', place: null, reportedAt: null, expiresAt: reported.expiresAt }),
    );
    show();
    expect(await screen.findByText('等待客户发送位置…')).toBeTruthy();
    expect(screen.queryByTestId('link-position-apply')).toBeNull();
  });

  it('shows the reported place and applies it, with one tap, to a work order in progress only', async () => {
    const applied: unknown[] = [];
    fetchMock.mockImplementation((input, init) => {
      const url = urlOf(input);
      if (url.includes('/disaster/linkPosition')) return ok(reported);
      if (url.includes('/disaster/R00010053'))
        return ok({
          distribution: [workOrder('offered', 'WS-OFFER'), workOrder('departed', 'WS-MINE')],
          orderDone: [],
          total: 2,
        });
      if (url.includes('/disaster/applyLinkPosition')) {
        applied.push(JSON.parse(bodyOf(init)));
        return ok({ ticketId: 'RC20261125001', place: reported.place, updatedAt: reported.reportedAt });
      }
      return ok(null);
    });
    show();
    expect((await screen.findByTestId('link-position-address')).textContent).toBe('北京市朝阳区光华路9号');
    expect(screen.getByTestId('link-position-coordinates').textContent).toContain('39.91420, 116.45710');
    const buttons = await screen.findAllByTestId('link-position-apply-button');
    // An offer not yet taken cannot take a rescue address: only the work order under way is listed.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(applied).toEqual([
        { trackCode: 'abcdefgh1234', ticketId: 'RC20261125001', subTicketId: 'WS-MINE' },
      ]),
    );
    expect(await screen.findAllByText('已更新工单 RC20261125001 的救援地址')).not.toHaveLength(0);
  });
});
