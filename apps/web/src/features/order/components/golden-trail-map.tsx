import { useEffect, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { divIcon, latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { TrackPoint } from '@rc/contract';
import { pageGlobals } from '../../../shared/config/page-globals.js';

const vehicle = divIcon({
  className: '',
  html: '<div class="rc-map-marker is-active"></div>',
  iconSize: [30, 30],
  iconAnchor: [15, 30],
});

function Fit({ points }: { points: TrackPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length > 1) {
      map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
        padding: [24, 24],
        maxZoom: 16,
        // Not animated: leaving mid-zoom would make Leaflet's transition end throw (see track-map.tsx).
        animate: false,
      });
    }
  }, [map, points]);
  return null;
}

/** The serving vehicle's way so far and where it is now (Leaflet, loaded with the track sheet). */
export function GoldenTrailMap({ points, fallback }: { points: TrackPoint[]; fallback: string }) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = pageGlobals().mapTileUrl;
  const last = points[points.length - 1];
  if (!last) return null;
  return (
    <div className="rc-golden-map" data-testid="golden-trail-map">
      <MapContainer
        center={[last.lat, last.lng]}
        zoom={14}
        style={{ height: '100%', width: '100%' }}
        attributionControl={false}
      >
        {tileUrl ? (
          <TileLayer
            url={tileUrl}
            subdomains={['1', '2', '3', '4']}
            eventHandlers={{ tileerror: () => setTilesFailed(true) }}
          />
        ) : null}
        <Polyline
          positions={points.map((p) => [p.lat, p.lng] as [number, number])}
          className="rc-golden-trail"
          pathOptions={{ weight: 4 }}
        />
        <Marker position={[last.lat, last.lng]} icon={vehicle} />
        <Fit points={points} />
      </MapContainer>
      {tilesFailed || !tileUrl ? <p className="rc-map-fallback">{fallback}</p> : null}
    </div>
  );
}
