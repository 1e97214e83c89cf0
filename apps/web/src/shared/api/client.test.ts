import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  customerServiceUrl,
  login,
  loginWithNewRcCode,
  refreshSession,
  resolveJumpType,
  submitServiceOrder,
} from '@rc/contract/refs';
import { session } from '../session/session-store.js';
import { setCurrentLocale } from '../i18n/language.js';
import {
  callEndpoint,
  clearRecordedFailures,
  inBackground,
  inFlightCount,
  recordedFailures,
  requestTimeoutMs,
  setSubmitEncryptor,
} from './client.js';
import { sealForSession } from './submit-encryptor.js';
import { apiEvents, type ApiEvents } from './events.js';
import { ApiError } from './api-error.js';

type Seen = { [K in keyof ApiEvents]: ApiEvents[K][] };

let seen: Seen;
let offs: (() => void)[] = [];
const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200, contentType = 'application/json'): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
}
const envelope = (status: number | string, statusText = '', data: unknown = null) =>
  reply({ status, statusText, data });

beforeEach(() => {
  window.sessionStorage.clear();
  clearRecordedFailures();
  setCurrentLocale('zh-CN');
  seen = { loading: [], toast: [], notice: [], raiseFeedback: [], navigate: [], orderSubmitted: [] };
  offs = (Object.keys(seen) as (keyof ApiEvents)[]).map((k) =>
    apiEvents.on(k, (p) => (seen[k] as unknown[]).push(p)),
  );
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  for (const off of offs) off();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setCurrentLocale('zh-CN');
});

const csUrl = () => callEndpoint(customerServiceUrl);

describe('request', () => {
  it('builds the URL from the contract and sends the session, page-globals and language headers', async () => {
    session.setToken('tok-123');
    setCurrentLocale('en-US');
    fetchMock.mockResolvedValue(envelope(0, 'ok', { url: 'https://cs.example' }));
    await expect(csUrl()).resolves.toEqual({ url: 'https://cs.example' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/rcservice/auth/R00010047');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok-123');
    expect(headers['Accept-Language']).toBe('en-US');
    expect(init?.method).toBe('GET');
  });

  it('posts the body as JSON', async () => {
    fetchMock.mockResolvedValue(envelope(0, 'ok', { isReturnRightsDetails: '1' }));
    await callEndpoint(resolveJumpType, { body: { jumpType: '1', serviceType: '9' } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(typeof init?.body === 'string' ? init.body : '')).toEqual({
      jumpType: '1',
      serviceType: '9',
    });
  });

  it('puts query values on the URL', async () => {
    fetchMock.mockResolvedValue(envelope(0, 'ok', { token: 't' }));
    await callEndpoint(refreshSession, { query: { reason: 'idle soon' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/rcservice/auth/R00010004?reason=idle+soon');
  });

  it('counts in-flight calls for the loading overlay', async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((r) => (release = r)));
    const pending = csUrl();
    expect(inFlightCount()).toBe(1);
    release(envelope(0, 'ok', { url: '' }));
    await pending;
    expect(inFlightCount()).toBe(0);
    expect(seen.loading.map((e) => e.inFlight)).toEqual([1, 0]);
  });

  it('leaves calls started in the background out of the count, and counts the next one again', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    fetchMock.mockImplementation(() => held.then(() => envelope(0, 'ok', { url: '' })));
    const ahead = inBackground(() => csUrl());
    expect(inFlightCount()).toBe(0);
    const asked = csUrl();
    expect(inFlightCount()).toBe(1);
    release();
    await Promise.all([ahead, asked]);
    expect(inFlightCount()).toBe(0);
    expect(seen.loading.map((e) => e.inFlight)).toEqual([1, 0]);
  });
});

describe('status catalogue (spec 8)', () => {
  it('0 resolves the data', async () => {
    fetchMock.mockResolvedValue(envelope('0', 'ok', { url: 'u' }));
    await expect(csUrl()).resolves.toEqual({ url: 'u' });
    expect(seen.toast).toEqual([]);
  });

  it.each([
    [-1, '服务器调皮了，请稍后重试'],
    [-100, '系统繁忙，请稍后重试'],
    ['-1', '服务器调皮了，请稍后重试'], // numeric strings are converted to numbers
  ])('%s toasts the catalogue message and raises the feedback button', async (status, words) => {
    fetchMock.mockResolvedValue(envelope(status, 'db timeout'));
    const err = await csUrl().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ kind: 'status', status: Number(status) });
    expect(seen.toast).toEqual([{ text: words }]);
    expect(seen.raiseFeedback).toHaveLength(1);
    expect(recordedFailures()[0]).toContain('GET /api/rcservice/auth/R00010047 status');
  });

  it("-1 speaks the user's language", async () => {
    setCurrentLocale('en-US');
    fetchMock.mockResolvedValue(envelope(-1, ''));
    await csUrl().catch(() => undefined);
    expect(seen.toast).toEqual([{ text: 'The server is acting up, please try again later' }]);
  });

  it.each([-3, -5])('%s shows statusText as a toast and rejects', async (status) => {
    fetchMock.mockResolvedValue(
      envelope(status, '姓名填写有误', { errors: [{ field: 'custName', message: 'x' }] }),
    );
    const err = await csUrl().catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'status', status, statusText: '姓名填写有误' });
    expect((err as ApiError).data).toEqual({ errors: [{ field: 'custName', message: 'x' }] });
    expect(seen.toast).toEqual([{ text: '姓名填写有误' }]);
    expect(seen.raiseFeedback).toEqual([]);
  });

  it('-2 keeps statusText on screen (a notice the shell renders)', async () => {
    fetchMock.mockResolvedValue(envelope(-2, '该功能暂未开放，敬请期待'));
    await expect(csUrl()).rejects.toMatchObject({ status: -2 });
    expect(seen.notice).toEqual([{ text: '该功能暂未开放，敬请期待' }]);
    expect(seen.toast).toEqual([]);
  });

  it('-4 on any call but token refresh clears the session and goes to /account/expired', async () => {
    session.setToken('t');
    session.setUserVo({ custName: 'x' } as never);
    session.setOrgList([{ branchCompanyCode: '1', branchCompanyName: 'b' }]);
    fetchMock.mockResolvedValue(envelope(-4, 'session invalid'));
    await expect(csUrl()).rejects.toMatchObject({ status: -4 });
    expect(session.token()).toBeNull();
    expect(session.userVo()).toBeNull();
    expect(session.orgList()).toEqual([]);
    expect(seen.navigate).toEqual([{ to: '/account/expired', replace: true }]);
  });

  it('-4 on the token refresh only rejects', async () => {
    session.setToken('t');
    fetchMock.mockResolvedValue(envelope(-4, 'session invalid'));
    await expect(callEndpoint(refreshSession, {})).rejects.toMatchObject({ status: -4 });
    expect(session.token()).toBe('t');
    expect(seen.navigate).toEqual([]);
  });

  it('an unknown status counts as a server fault', async () => {
    fetchMock.mockResolvedValue(envelope(-77, 'odd'));
    await expect(csUrl()).rejects.toMatchObject({ status: -1 });
    expect(seen.raiseFeedback).toHaveLength(1);
  });

  it('quiet statuses are left to the caller', async () => {
    fetchMock.mockResolvedValue(envelope(-2, 'kept by the page'));
    await expect(callEndpoint(customerServiceUrl, { quiet: [-2] })).rejects.toMatchObject({ status: -2 });
    expect(seen.notice).toEqual([]);
  });
});

