/** The browser's position within `timeoutMs`, or a rejection (denied, unavailable, timed out). */
export function locateOnce(timeoutMs: number): Promise<{ lng: number; lat: number }> {
  return new Promise((resolve, reject: (e: Error) => void) => {
    if (!('geolocation' in navigator)) return reject(new Error('unsupported'));
    const timer = window.setTimeout(() => reject(new Error('timeout')), timeoutMs + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        window.clearTimeout(timer);
        resolve({ lng: p.coords.longitude, lat: p.coords.latitude });
      },
      (e) => {
        window.clearTimeout(timer);
        reject(new Error(e.message || 'unavailable'));
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 30_000 },
    );
  });
}
