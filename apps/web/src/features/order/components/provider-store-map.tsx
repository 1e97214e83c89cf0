import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useMapConfig } from '../api/map-config.js';
import { isVendorMap } from './vendor-map-loader.js';
import type { StoreMap as LeafletStoreMap } from './store-map.js';

const StoreMap = lazy(() => import('./store-map.js').then((m) => ({ default: m.StoreMap })));
const VendorStoreMap = lazy(() =>
  import('./vendor-store-map.js').then((m) => ({ default: m.VendorStoreMap })),
);

type Props = ComponentProps<typeof LeafletStoreMap>;

/**
 * The store map of the configured provider (map/getMapApi): AMap or Baidu when
 * the server has a key for one, Leaflet otherwise, and Leaflet again when the
 * vendor's script cannot load.
 */
export function ProviderStoreMap(props: Props) {
  const config = useMapConfig();
  const [vendorFailed, setVendorFailed] = useState(false);
  const box = <div className={props.className ?? 'rc-store-map'} />;
  if (config.isPending) return box;
  if (isVendorMap(config.data) && !vendorFailed) {
    return (
      <div className={props.className ?? 'rc-store-map'} data-testid="store-map">
        <Suspense fallback={null}>
          <VendorStoreMap
            config={config.data}
            shops={props.shops}
            activeSnCode={props.activeSnCode}
            onPick={props.onPick}
            onFail={() => setVendorFailed(true)}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <Suspense fallback={box}>
      <StoreMap {...props} />
    </Suspense>
  );
}
