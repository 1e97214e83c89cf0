import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvent } from 'react-leaflet';
import { divIcon, latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { BoardOrder, BoardVehicle } from '@rc/contract';
import { pageGlobals } from '../../../shared/config/page-globals.js';

interface Props {
  orders: BoardOrder[];
  vehicles: BoardVehicle[];
  selectedOrderId: string | null;
  onSelectOrder: (orderId: string) => void;
  labels: { stage: (o: BoardOrder) => string };
}

/** Escapes text put into a marker's HTML (plates are data, never markup). */
function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const orderIcon = (o: BoardOrder, selected: boolean) =>
  divIcon({
    className: '',
    html: `<div class="rc-disp-pin rc-disp-pin--${o.escalatedAt ? 'late' : o.stage}${selected ? ' is-selected' : ''}"><span></span></div>`,
    iconSize: [28, 36],
    iconAnchor: [14, 34],
  });

const tag = { w: 64, h: 24, gap: 2 };

/** A truck's plate tag, `lift` pixels above its position when another tag stands there. */
const truckIcon = (v: BoardVehicle, lift: number) =>
  divIcon({
    className: '',
    html: `<div class="rc-disp-truck${v.orderNo ? ' is-busy' : ''}">${esc(v.vehicleNo.slice(-5))}</div>`,
    iconSize: [tag.w, tag.h],
    iconAnchor: [tag.w / 2, tag.h / 2 + lift],
  });

/** A box on the map's pixel plane, by its centre. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Box, b: Box) =>
  Math.abs(a.x - b.x) < (a.w + b.w) / 2 + tag.gap && Math.abs(a.y - b.y) < (a.h + b.h) / 2 + tag.gap;

/**
 * The trucks' tags, lifted one above another where they would cover another tag
 * or a customer's pin at the map's zoom (two trucks parked at one depot would
 * otherwise hide each other's plates).
 */
function TruckTags({ vehicles, pins }: { vehicles: BoardVehicle[]; pins: [number, number][] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const lifts = useMemo(() => {
    // A pin stands above its point (icon 28 × 36, anchored at its tip).
    const placed: Box[] = pins.map(([lat, lng]) => {
      const p = map.project([lat, lng], zoom);
      return { x: p.x, y: p.y - 16, w: 28, h: 36 };
    });
    const out = new Map<string, number>();
    for (const v of vehicles) {
      if (!v.point) continue;
      const p = map.project([v.point.lat, v.point.lng], zoom);
      let box: Box = { x: p.x, y: p.y, w: tag.w, h: tag.h };
      while (placed.some((q) => overlaps(q, box))) box = { ...box, y: box.y - tag.h - tag.gap };
      placed.push(box);
      out.set(v.vehicleNo, p.y - box.y);
    }
    return out;
  }, [map, vehicles, pins, zoom]);
  return vehicles.map((v) =>
    v.point ? (
      <Marker
        key={`v-${v.vehicleNo}`}
        position={[v.point.lat, v.point.lng]}
        icon={truckIcon(v, lifts.get(v.vehicleNo) ?? 0)}
        title={v.vehicleNo}
      >
        <Tooltip direction="top" offset={[0, -10 - (lifts.get(v.vehicleNo) ?? 0)]}>
          {v.vehicleNo} · {v.rescuerName ?? ''}
        </Tooltip>
      </Marker>
    ) : null,
  );
}

function FitAll({ points }: { points: [number, number][] }) {
  const map = useMap();
  const key = points.map((p) => p.join(',')).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    map.fitBounds(latLngBounds(points), { padding: [28, 28], maxZoom: 14 });
    // Fit once per set of positions, not on every poll that changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

/**
 * The board's map: customers (rounded positions) as pins coloured by stage, red
 * when urged past the promised arrival, and trucks as plate tags (filled when
 * busy). Drawn as markers, so the map still says where things are when the
 * tiles cannot load; the grid behind stands in for them.
 */
export function DispatchMap({ orders, vehicles, selectedOrderId, onSelectOrder, labels }: Props) {
  const tileUrl = pageGlobals().mapTileUrl;
  const points = useMemo<[number, number][]>(
    () => [
      ...orders.flatMap((o) => (o.point ? [[o.point.lat, o.point.lng] as [number, number]] : [])),
      ...vehicles.flatMap((v) => (v.point ? [[v.point.lat, v.point.lng] as [number, number]] : [])),
    ],
    [orders, vehicles],
  );
  return (
    <div className="rc-disp-map" data-testid="dispatch-map">
      <MapContainer
        center={[39.9087, 116.3975]}
        zoom={11}
        attributionControl={false}
        style={{ height: '100%' }}
      >
        {tileUrl ? <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} /> : null}
        <FitAll points={points} />
        <TruckTags
          vehicles={vehicles}
          pins={orders.flatMap((o) => (o.point ? [[o.point.lat, o.point.lng] as [number, number]] : []))}
        />
        {orders.map((o) =>
          o.point ? (
            <Marker
              key={`o-${o.orderId}`}
              position={[o.point.lat, o.point.lng]}
              icon={orderIcon(o, o.orderId === selectedOrderId)}
              title={o.orderNo}
              zIndexOffset={o.escalatedAt ? 1000 : 500}
              eventHandlers={{ click: () => onSelectOrder(o.orderId) }}
            >
              <Tooltip direction="top" offset={[0, -30]}>
                {o.faultName} · {labels.stage(o)}
              </Tooltip>
            </Marker>
          ) : null,
        )}
      </MapContainer>
    </div>
  );
}
