import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerServiceUrl, login } from '@rc/contract/refs';
import { session } from '../session/session-store.js';
import { callEndpoint } from './client.js';
import { clearEarlyReplies, earlyKey, putEarlyReply, readMaxAgeMs, takeEarlyReply } from './early-replies.js';
import { ApiError } from './api-error.js';
import { loadStaticText, staticFileUrl } from './static-file.js';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  window.sessionStorage.clear();
  clearEarlyReplies();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('early replies', () => {
  it('gives a reply once, and only to the same method, URL, body and token', () => {
    const reply = Promise.resolve(json({}));
    putEarlyReply(earlyKey('POST', '/a', '{"x":1}', 'tok'), reply);
    expect(takeEarlyReply(earlyKey('POST', '/a', '{"x":2}', 'tok'))).toBeNull();
    expect(takeEarlyReply(earlyKey('POST', '/a', '{"x":1}', 'other'))).toBeNull();
    expect(takeEarlyReply(earlyKey('GET', '/a', '{"x":1}', 'tok'))).toBeNull();
    expect(takeEarlyReply(earlyKey('post', '/a', '{"x":1}', 'tok'))).toBe(reply);
    expect(takeEarlyReply(earlyKey('POST', '/a', '{"x":1}', 'tok'))).toBeNull();
  });

  it('drops a read older than the query cache keeps data fresh, but never a single-use call', () => {
    const now = vi.spyOn(performance, 'now').mockReturnValue(1000);
    putEarlyReply('read', Promise.resolve(json({})));
    putEarlyReply('login', Promise.resolve(json({})), Number.POSITIVE_INFINITY);
    now.mockReturnValue(1000 + readMaxAgeMs + 1);
    expect(takeEarlyReply('read')).toBeNull();
    expect(takeEarlyReply('login')).not.toBeNull();
  });

  it('a failed early request raises no unhandled rejection while nobody takes it', async () => {
    const failing = Promise.reject(new TypeError('offline'));
    putEarlyReply('k', failing);
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeEarlyReply('k')).rejects.toThrow('offline');
  });
});

describe('the API client takes an early reply instead of sending again', () => {
  it('answers a login from the reply sent early, with no second request', async () => {
    const body = { channel: 'c1', token: 't1' };
    putEarlyReply(
      earlyKey('POST', '/api/rcservice/auth/R00010003', JSON.stringify(body), null),
      Promise.resolve(json({ status: 0, statusText: '', data: { token: 'session-1' } })),
      Number.POSITIVE_INFINITY,
    );
    await expect(callEndpoint(login, { body })).resolves.toEqual({ token: 'session-1' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('applies the status rules to an early reply as to any other', async () => {
    session.setToken('tok-9');
    putEarlyReply(
      earlyKey('GET', '/api/rcservice/auth/R00010047', undefined, 'tok-9'),
      Promise.resolve(json({ status: -4, statusText: 'ended', data: null })),
    );
    await expect(callEndpoint(customerServiceUrl)).rejects.toBeInstanceOf(ApiError);
    expect(session.token()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends its own request when the early one was made for another session', async () => {
    session.setToken('tok-new');
    putEarlyReply(
      earlyKey('GET', '/api/rcservice/auth/R00010047', undefined, 'tok-old'),
      Promise.resolve(json({ status: 0, statusText: '', data: { url: 'old' } })),
    );
    fetchMock.mockResolvedValue(json({ status: 0, statusText: '', data: { url: 'fresh' } }));
    await expect(callEndpoint(customerServiceUrl)).resolves.toEqual({ url: 'fresh' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('serves a theme file from the early request', async () => {
    putEarlyReply(
      earlyKey('GET', staticFileUrl('theme/early-test.css'), undefined, null),
      Promise.resolve(new Response('.a{}', { status: 200 })),
    );
    await expect(loadStaticText('theme/early-test.css')).resolves.toBe('.a{}');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
