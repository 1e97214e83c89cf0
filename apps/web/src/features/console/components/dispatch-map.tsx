import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
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

const truckIcon = (v: BoardVehicle) =>
  divIcon({
    className: '',
    html: `<div class="rc-disp-truck${v.orderNo ? ' is-busy' : ''}">${esc(v.vehicleNo.slice(-5))}</div>`,
    iconSize: [64, 24],
    iconAnchor: [32, 12],
  });

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
        {vehicles.map((v) =>
          v.point ? (
            <Marker
              key={`v-${v.vehicleNo}`}
              position={[v.point.lat, v.point.lng]}
              icon={truckIcon(v)}
              title={v.vehicleNo}
            >
              <Tooltip direction="top" offset={[0, -10]}>
                {v.vehicleNo} · {v.rescuerName ?? ''}
              </Tooltip>
            </Marker>
          ) : null,
        )}
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
