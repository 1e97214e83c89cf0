import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { divIcon } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { pageGlobals } from '../../../shared/config/page-globals.js';

interface Point {
  lat: number;
  lng: number;
}

const pin = divIcon({
  className: '',
  html: '<div class="rc-disp-pin rc-disp-pin--store is-selected"><span></span></div>',
  iconSize: [28, 36],
  iconAnchor: [14, 34],
});

/** GCJ-02 has five useful decimals (about 1 m). */
const round5 = (v: number) => Math.round(v * 100_000) / 100_000;

function Clicks({ onPick }: { onPick: (p: Point) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: round5(e.latlng.lat), lng: round5(e.latlng.lng) }) });
  return null;
}

function Follow({ point }: { point: Point | null }) {
  const map = useMap();
  useEffect(() => {
    if (point) map.panTo([point.lat, point.lng]);
  }, [map, point]);
  return null;
}

/** A map to tap a store's position on; the marker shows the position picked (or typed). */
export function PointPicker({
  value,
  onPick,
  label,
}: {
  value: Point | null;
  onPick: (p: Point) => void;
  label: string;
}) {
  const tileUrl = pageGlobals().mapTileUrl;
  const center: [number, number] = value ? [value.lat, value.lng] : [39.9087, 116.3975];
  return (
    <div
      className="rc-disp-map rc-disp-map--picker"
      data-testid="store-picker"
      aria-label={label}
      role="group"
    >
      <MapContainer
        center={center}
        zoom={value ? 15 : 11}
        attributionControl={false}
        style={{ height: '100%' }}
      >
        {tileUrl ? <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} /> : null}
        <Clicks onPick={onPick} />
        <Follow point={value} />
        {value ? <Marker position={[value.lat, value.lng]} icon={pin} /> : null}
      </MapContainer>
    </div>
  );
}
