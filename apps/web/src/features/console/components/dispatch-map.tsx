import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvent } from 'react-leaflet';
import { divIcon, latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { BoardOrder, BoardVehicle } from '@rc/contract';
import { pageGlobals } from '../../../shared/config/page-globals.js';
import { clusterSize, layoutMarkers, type LayoutItem } from './board-layout.js';

interface Props {
  orders: BoardOrder[];
  vehicles: BoardVehicle[];
  selectedOrderId: string | null;
  onSelectOrder: (orderId: string) => void;
  labels: { stage: (o: BoardOrder) => string; cluster: (count: number) => string };
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

const tag = { w: 64, h: 24 };
const pinBox = { w: 28, h: 36, dy: -16 };

/** A truck's plate tag, centred on its position. */
const truckIcon = (v: BoardVehicle) =>
  divIcon({
    className: '',
    html: `<div class="rc-disp-truck${v.orderNo ? ' is-busy' : ''}">${esc(v.vehicleNo.slice(-5))}</div>`,
    iconSize: [tag.w, tag.h],
    iconAnchor: [tag.w / 2, tag.h / 2],
  });

/** Markers too close to draw apart at this zoom: a badge with their count (red when one is urged late). */
const clusterIcon = (count: number, late: boolean, hasOrder: boolean) => {
  const size = clusterSize(count);
  const kind = late ? ' is-late' : hasOrder ? ' has-order' : '';
  return divIcon({
    className: '',
    html: `<div class="rc-disp-cluster${kind}" style="width:${size}px;height:${size}px">${count}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
};

/**
 * Every pin and plate tag, laid out for the current zoom (board-layout.ts): what
 * would touch is drawn as one cluster, so no marker or label ever covers another.
 * A cluster's tooltip names its members; clicking it zooms in to split it.
 */
function Markers({ orders, vehicles, selectedOrderId, onSelectOrder, labels }: Props) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  // The zoom the markers are laid out for, on the map's element (what a browser test waits on).
  useEffect(() => {
    map.getContainer().dataset.zoom = String(zoom);
  }, [map, zoom]);
  const placed = useMemo(() => {
    const items: LayoutItem[] = [];
    // Urged-late orders first: a cluster is named by its first member.
    const sorted = [...orders].sort(
      (a, b) => Number(b.escalatedAt !== null) - Number(a.escalatedAt !== null),
    );
    for (const o of sorted) {
      if (!o.point) continue;
      const p = map.project([o.point.lat, o.point.lng], zoom);
      items.push({ key: `o:${o.orderId}`, x: p.x, y: p.y, ...pinBox });
    }
    for (const v of vehicles) {
      if (!v.point) continue;
      const p = map.project([v.point.lat, v.point.lng], zoom);
      items.push({ key: `v:${v.vehicleNo}`, x: p.x, y: p.y, w: tag.w, h: tag.h, dy: 0 });
    }
    return layoutMarkers(items);
  }, [map, orders, vehicles, zoom]);
  const orderOf = new Map(orders.map((o) => [`o:${o.orderId}`, o]));
  const vehicleOf = new Map(vehicles.map((v) => [`v:${v.vehicleNo}`, v]));
  return placed.map((m) => {
    const at = map.unproject([m.x, m.y], zoom);
    const position: [number, number] = [at.lat, at.lng];
    const [first] = m.keys;
    if (m.keys.length === 1 && first) {
      const o = orderOf.get(first);
      if (o)
        return (
          <Marker
            key={first}
            position={position}
            icon={orderIcon(o, o.orderId === selectedOrderId)}
            title={o.orderNo}
            zIndexOffset={o.escalatedAt ? 1000 : 500}
            eventHandlers={{ click: () => onSelectOrder(o.orderId) }}
          >
            <Tooltip direction="top" offset={[0, -30]}>
              {o.faultName} · {labels.stage(o)}
            </Tooltip>
          </Marker>
        );
      const v = vehicleOf.get(first);
      if (v)
        return (
          <Marker key={first} position={position} icon={truckIcon(v)} title={v.vehicleNo}>
            <Tooltip direction="top" offset={[0, -10]}>
              {v.vehicleNo} · {v.rescuerName ?? ''}
            </Tooltip>
          </Marker>
        );
      return null;
    }
    const memberOrders = m.keys.flatMap((k) => orderOf.get(k) ?? []);
    const names = m.keys.map((k) => orderOf.get(k)?.plateNumber ?? vehicleOf.get(k)?.vehicleNo ?? '');
    const late = memberOrders.some((o) => o.escalatedAt !== null);
    return (
      <Marker
        key={`c:${m.keys.join(',')}`}
        position={position}
        icon={clusterIcon(m.keys.length, late, memberOrders.length > 0)}
        title={labels.cluster(m.keys.length)}
        zIndexOffset={late ? 1000 : 500}
        eventHandlers={{
          click: () => {
            const points = m.keys.flatMap((k) => {
              const p = orderOf.get(k)?.point ?? vehicleOf.get(k)?.point;
              return p ? [[p.lat, p.lng] as [number, number]] : [];
            });
            const bounds = latLngBounds(points);
            if (zoom >= map.getMaxZoom()) {
              const firstOrder = memberOrders[0];
              if (firstOrder) onSelectOrder(firstOrder.orderId);
              return;
            }
            // Close enough to show them all, and at least one level deeper (members at one spot).
            const target = Math.min(map.getMaxZoom(), Math.max(zoom + 1, map.getBoundsZoom(bounds.pad(0.5))));
            map.flyTo(bounds.getCenter(), target);
          },
        }}
      >
        <Tooltip direction="top" offset={[0, -18]}>
          {labels.cluster(m.keys.length)}: {names.join(', ')}
        </Tooltip>
      </Marker>
    );
  });
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
 * busy), clustered where they would cover each other. Drawn as markers, so the map still says where things are when the
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
        maxZoom={18}
        attributionControl={false}
        style={{ height: '100%' }}
      >
        {tileUrl ? <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} /> : null}
        <FitAll points={points} />
        <Markers
          orders={orders}
          vehicles={vehicles}
          selectedOrderId={selectedOrderId}
          onSelectOrder={onSelectOrder}
          labels={labels}
        />
      </MapContainer>
    </div>
  );
}
