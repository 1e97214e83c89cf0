import { useEffect, useRef } from 'react';
import type { MapConfig, Shop } from '@rc/contract';
import { gcjToBd09, loadVendorMap } from './vendor-map-loader.js';

/** The few calls made on AMap 2.0 and Baidu GL, typed here (neither ships types we install). */
interface AMapMarker {
  on(event: 'click', fn: () => void): void;
}
interface AMapMap {
  add(markers: AMapMarker[]): void;
  setFitView(): void;
  setZoomAndCenter(zoom: number, center: [number, number]): void;
  destroy(): void;
}
interface AMapNs {
  Map: new (el: HTMLElement, opts: { zoom: number; center: [number, number] }) => AMapMap;
  Marker: new (opts: { position: [number, number]; title: string }) => AMapMarker;
}
interface BPoint {
  lng: number;
  lat: number;
}
interface BMarker {
  addEventListener(event: 'click', fn: () => void): void;
}
interface BMap {
  centerAndZoom(p: BPoint, zoom: number): void;
  addOverlay(m: BMarker): void;
  setViewport(points: BPoint[]): void;
  destroy?: () => void;
}
interface BMapGLNs {
  Map: new (el: HTMLElement) => BMap;
  Point: new (lng: number, lat: number) => BPoint;
  Marker: new (p: BPoint, opts: { title: string }) => BMarker;
}
type VendorWindow = Window & { AMap?: AMapNs; BMapGL?: BMapGLNs };

interface Props {
  config: MapConfig & { provider: 'amap' | 'baidu' };
  shops: Shop[];
  activeSnCode?: string | undefined;
  onPick?: ((shop: Shop) => void) | undefined;
  /** The vendor could not load (no network, a bad key): the caller shows Leaflet instead. */
  onFail: () => void;
}

/** The stores on the configured vendor's map: AMap uses the stores' GCJ-02 as is, Baidu its BD-09. */
export function VendorStoreMap({ config, shops, activeSnCode, onPick, onFail }: Props) {
  const el = useRef<HTMLDivElement>(null);
  // The callbacks change identity on every render; the map is built once per store set.
  const pick = useRef(onPick);
  const fail = useRef(onFail);
  pick.current = onPick;
  fail.current = onFail;
  const canPick = onPick !== undefined;
  useEffect(() => {
    const onPick = canPick ? (s: Shop) => pick.current?.(s) : undefined;
    const onFail = () => fail.current();
    let destroy: (() => void) | undefined;
    let cancelled = false;
    loadVendorMap(config)
      .then(() => {
        const node = el.current;
        const win = window as VendorWindow;
        if (cancelled || !node) return;
        const active = shops.find((s) => s.snCode === activeSnCode) ?? shops[0];
        if (config.provider === 'amap' && win.AMap) {
          const A = win.AMap;
          const center: [number, number] = active
            ? [active.place.lng, active.place.lat]
            : [116.4074, 39.9042];
          const map = new A.Map(node, { zoom: 13, center });
          const markers = shops.map((s) => {
            const m = new A.Marker({ position: [s.place.lng, s.place.lat], title: s.name });
            if (onPick) m.on('click', () => onPick(s));
            return m;
          });
          map.add(markers);
          if (activeSnCode && active) map.setZoomAndCenter(15, center);
          else if (markers.length > 0) map.setFitView();
          destroy = () => map.destroy();
        } else if (config.provider === 'baidu' && win.BMapGL) {
          const B = win.BMapGL;
          const map = new B.Map(node);
          const points = shops.map((s) => new B.Point(...gcjToBd09(s.place.lng, s.place.lat)));
          shops.forEach((s, i) => {
            const p = points[i];
            if (!p) return;
            const m = new B.Marker(p, { title: s.name });
            if (onPick) m.addEventListener('click', () => onPick(s));
            map.addOverlay(m);
          });
          const at = active ? points[shops.indexOf(active)] : undefined;
          if (at) map.centerAndZoom(at, activeSnCode ? 15 : 13);
          if (!activeSnCode && points.length > 1) map.setViewport(points);
          destroy = () => map.destroy?.();
        } else {
          onFail();
        }
      })
      .catch(() => {
        if (!cancelled) onFail();
      });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [config, shops, activeSnCode, canPick]);
  return <div ref={el} style={{ height: '100%', width: '100%' }} data-map-provider={config.provider} />;
}
