export interface Located {
  lng: number;
  lat: number;
  accuracy: number;
}

export type LocateFailure = 'unsupported' | 'denied' | 'timeout' | 'unavailable';

/** Why locating failed, as an Error the caller can read `reason` from. */
export class LocateError extends Error {
  constructor(readonly reason: LocateFailure) {
    super(`locate failed: ${reason}`);
    this.name = 'LocateError';
  }
}

/**
 * The browser's position, or why not, within `timeoutMs` (a phone indoors can
 * wait forever for a fix: after the time-out the customer types the address).
 */
export function locate(timeoutMs: number): Promise<Located> {
  return new Promise((resolve, reject: (why: LocateError) => void) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocateError('unsupported'));
      return;
    }
    const timer = window.setTimeout(() => reject(new LocateError('timeout')), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        window.clearTimeout(timer);
        resolve({ lng: p.coords.longitude, lat: p.coords.latitude, accuracy: Math.round(p.coords.accuracy) });
      },
      (e) => {
        window.clearTimeout(timer);
        reject(
          new LocateError(
            e.code === e.PERMISSION_DENIED ? 'denied' : e.code === e.TIMEOUT ? 'timeout' : 'unavailable',
          ),
        );
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
