import { useEffect, useRef, useState } from 'react';
import { createPositionOutbox } from './position-outbox.js';

const reportEveryMs = 10_000;

/** One outbox for the page: every screen that reports (and every reload) shares what waits. */
const outbox = createPositionOutbox();

export interface ReportTarget {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
}

/**
 * While a work order is active, takes the truck's position every 10 s and
 * sends it. Reports that fail (no signal on a mountain road) are kept, with the
 * time they were taken, in localStorage (position-outbox.ts), and sent in order
 * when the browser is back online, at the next tick, or when a page opens
 * after a reload: the customer's trail has no hole.
 */
export function usePositionReporter(target: ReportTarget | null): { pending: boolean } {
  const latest = useRef<{ lng: number; lat: number } | null>(null);
  const [pending, setPending] = useState(() => outbox.pending().length > 0);
  const key = target ? `${target.ticketId}/${target.subTicketId}/${target.vehicleNo}` : '';

  // What an earlier page left unsent goes as soon as it can, whether or not an order is active now.
  useEffect(() => {
    const flush = () => void outbox.flush().then((r) => setPending(r === 'pending'));
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, []);

  useEffect(() => {
    if (!target || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = { lng: p.coords.longitude, lat: p.coords.latitude };
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5000 },
    );
    const tick = () => {
      const fix = latest.current;
      if (fix) outbox.add({ ...target, ...fix, at: new Date().toISOString() });
      void outbox.flush().then((r) => setPending(r === 'pending'));
    };
    const timer = window.setInterval(tick, reportEveryMs);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
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
