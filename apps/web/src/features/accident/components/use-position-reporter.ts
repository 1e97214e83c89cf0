import { useEffect, useRef, useState } from 'react';
import { sendProgress } from '../api/update-progress.js';

const reportEveryMs = 10_000;

export interface ReportTarget {
  ticketId: string;
  subTicketId: string;
  vehicleNo: string;
}

/**
 * While a work order is active, sends the truck's position every 10 s. A report
 * that fails (no signal on a mountain road) is kept and sent again when the
 * browser is back online or at the next tick; only the newest position matters.
 */
export function usePositionReporter(target: ReportTarget | null): { pending: boolean } {
  const latest = useRef<{ lng: number; lat: number } | null>(null);
  const unsent = useRef(false);
  const [pending, setPending] = useState(false);
  const key = target ? `${target.ticketId}/${target.subTicketId}/${target.vehicleNo}` : '';

  useEffect(() => {
    if (!target || !('geolocation' in navigator)) return;
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        latest.current = { lng: p.coords.longitude, lat: p.coords.latitude };
        unsent.current = true;
      },
      () => undefined,
      { enableHighAccuracy: true, maximumAge: 5000 },
    );
    const flush = () => {
      const at = latest.current;
      if (!at || !unsent.current) return;
      sendProgress({ ...target, step: 'position', ...at }, true).then(
        () => {
          unsent.current = false;
          setPending(false);
        },
        () => setPending(true),
      );
    };
    const timer = window.setInterval(flush, reportEveryMs);
    window.addEventListener('online', flush);
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.clearInterval(timer);
      window.removeEventListener('online', flush);
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
