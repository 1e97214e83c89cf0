import type { MapConfig } from '@rc/contract';

/**
 * Loads a map vendor's browser script (AMap 2.0 or Baidu GL) once per page,
 * only when the server names that vendor (map/getMapApi answers a key): with
 * the default Leaflet provider nothing vendor-specific is ever fetched.
 */
const loading = new Map<string, Promise<void>>();
const loadTimeoutMs = 10_000;
const baiduCallback = '__rcBaiduMapReady';

type VendorWindow = Window & {
  _AMapSecurityConfig?: { securityJsCode: string };
  [baiduCallback]?: () => void;
};

export function isVendorMap(cfg: MapConfig | undefined): cfg is MapConfig & { provider: 'amap' | 'baidu' } {
  return !!cfg && cfg.provider !== 'leaflet' && cfg.jsApiUrl !== '';
}

export function loadVendorMap(cfg: MapConfig, doc: Document = document): Promise<void> {
  if (!isVendorMap(cfg)) return Promise.reject(new Error('no map vendor is configured'));
  const cached = loading.get(cfg.jsApiUrl);
  if (cached) return cached;
  const win = (doc.defaultView ?? window) as VendorWindow;
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script');
    const fail = (why: string) => {
      loading.delete(cfg.jsApiUrl);
      script.remove();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('map script timed out'), loadTimeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    let src = cfg.jsApiUrl;
    if (cfg.provider === 'amap') {
      // AMap reads its security code from the page before its loader runs.
      if (cfg.securityJsCode) win._AMapSecurityConfig = { securityJsCode: cfg.securityJsCode };
      script.onload = done;
    } else {
      // Baidu's loader writes further scripts; its callback says when the API is ready.
      win[baiduCallback] = done;
      src += `&callback=${baiduCallback}`;
    }
    script.onerror = () => {
      clearTimeout(timer);
      fail('map script failed to load');
    };
    script.async = true;
    script.src = src;
    script.dataset.rcMap = cfg.provider;
    doc.head.appendChild(script);
  });
  loading.set(cfg.jsApiUrl, promise);
  return promise;
}

/** GCJ-02 (the stores' coordinates, AMap's own) to Baidu's BD-09. */
export function gcjToBd09(lng: number, lat: number): [number, number] {
  const xPi = (Math.PI * 3000) / 180;
  const z = Math.sqrt(lng * lng + lat * lat) + 0.00002 * Math.sin(lat * xPi);
  const theta = Math.atan2(lat, lng) + 0.000003 * Math.cos(lng * xPi);
  return [z * Math.cos(theta) + 0.0065, z * Math.sin(theta) + 0.006];
}