describe('transport errors (spec 8)', () => {
  const body = { channel: 'c1', token: 'h' };

  it.each([login, loginWithNewRcCode])(
    'HTTP 500 on the login call ($name) goes to /account/updating',
    async (endpoint) => {
      fetchMock.mockResolvedValue(reply('<html>oops</html>', 500, 'text/html'));
      const input = endpoint === login ? { body } : { body: { newRcNeedCode: 'n1' } };
      await expect(
        callEndpoint(endpoint as typeof login, input as { body: typeof body }),
      ).rejects.toMatchObject({
        kind: 'transport',
        httpStatus: 500,
      });
      expect(seen.navigate).toEqual([{ to: '/account/updating', replace: true }]);
      expect(seen.raiseFeedback).toEqual([]);
    },
  );

  it('HTTP 500 on the login call goes to updating even with a JSON envelope', async () => {
    fetchMock.mockResolvedValue(reply({ status: -1, statusText: 'boom', data: null }, 500));
    await callEndpoint(login, { body }).catch(() => undefined);
    expect(seen.navigate).toEqual([{ to: '/account/updating', replace: true }]);
  });

  it('other HTTP errors raise the feedback button with the error message and reject', async () => {
    fetchMock.mockResolvedValue(reply('Bad Gateway', 502, 'text/plain'));
    await expect(csUrl()).rejects.toMatchObject({ kind: 'transport', httpStatus: 502 });
    expect(seen.raiseFeedback).toEqual([{ message: 'HTTP 502' }]);
    expect(seen.navigate).toEqual([]);
    expect(recordedFailures()[0]).toContain('HTTP 502');
  });

  it('HTTP 500 on other calls is not an upgrade', async () => {
    fetchMock.mockResolvedValue(reply('x', 500, 'text/plain'));
    await csUrl().catch(() => undefined);
    expect(seen.navigate).toEqual([]);
    expect(seen.raiseFeedback).toHaveLength(1);
  });

  it('a network failure says so in words, raises the feedback button with the detail, and rejects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(csUrl()).rejects.toMatchObject({
      kind: 'transport',
      httpStatus: null,
      statusText: '网络连接失败，请稍后重试',
    });
    expect(seen.toast).toEqual([{ text: '网络连接失败，请稍后重试' }]);
    expect(seen.raiseFeedback).toEqual([{ message: 'Failed to fetch' }]);
  });

  it('offline: the customer is told to check the connection, in their language', async () => {
    setCurrentLocale('en-US');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(csUrl()).rejects.toMatchObject({ kind: 'transport' });
    expect(seen.toast).toEqual([{ text: 'You are offline. Check your connection and try again' }]);
    expect(JSON.stringify(seen.toast)).not.toContain('Failed to fetch');
  });

  it('a call with no answer is abandoned after the time-out and said so', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const call = csUrl();
    const outcome = expect(call).rejects.toMatchObject({
      kind: 'transport',
      statusText: '网络不太稳定，请求超时，请稍后重试',
    });
    await vi.advanceTimersByTimeAsync(requestTimeoutMs);
    await outcome;
    expect(seen.toast).toEqual([{ text: '网络不太稳定，请求超时，请稍后重试' }]);
    expect(inFlightCount()).toBe(0);
    vi.useRealTimers();
  });

  it('an HTTP error without an envelope says the server fault words, not the HTTP text', async () => {
    fetchMock.mockResolvedValue(reply('Bad Gateway', 502, 'text/plain'));
    await expect(csUrl()).rejects.toMatchObject({ statusText: '服务器调皮了，请稍后重试' });
    expect(seen.toast).toEqual([{ text: '服务器调皮了，请稍后重试' }]);
  });

  it('an aborted call rejects without any UI', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    await expect(callEndpoint(customerServiceUrl, { signal: controller.signal })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(seen.raiseFeedback).toEqual([]);
    expect(inFlightCount()).toBe(0);
  });

  it('a call cancelled while its reply is being read rejects without any UI (the screen was left)', async () => {
    const controller = new AbortController();
    // The headers have arrived; the body is cut off by the cancel, as a browser does it.
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"status":0,"statusText":"","data":{"li'));
        controller.signal.addEventListener('abort', () =>
          stream.error(new DOMException('The user aborted a request.', 'AbortError')),
        );
      },
    });
    fetchMock.mockResolvedValue(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const call = callEndpoint(customerServiceUrl, { signal: controller.signal });
    setTimeout(() => controller.abort(), 0);
    await expect(call).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen.toast).toEqual([]);
    expect(seen.raiseFeedback).toEqual([]);
    expect(recordedFailures()).toEqual([]);
    expect(inFlightCount()).toBe(0);
  });

  it('a connection cut while the reply is read is a network failure, not a server fault', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('{"status":0,'));
        setTimeout(() => stream.error(new TypeError('network error')), 0);
      },
    });
    fetchMock.mockResolvedValue(
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(csUrl()).rejects.toMatchObject({
      kind: 'transport',
      statusText: '网络连接失败，请稍后重试',
    });
  });

  it('keeps at most the last 10 failures for the feedback report', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(reply('x', 503, 'text/plain')));
    for (let i = 0; i < 12; i++) await csUrl().catch(() => undefined);
    expect(recordedFailures()).toHaveLength(10);
  });
});

