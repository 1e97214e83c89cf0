import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { trackEvent } from '../../../shared/analytics/track.js';
import { jsonResponse, mockFetch, ok, queryWrapper } from '../../../testing/api-mock.js';
import { useVerify } from './verify.js';

vi.mock('../../../shared/analytics/track.js', () => ({ trackEvent: vi.fn() }));

const order = {
  id: 'redemption-1',
  ticketId: 'T2026001',
  serviceType: '9',
  customerName: '张*',
  customerMobile: '138****1234',
  plateNumber: '京A12345',
  redeemedCount: 1,
};
const { fetchMock } = mockFetch();

beforeEach(() => {
  vi.mocked(trackEvent).mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok(order))));
});

describe('a redemption', () => {
  it('is tracked by its order and service only; completing is not a redemption', async () => {
    const { result } = renderHook(() => useVerify(), { wrapper: queryWrapper });
    await result.current.mutateAsync({
      action: 'redeem',
      ticketId: 'T2026001',
      idempotencyKey: 'k-12345678',
      count: 1,
      imageIds: [],
    });
    await waitFor(() => expect(trackEvent).toHaveBeenCalledTimes(1));
    expect(trackEvent).toHaveBeenCalledWith('redemption', {
      order_id: 'redemption-1',
      ticket_id: 'T2026001',
      service_type: '9',
      count: 1,
    });
    await result.current.mutateAsync({ action: 'complete', orderId: 'redemption-1', imageIds: ['i'] });
    expect(trackEvent).toHaveBeenCalledTimes(1);
  });
});
