import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rescueLive } from '@rc/contract/refs';
import { session } from '../session/session-store.js';
import { openEventStream } from './client.js';
import { apiEvents } from './events.js';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** A response whose body arrives in the chunks given, then ends. */
function streamed(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(c));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
}

function open(): Promise<{ events: [string, unknown][]; refused: boolean }> {
  const events: [string, unknown][] = [];
  return new Promise((resolve) => {
    openEventStream(
      rescueLive,
      { query: { orderPrimaryId: 'o1', primaryCheck: 'c1' } },
      {
        onEvent: (name, data) => events.push([name, data]),
        onClose: ({ refused }) => resolve({ events, refused }),
      },
    );
  });
}

describe('server-sent events over fetch', () => {
  it('sends the session token, parses events split across chunks, skips comments, and reports the end', async () => {
    session.setToken('tok-live');
    fetchMock.mockResolvedValue(
      streamed([
        'retry: 3000\n\n: ping\n\nevent: upd',
        'ate\ndata: {"status":"accepted"}\n',
        '\nevent: update\r\ndata: {"status":"inService"}\r\n\r\n',
        'event: end\ndata: {}\n\n',
      ]),
    );
    const { events, refused } = await open();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/rcservice/rescueOrder/live?orderPrimaryId=o1&primaryCheck=c1');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-live');
    expect(events).toEqual([
      ['update', { status: 'accepted' }],
      ['update', { status: 'inService' }],
      ['end', {}],
    ]);
    // Ended by the server: the caller may reconnect (it decides from the `end` event).
    expect(refused).toBe(false);
  });

  it('an envelope instead of a stream is refused: the status catalogue applies, no reconnect', async () => {
    const toasts: string[] = [];
    const off = apiEvents.on('toast', (p) => toasts.push(p.text));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ status: -3, statusText: '订单不存在', data: null }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    const { events, refused } = await open();
    off();
    expect(events).toEqual([]);
    expect(refused).toBe(true);
    // The page handles a refused stream quietly (it falls back to polling, which shows the error).
    expect(toasts).toEqual([]);
  });

  it('a network failure closes it as dropped, so the page polls and reconnects', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { refused } = await open();
    expect(refused).toBe(false);
  });
});
