import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { divIcon, latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { Shop } from '@rc/contract';
import { pageGlobals } from '../../../shared/config/page-globals.js';

interface Props {
  shops: Shop[];
  activeSnCode?: string | undefined;
  onPick?: (shop: Shop) => void;
  className?: string;
}

const icon = (active: boolean) =>
  divIcon({
    className: '',
    html: `<div class="rc-map-marker${active ? ' is-active' : ''}"></div>`,
    iconSize: [30, 30],
    iconAnchor: [15, 30],
  });

function FitTo({ shops, active }: { shops: Shop[]; active: Shop | undefined }) {
  const map = useMap();
  useEffect(() => {
    // Not animated: a customer who leaves while Leaflet is still zooming would unmount the map
    // mid-animation, and its transition end then throws (reading '_leaflet_pos' of a removed pane).
    if (active) map.setView([active.place.lat, active.place.lng], 15, { animate: false });
    else if (shops.length > 0) {
      map.fitBounds(latLngBounds(shops.map((s) => [s.place.lat, s.place.lng] as [number, number])), {
        animate: false,
        // Room for a marker's pin above its point and for the zoom buttons at the top left.
        paddingTopLeft: [56, 48],
        paddingBottomRight: [32, 16],
        maxZoom: 15,
      });
    }
  }, [map, shops, active]);
  return null;
}

/**
 * The stores on a Leaflet map (the default provider: no vendor key). Tiles
 * come from the page globals' mapTileUrl; when they cannot load (offline, a
 * closed network) the markers still show and the list below still works.
 */
export function StoreMap({ shops, activeSnCode, onPick, className }: Props) {
  const { t } = useTranslation('order');
  const [tilesFailed, setTilesFailed] = useState(false);
  const tileUrl = pageGlobals().mapTileUrl;
  const active = shops.find((s) => s.snCode === activeSnCode);
  const center = useMemo<[number, number]>(
    () =>
      active
        ? [active.place.lat, active.place.lng]
        : shops[0]
          ? [shops[0].place.lat, shops[0].place.lng]
          : [39.9042, 116.4074],
    [active, shops],
  );
  return (
    <div className={className ?? 'rc-store-map'} data-testid="store-map">
      <MapContainer
        center={center}
        zoom={13}
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
        {shops.map((s) => (
          <Marker
            key={s.snCode}
            position={[s.place.lat, s.place.lng]}
            icon={icon(s.snCode === activeSnCode)}
            title={s.name}
            eventHandlers={onPick ? { click: () => onPick(s) } : {}}
          />
        ))}
        <FitTo shops={shops} active={active} />
      </MapContainer>
      {tilesFailed || !tileUrl ? <p className="rc-map-fallback">{t('store.mapUnavailable')}</p> : null}
    </div>
  );
}
