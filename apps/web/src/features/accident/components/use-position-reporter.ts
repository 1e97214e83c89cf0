import { useEffect, useRef, useState } from 'react';
import { sendProgress } from '../api/update-progress.js';

const reportEveryMs = 10_000;
/** Reports kept while offline; beyond this the oldest go (the trail stays roughly right). */
const maxQueued = 60;

export interface ReportTarget {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
}

interface Fix {
  lng: number;
  lat: number;
  at: string;
}

/**
 * While a work order is active, takes the truck's position every 10 s and
 * sends it. Reports that fail (no signal on a mountain road) are queued with
 * the time they were taken and sent in order when the browser is back online
 * or at the next tick, so the customer's trail has no hole.
 */
export function usePositionReporter(target: ReportTarget | null): { pending: boolean } {
  const latest = useRef<{ lng: number; lat: number } | null>(null);
  const queue = useRef<Fix[]>([]);
  const sending = useRef(false);
  const [pending, setPending] = useState(false);
  const key = target ? `${target.ticketId}/${target.subTicketId}/${target.vehicleNo}` : '';

  useEffect(() => {
    if (!target || !('geolocation' in navigator)) return;
    queue.current = [];
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = { lng: p.coords.longitude, lat: p.coords.latitude };
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5000 },
    );
    const flush = async () => {
      if (sending.current) return;
      sending.current = true;
      try {
        while (queue.current.length > 0) {
          const next = queue.current[0];
          if (!next) break;
          await sendProgress({ ...target, step: 'position', ...next }, true);
          queue.current.shift();
        }
        setPending(false);
      } catch {
        setPending(true);
      } finally {
        sending.current = false;
      }
    };
    const tick = () => {
      const at = latest.current;
      if (at) {
        queue.current.push({ ...at, at: new Date().toISOString() });
        if (queue.current.length > maxQueued) queue.current.shift();
      }
      void flush();
    };
    const online = () => void flush();
    const timer = window.setInterval(tick, reportEveryMs);
    window.addEventListener('online', online);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      window.removeEventListener('online', online);
    };
    // The target is identified by its key; a new object with the same ids is the same order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { pending };
}

/** The position now, or the last known one, for a step report (never blocks a step for want of a fix). */
export function currentPosition(fallback: {
  lng: number;
  lat: number;
}): Promise<{ lng: number; lat: number }> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) return resolve(fallback);
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lng: p.coords.longitude, lat: p.coords.latitude }),
      () => resolve(fallback),
      { enableHighAccuracy: true, timeout: 4000, maximumAge: 15_000 },
    );
  });
}
