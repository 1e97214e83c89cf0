import { useEffect } from 'react';
import { CircleMarker, MapContainer, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { LatLngExpression, LatLngBoundsExpression } from 'leaflet';
import 'leaflet/dist/leaflet.css';

export interface TrackMapProps {
  tileUrl: string;
  customer: { lng: number; lat: number };
  truck: { lng: number; lat: number } | null;
  trail: { lng: number; lat: number }[];
  labels: { you: string; truck: string };
}

/** The theme's colours (VIP or ordinary) for the vector layers, which take colours, not CSS. */
function themeColour(name: string, fallback: string): string {
  const v = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return v || fallback;
}

function FitBounds({ bounds }: { bounds: LatLngBoundsExpression }) {
  const map = useMap();
  useEffect(() => {
    // Not animated (as the store map): leaving the screen mid-zoom unmounts the map while Leaflet's
    // transition is pending, and its end then throws (reading '_leaflet_pos' of a removed pane).
    map.fitBounds(bounds, { padding: [36, 36], maxZoom: 16, animate: false });
  }, [map, bounds]);
  return null;
}

/**
 * The live map: the customer, the tow truck and its trail drawn as vectors, so
 * the map still says where the truck is when the tiles cannot load (offline,
 * blocked tile server); the grid background stands in for the missing tiles.
 */
export function TrackMap({ tileUrl, customer, truck, trail, labels }: TrackMapProps) {
  const you: LatLngExpression = [customer.lat, customer.lng];
  const points: [number, number][] = trail.map((p) => [p.lat, p.lng]);
  const all: [number, number][] = [
    [customer.lat, customer.lng],
    ...(truck ? [[truck.lat, truck.lng] as [number, number]] : []),
  ];
  const boundsKey = all.map((p) => p.join(',')).join(';');
  const primary = themeColour('--rc-primary', '#1a5fd6');
  const accent = themeColour('--rc-accent', '#e53935');
  return (
    <div className="rc-rescue-map" data-testid="rescue-map">
      <MapContainer
        center={you}
        zoom={14}
        zoomControl={false}
        attributionControl={false}
        style={{ height: '100%' }}
      >
        {tileUrl ? <TileLayer url={tileUrl} subdomains={['1', '2', '3', '4']} /> : null}
        {all.length > 1 ? <FitBounds key={boundsKey} bounds={all} /> : null}
        {points.length > 1 ? (
          <Polyline positions={points} pathOptions={{ color: primary, weight: 5, opacity: 0.75 }} />
        ) : null}
        <CircleMarker
          center={you}
          radius={9}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: accent, fillOpacity: 1 }}
        >
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {labels.you}
          </Tooltip>
        </CircleMarker>
        {truck ? (
          <CircleMarker
            center={[truck.lat, truck.lng]}
            radius={11}
            pathOptions={{ color: '#ffffff', weight: 3, fillColor: primary, fillOpacity: 1 }}
          >
            <Tooltip permanent direction="top" offset={[0, -12]}>
              {labels.truck}
            </Tooltip>
          </CircleMarker>
        ) : null}
      </MapContainer>
    </div>
  );
}
