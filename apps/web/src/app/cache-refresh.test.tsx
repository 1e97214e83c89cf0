import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { refUrl, type ServiceFormSubmission } from '@rc/contract';
import { orderCoupons } from '@rc/contract/refs';
import { useCreateTransfer } from '../features/coupon-transfers/api/create-transfer.js';
import { useOrderCoupons } from '../features/order/api/order-coupons.js';
import { useSubmitServiceForm } from '../features/order/api/submit-service-form.js';
import { sealForSession } from '../shared/api/submit-encryptor.js';
import { setSubmitEncryptor } from '../shared/api/client.js';
import { jsonResponse, mockFetch, ok, queryWrapper, urlOf } from '../testing/api-mock.js';

vi.mock('../shared/analytics/track.js', () => ({ trackEvent: vi.fn() }));

/**
 * Decision 056: a change refreshes the screens that show what it changed. The order
 * forms' coupon picker (order/R00010080) was cached under a key nothing invalidated:
 * after a coupon was given away or spent on a service form, the picker still offered it
 * (the `['coupons']` invalidations matched no query).
 */
const { fetchMock, callsTo } = mockFetch();
const pickerUrl = refUrl(orderCoupons);

beforeEach(() => {
  setSubmitEncryptor((payload) => Promise.resolve({ message: JSON.stringify(payload) }));
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      jsonResponse(
        ok(
          urlOf(input).includes(pickerUrl)
            ? { list: [] }
            : { id: 'transfer-1', serviceType: '9', quantity: 1, shareCode: 'ABCDEFGH', jumpUrl: '' },
        ),
      ),
    ),
  );
});
afterEach(() => setSubmitEncryptor(sealForSession));

function renderPickerWith<T>(useAction: () => T) {
  return renderHook(() => ({ picker: useOrderCoupons('9', '沪A12345'), action: useAction() }), {
    wrapper: queryWrapper,
  });
}

describe('the order forms’ coupon picker', () => {
  it('reads again after a coupon is given away', async () => {
    const { result } = renderPickerWith(useCreateTransfer);
    await waitFor(() => expect(result.current.picker.isSuccess).toBe(true));
    expect(callsTo(pickerUrl)).toHaveLength(1);
    await result.current.action.mutateAsync({ couponId: 'c-1', quantity: 1 });
    await waitFor(() => expect(callsTo(pickerUrl)).toHaveLength(2));
  });

  it('reads again after a service form is booked with a coupon', async () => {
    const { result } = renderPickerWith(useSubmitServiceForm);
    await waitFor(() => expect(result.current.picker.isSuccess).toBe(true));
    expect(callsTo(pickerUrl)).toHaveLength(1);
    await result.current.action.mutateAsync({
      formCode: 'homeClean',
      couponId: 'c-1',
    } as unknown as ServiceFormSubmission);
    await waitFor(() => expect(callsTo(pickerUrl)).toHaveLength(2));
  });
});