describe('order submits', () => {
  const order = {
    serviceType: '11',
    businessType: 'service',
    couponId: '33333333-3333-4333-8333-333333333333',
    plateNumber: '京A12345',
    contactName: '张伟',
    contactMobile: '13812341234',
  };
  beforeEach(() =>
    setSubmitEncryptor((payload) => Promise.resolve({ message: `sealed:${JSON.stringify(payload)}` })),
  );
  afterEach(() => setSubmitEncryptor(sealForSession));

  it('announce a placed order by its id and service only, once it succeeded', async () => {
    fetchMock.mockResolvedValueOnce(
      envelope(0, 'ok', { orderPrimaryId: 'order-1', primaryCheck: 'c', status: 'submitted', jumpUrl: '/x' }),
    );
    await callEndpoint(submitServiceOrder, { body: order });
    expect(seen.orderSubmitted).toEqual([
      { endpoint: 'submitServiceOrder', orderId: 'order-1', serviceType: '11', formCode: '' },
    ]);
    const said = JSON.stringify(seen.orderSubmitted);
    for (const personal of ['13812341234', '张伟', '京A12345']) expect(said).not.toContain(personal);

    fetchMock.mockResolvedValueOnce(envelope(-5, 'contactMobile', null));
    await expect(callEndpoint(submitServiceOrder, { body: order, quiet: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(seen.orderSubmitted).toHaveLength(1);
  });

  it('say nothing for a call that is not an order submit', async () => {
    fetchMock.mockResolvedValue(envelope(0, 'ok', { isReturnRightsDetails: '1' }));
    await callEndpoint(resolveJumpType, { body: { jumpType: '1', serviceType: '9' } });
    expect(seen.orderSubmitted).toEqual([]);
  });
});
