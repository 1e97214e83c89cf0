import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { trackEvent } from '../../../shared/analytics/track.js';
import { jsonResponse, mockFetch, ok, queryWrapper } from '../../../testing/api-mock.js';
import { useCreateTransfer } from './create-transfer.js';

vi.mock('../../../shared/analytics/track.js', () => ({ trackEvent: vi.fn() }));

const transfer = {
  id: 'transfer-1',
  serviceType: '9',
  quantity: 2,
  senderName: '张*',
  message: '送你洗车',
  shareCode: 'ABCDEFGH',
};
const { fetchMock } = mockFetch();

beforeEach(() => {
  vi.mocked(trackEvent).mockReset();
  fetchMock.mockImplementation(() => Promise.resolve(jsonResponse(ok(transfer))));
});

describe('giving a coupon', () => {
  it('is tracked by the transfer and its service, never the message or the recipient', async () => {
    const { result } = renderHook(() => useCreateTransfer(), { wrapper: queryWrapper });
    await result.current.mutateAsync({ couponId: 'c-1', quantity: 2, message: '送你洗车' });
    await waitFor(() => expect(trackEvent).toHaveBeenCalledTimes(1));
    expect(trackEvent).toHaveBeenCalledWith('transfer', {
      action: 'give',
      transfer_id: 'transfer-1',
      service_type: '9',
      quantity: 2,
    });
  });
});
