import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTransfer, customerServiceUrl, submitServiceOrder } from '@rc/contract/refs';
import { setCurrentLocale } from '../i18n/language.js';
import { callEndpoint, clearRecordedFailures, setSubmitEncryptor } from './client.js';
import { sealForSession } from './submit-encryptor.js';
import { apiEvents } from './events.js';

/** Issue 22: one idempotency key per user action, and the automatic retry carries it. */
const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) =>
  new Response(JSON.stringify({ status: 0, statusText: 'ok', data }), {
    headers: { 'content-type': 'application/json' },
  });
const keyOf = (i: number) => new Headers(fetchMock.mock.calls[i]?.[1]?.headers).get('Idempotency-Key');
const bodyOf = (i: number) => fetchMock.mock.calls[i]?.[1]?.body;
const give = { couponId: '33333333-3333-4333-8333-333333333333', quantity: 1 };
let toasts: unknown[] = [];
let off = () => undefined as void;

beforeEach(() => {
  clearRecordedFailures();
  setCurrentLocale('zh-CN');
  toasts = [];
  off = apiEvents.on('toast', (t) => toasts.push(t));
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  off();
  vi.unstubAllGlobals();
  setSubmitEncryptor(sealForSession);
});

describe('idempotent calls', () => {
  it('send a fresh key per call, and none on other calls', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok({ id: 't1' })));
    await callEndpoint(createTransfer, { body: give });
    await callEndpoint(createTransfer, { body: give });
    await callEndpoint(customerServiceUrl);
    expect(keyOf(0)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keyOf(1)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBeNull();
  });

  it('retry once with the same key when the connection drops, and the customer sees the outcome only', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(ok({ id: 't1' }));
    await expect(
      callEndpoint(createTransfer, { body: give, idempotencyKey: 'action-key-1' }),
    ).resolves.toEqual({
      id: 't1',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([keyOf(0), keyOf(1)]).toEqual(['action-key-1', 'action-key-1']);
    expect(toasts).toEqual([]);
  });

  it('an encrypted submit is sealed anew for its retry, under the same key', async () => {
    let n = 0;
    setSubmitEncryptor(() => Promise.resolve({ message: `sealed-${(n += 1)}` }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(
      ok({ orderPrimaryId: 'o1', primaryCheck: 'c', status: 'submitted', jumpUrl: '/x' }),
    );
    const order = {
      serviceType: '11',
      businessType: 'service',
      couponId: '33333333-3333-4333-8333-333333333333',
      plateNumber: '京A12345',
      contactName: '张伟',
      contactMobile: '13812341234',
    };
    await callEndpoint(submitServiceOrder, { body: order });
    expect(keyOf(1)).toBe(keyOf(0));
    expect([bodyOf(0), bodyOf(1)]).toEqual([
      JSON.stringify({ message: 'sealed-1' }),
      JSON.stringify({ message: 'sealed-2' }),
    ]);
  });

  it('a repeat of an action whose outcome was not known (busy, cut off) carries its key; a known outcome ends it', async () => {
    const busy = () =>
      new Response(JSON.stringify({ status: -100, statusText: '系统繁忙，请稍后重试', data: null }), {
        status: 503,
        headers: { 'content-type': 'application/json' },
      });
    fetchMock.mockResolvedValueOnce(busy());
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(ok({ id: 't1' }));
    fetchMock.mockImplementation(() => Promise.resolve(ok({ id: 't2' })));
    // Busy: the customer taps again; the connection drops twice (its own retry too); again.
    await expect(callEndpoint(createTransfer, { body: give })).rejects.toMatchObject({ status: -100 });
    await expect(callEndpoint(createTransfer, { body: give })).rejects.toMatchObject({ kind: 'transport' });
    await expect(callEndpoint(createTransfer, { body: give })).resolves.toEqual({ id: 't1' });
    expect(new Set([keyOf(0), keyOf(1), keyOf(2), keyOf(3)]).size).toBe(1);
    // Done: the next give is a new action. So is another input meanwhile.
    await callEndpoint(createTransfer, { body: give });
    expect(keyOf(4)).not.toBe(keyOf(0));
    fetchMock.mockResolvedValueOnce(busy());
    await expect(callEndpoint(createTransfer, { body: give })).rejects.toMatchObject({ status: -100 });
    await callEndpoint(createTransfer, { body: { ...give, quantity: 2 } });
    expect(keyOf(6)).not.toBe(keyOf(5));
  });

  it('a call that is not idempotent is not retried', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(callEndpoint(customerServiceUrl)).rejects.toMatchObject({ kind: 'transport' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
