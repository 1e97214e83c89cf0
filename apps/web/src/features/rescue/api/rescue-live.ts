import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RescueFollow } from '@rc/contract';
import { rescueLive } from '@rc/contract/refs';
import { openEventStream } from '../../../shared/api/client.js';
import { followRescueQuery, type RescueRef } from './follow-rescue.js';

/** Waits before reconnecting a dropped stream: 2 s, doubling up to 30 s (polling covers the gap). */
const firstRetryMs = 2000;
const maxRetryMs = 30_000;

/**
 * rescueOrder/live: server-sent events of the rescue, written into the follow
 * query's cache so every screen showing it updates without a reload. `live` is
 * true while the stream is open; while it is not, the follow query polls.
 */
export function useRescueLive(ref: RescueRef | null, enabled: boolean): { live: boolean } {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  const id = ref?.orderPrimaryId ?? '';
  const check = ref?.primaryCheck ?? '';

  useEffect(() => {
    if (!id || !check || !enabled) return;
    const key = followRescueQuery({ orderPrimaryId: id, primaryCheck: check }).queryKey;
    let stop: (() => void) | null = null;
    let retry: number | undefined;
    let wait = firstRetryMs;
    let over = false;

    const connect = () => {
      stop = openEventStream(
        rescueLive,
        { query: { orderPrimaryId: id, primaryCheck: check } },
        {
          onEvent: (name, data) => {
            if (name === 'update') {
              queryClient.setQueryData(key, data as RescueFollow);
              setLive(true);
              wait = firstRetryMs;
            }
            if (name === 'end') over = true;
          },
          onClose: ({ refused }) => {
            setLive(false);
            if (over || refused) return;
            retry = window.setTimeout(connect, wait);
            wait = Math.min(wait * 2, maxRetryMs);
          },
        },
      );
    };
    connect();
    const reconnectNow = () => {
      if (over) return;
      window.clearTimeout(retry);
      stop?.();
      wait = firstRetryMs;
      connect();
    };
    window.addEventListener('online', reconnectNow);
    return () => {
      over = true;
      window.clearTimeout(retry);
      window.removeEventListener('online', reconnectNow);
      stop?.();
      setLive(false);
    };
  }, [id, check, enabled, queryClient]);

  return { live };
}
