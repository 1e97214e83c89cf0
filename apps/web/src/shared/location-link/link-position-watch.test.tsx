import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { LocationLinkPosition, WorkOrder } from '@rc/contract';
import { i18n } from '../i18n/i18n.js';
import { jsonBody, mockFetch, ok, renderWithQuery } from '../../testing/api-mock.js';
import { LinkPositionWatch } from './link-position-watch.js';

const { answer } = mockFetch();

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

const show = () => renderWithQuery(<LinkPositionWatch trackCode="abcdefgh1234" />);

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('LinkPositionWatch', () => {
  it('says it is waiting while the customer has not sent a position', async () => {
    answer({
      '/disaster/linkPosition': () =>
        ok({ state: 'waiting', place: null, reportedAt: null, expiresAt: reported.expiresAt }),
    });
    show();
    expect(await screen.findByText('等待客户发送位置…')).toBeTruthy();
    expect(screen.queryByTestId('link-position-apply')).toBeNull();
  });

  it('shows the reported place and applies it, with one tap, to a work order in progress only', async () => {
    const applied: unknown[] = [];
    answer({
      '/disaster/linkPosition': () => ok(reported),
      '/disaster/R00010053': () =>
        ok({
          distribution: [workOrder('offered', 'WS-OFFER'), workOrder('departed', 'WS-MINE')],
          orderDone: [],
          total: 2,
        }),
      '/disaster/applyLinkPosition': (_url, init) => {
        applied.push(jsonBody(init));
        return ok({ ticketId: 'RC20261125001', place: reported.place, updatedAt: reported.reportedAt });
      },
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
