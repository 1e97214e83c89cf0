import type { FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '@rc/contract';
import type { AppDeps } from '../../http/deps.js';
import { BusinessError } from '../../http/errors.js';
import { maxStreamsPerSession } from '../../http/stream-slots.js';
import { followOf } from './follow.js';
import { findOwnRescue } from './service.js';

/** A comment line this often keeps proxies and the browser from closing an idle stream. */
export const heartbeatMs = 15_000;
/** A stream ends after this long; the page reconnects, and the session is checked again. */
const maxStreamMs = 30 * 60_000;

type Ref = { orderPrimaryId: string; primaryCheck: string };

const tooManyStreams = {
  'zh-CN': `同时打开的实时页面已达${maxStreamsPerSession}个，请关闭其他页面后再试；本页将定时刷新`,
  'en-US': `${maxStreamsPerSession} live pages are already open; close another one to follow this one live. This page refreshes by itself meanwhile.`,
};

/**
 * The customer's live rescue page as server-sent events. The order is checked
 * to be theirs before anything is streamed (otherwise the usual -3 envelope).
 * Then: the follow data at once, and again after every NOTIFY about this order
 * (re-read from the database, whichever process made the change; changes that
 * arrive while a read runs are folded into one more read), a heartbeat comment,
 * and an `end` event once the rescue is over. Everything is released when the
 * browser goes away or the server shuts down. One session holds at most
 * `maxStreamsPerSession` streams in a process; one more is refused with an envelope
 * (-100, in words), on which the page follows by polling (decision 045).
 */
export async function streamRescue(
  deps: AppDeps,
  sessionId: string,
  customerId: string,
  ref: Ref,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { order } = await findOwnRescue(deps, customerId, ref);
  const release = deps.streamSlots.claim(sessionId);
  if (!release) throw new BusinessError(Status.busy, tooManyStreams);
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    // The stream carries the rescue (positions, the meeting code): no cache keeps it (decision 045).
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.write('retry: 3000\n\n');

  let closed = false;
  let reading = false;
  let again = false;
  let unwatch: (() => void) | null = null;
  const timers: NodeJS.Timeout[] = [];

  const close = () => {
    if (closed) return;
    closed = true;
    release();
    for (const t of timers) clearInterval(t);
    unwatch?.();
    if (!res.writableEnded) res.end();
  };

  const push = async (): Promise<void> => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        const fresh = await findOwnRescue(deps, customerId, { ...ref, orderPrimaryId: order.id });
        const data = await followOf(deps, fresh.order, fresh.request);
        if (closed) return;
        res.write(`event: update\ndata: ${JSON.stringify(data)}\n\n`);
        if (data.status === 'completed' || data.status === 'cancelled') {
          res.write('event: end\ndata: {}\n\n');
          close();
          return;
        }
      } while (again && !closed);
    } catch (err) {
      request.log.warn({ err }, 'rescue stream read failed');
      // The page falls back to polling and reconnects.
      close();
    } finally {
      reading = false;
    }
  };

  request.raw.on('close', close);
  res.on('error', close);
  timers.push(
    setInterval(() => {
      if (!closed) res.write(': ping\n\n');
    }, heartbeatMs),
  );
  const lifetime = setTimeout(close, maxStreamMs);
  timers.push(lifetime);

  unwatch = await deps.rescueLive.watch(order.id, {
    onChange: () => void push(),
    onGap: () => void push(),
    end: close,
  });
  if (closed) {
    unwatch();
    return;
  }
  await push();
}
